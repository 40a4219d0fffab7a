import { ApolloProvider } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf } from '@innerscope/shared/routes';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { describedBy, FormField } from '../../../shared/components/FormField';
import { failureText, formatProblem } from '../accountErrors';
import { type AccountProblem, checkEmail, RESET_FIELDS, type ResetField, validateReset } from '../accountValidation';
import { AccountHeading } from '../../../shared/components/account/AccountHeading';
import { FormCard, FormLinks, FormNote, FormProblem, Page } from '../../../shared/components/account/accountStyles';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { SendCodeButton } from '../components/SendCodeButton';
import { codeSentMessages, fieldMessages, forgotMessages } from '../messages';
import { useResetPassword } from '../mutations/accountSteps';
import { type SendCodeOutcome, useSendCode } from '../mutations/useSendCode';
import { useAccountForm } from '../useAccountForm';

const EMAIL_ID = 'forgot-email';

/** Step one: the address the code goes to. */
function EmailStep({ email, onEmail, onSend, sending, secondsLeft }: {
  email: string;
  onEmail: (email: string) => void;
  onSend: () => Promise<SendCodeOutcome>;
  sending: boolean;
  secondsLeft: number;
}) {
  const intl = useIntl();
  const [problem, setProblem] = useState<AccountProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = checkEmail(email);
    if (found) {
      setProblem(found);
      document.getElementById(EMAIL_ID)?.focus();
      return;
    }
    const outcome = await onSend();
    if (outcome.kind === 'refused') {
      setProblem(outcome.problem);
      document.getElementById(EMAIL_ID)?.focus();
    } else if (outcome.kind === 'failure') {
      setFailure(failureText(intl, outcome.failure));
    }
  };

  const error = problem ? formatProblem(intl, problem) : undefined;
  return (
    <FormCard noValidate onSubmit={(event) => void submit(event)} aria-labelledby="forgot-title">
      <FormField id={EMAIL_ID} label={intl.formatMessage(fieldMessages.email)} error={error}>
        <input
          id={EMAIL_ID}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onEmail(event.target.value);
            setProblem(null);
          }}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(EMAIL_ID, { error })}
        />
      </FormField>
      {failure && <FormProblem role="alert">{failure}</FormProblem>}
      <SendCodeButton type="submit" variant="contained" sending={sending} secondsLeft={secondsLeft} fullWidth />
    </FormCard>
  );
}

/** Step two: the e-mailed code and the new password, with a way to ask for another code. */
function CodeStep({ email, code, onChangeEmail, onDone }: {
  email: string;
  code: ReturnType<typeof useSendCode>;
  onChangeEmail: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const form = useAccountForm<ResetField, Record<ResetField, string>>(
    'forgot',
    { code: '', password: '', passwordConfirm: '' },
    RESET_FIELDS,
  );
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const { reset, loading } = useResetPassword();

  // The fields appear in place of the e-mail field: the code comes next.
  const codeId = form.idOf('code');
  useEffect(() => document.getElementById(codeId)?.focus(), [codeId]);

  const resend = async () => {
    setFormProblem(null);
    const outcome = await code.send(email);
    if (outcome.kind === 'failure') setFormProblem(failureText(intl, outcome.failure));
    else if (outcome.kind === 'refused') setFormProblem(formatProblem(intl, outcome.problem));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormProblem(null);
    const found = validateReset(form.values);
    if (Object.keys(found).length > 0) {
      form.show(found);
      return;
    }
    const outcome = await reset(email, form.values);
    if (outcome.kind === 'done') onDone();
    else if (outcome.kind === 'refused') {
      form.show(outcome.fields);
      if (outcome.form) setFormProblem(formatProblem(intl, outcome.form));
    } else setFormProblem(failureText(intl, outcome.failure));
  };

  const codeHelp = intl.formatMessage(fieldMessages.codeHint);
  return (
    <FormCard noValidate onSubmit={(event) => void submit(event)} aria-labelledby="forgot-title">
      <FormNote role="status">
        <p>
          <strong>{intl.formatMessage(forgotMessages.codeStep, { email })}</strong>
        </p>
        <p>{intl.formatMessage(codeSentMessages.reset)}</p>
        <p>{intl.formatMessage(codeSentMessages.spam)}</p>
      </FormNote>
      <FormField id={form.idOf('code')} label={intl.formatMessage(fieldMessages.code)} help={codeHelp} error={form.errorOf('code')}>
        <input {...form.control('code', codeHelp)} inputMode="numeric" pattern="[0-9]*" autoComplete="one-time-code" aria-required />
      </FormField>
      <NewPasswordFields form={form} />
      {formProblem && <FormProblem role="alert">{formProblem}</FormProblem>}
      <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
        {intl.formatMessage(loading ? forgotMessages.submitting : forgotMessages.submit)}
      </Button>
      <SendCodeButton sending={code.sending} secondsLeft={code.secondsLeft} onClick={() => void resend()} fullWidth />
      <Button type="button" variant="text" size="large" onClick={onChangeEmail}>
        {intl.formatMessage(forgotMessages.changeEmail)}
      </Button>
    </FormCard>
  );
}

function ForgotPasswordPage() {
  const intl = useIntl();
  const { codeExamId } = examRouteOf(useParams()['codeExamId']);
  const to = useLocalizedTo();
  const [step, setStep] = useState<'email' | 'code' | 'done'>('email');
  const [email, setEmail] = useState('');
  const code = useSendCode('RESET');

  useEffect(() => {
    if (step === 'done') document.getElementById('forgot-done')?.focus();
  }, [step]);

  if (step === 'done') {
    return (
      <StatusPanel
        id="forgot-done"
        role="status"
        title={intl.formatMessage(forgotMessages.doneTitle)}
        body={intl.formatMessage(forgotMessages.doneBody)}
        actions={
          <Button component={Link} to={to(`/user/login/${codeExamId}`)} variant="contained" size="large">
            {intl.formatMessage(forgotMessages.signIn)}
          </Button>
        }
      />
    );
  }

  const send = async () => {
    const outcome = await code.send(email);
    if (outcome.kind === 'sent') setStep('code');
    return outcome;
  };

  return (
    <Page>
      <AccountHeading
        id="forgot-title"
        title={intl.formatMessage(forgotMessages.title)}
        intro={step === 'email' ? intl.formatMessage(forgotMessages.intro) : undefined}
      />
      {step === 'email' ? (
        <EmailStep email={email} onEmail={setEmail} onSend={send} sending={code.sending} secondsLeft={code.secondsLeft} />
      ) : (
        <CodeStep email={email.trim()} code={code} onChangeEmail={() => setStep('email')} onDone={() => setStep('done')} />
      )}
      <FormLinks>
        <Link to={to(`/user/login/${codeExamId}`)}>{intl.formatMessage(forgotMessages.signIn)}</Link>
      </FormLinks>
    </Page>
  );
}

/**
 * `/user/forgot-password/{code}-{examId}`: a code e-mailed to the address, then the new password (spec section 4).
 * The page answers the same for any address; only its owner gets a code.
 */
export default function ForgotPasswordRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <ForgotPasswordPage />
    </ApolloProvider>
  );
}
