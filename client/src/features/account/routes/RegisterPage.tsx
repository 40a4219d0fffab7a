import { ApolloProvider } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useHref, useLocation, useNavigate, useParams } from 'react-router-dom';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf } from '@innerscope/shared/routes';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { FormField } from '../../../shared/components/FormField';
import { failureText, formatProblem } from '../accountErrors';
import { afterSignIn } from '../accountPaths';
import {
  checkEmail,
  NAME_MAX,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterValues,
  validateRegister,
} from '../accountValidation';
import { AccountHeading } from '../../../shared/components/account/AccountHeading';
import { FormCard, FormLinks, FormNote, FormProblem, Page } from '../../../shared/components/account/accountStyles';
import { CheckboxField } from '../components/CheckboxField';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { SendCodeButton } from '../components/SendCodeButton';
import { codeSentMessages, fieldMessages, registerMessages } from '../messages';
import { useRegister } from '../mutations/accountSteps';
import { useSendCode } from '../mutations/useSendCode';
import { useAccountForm } from '../useAccountForm';

/** The e-mail field and its "Send code" button. */
const EmailRow = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  // Phones put the button under the field, so a long address stays readable; wider screens put them side by side.
  '& input': { flex: '1 1 14rem', width: 'auto', minWidth: 0 },
  '& button': { flex: '1 0 auto' },
}));

const EMPTY: RegisterValues = { name: '', email: '', code: '', password: '', passwordConfirm: '', agreePrivacy: false };

function RegisterPage() {
  const intl = useIntl();
  const { codeExamId } = examRouteOf(useParams()['codeExamId']);
  const location = useLocation();
  const navigate = useNavigate();
  const to = useLocalizedTo();
  const form = useAccountForm<RegisterField, RegisterValues>('register', EMPTY, REGISTER_FIELDS);
  const { values } = form;
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sendProblem, setSendProblem] = useState<string | null>(null);
  const code = useSendCode('REGISTER');
  const { register, loading } = useRegister();
  const privacyHref = useHref(to(`/help/${codeExamId}`, '#privacy'));

  const sendCode = async () => {
    setSendProblem(null);
    const problem = checkEmail(values.email);
    if (problem) {
      form.show({ ...form.problems, email: problem }, 'email');
      return;
    }
    const outcome = await code.send(values.email);
    if (outcome.kind === 'sent') setSent(true);
    else if (outcome.kind === 'refused') form.show({ ...form.problems, email: outcome.problem }, 'email');
    else setSendProblem(failureText(intl, outcome.failure));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormProblem(null);
    const found = validateRegister(values);
    if (Object.keys(found).length > 0) {
      form.show(found);
      return;
    }
    const outcome = await register(values);
    if (outcome.kind === 'done') {
      navigate(afterSignIn(location.search, window.location.origin, location.pathname), { replace: true });
    } else if (outcome.kind === 'refused') {
      form.show(outcome.fields);
      if (outcome.form) setFormProblem(formatProblem(intl, outcome.form));
    } else {
      setFormProblem(failureText(intl, outcome.failure));
    }
  };

  const codeHelp = intl.formatMessage(fieldMessages.codeHint);
  // The policy opens beside the form, so what was typed here stays.
  const privacyLink = (chunks: ReactNode[]) => (
    <a key="privacy" href={privacyHref} target="_blank" rel="noopener">
      {chunks}
      <VisuallyHidden> {intl.formatMessage(registerMessages.opensInNewTab)}</VisuallyHidden>
    </a>
  );
  const signInLink = (chunks: ReactNode[]) => (
    <Link key="login" to={to(`/user/login/${codeExamId}`)}>
      {chunks}
    </Link>
  );

  return (
    <Page>
      <AccountHeading
        id="register-title"
        title={intl.formatMessage(registerMessages.title)}
        intro={intl.formatMessage(registerMessages.intro)}
      />
      <FormCard noValidate onSubmit={(event) => void submit(event)} aria-labelledby="register-title">
        <FormField id={form.idOf('name')} label={intl.formatMessage(fieldMessages.name)} error={form.errorOf('name')}>
          <input {...form.control('name')} autoComplete="name" maxLength={NAME_MAX} aria-required />
        </FormField>
        <FormField id={form.idOf('email')} label={intl.formatMessage(fieldMessages.email)} error={form.errorOf('email')}>
          <EmailRow>
            <input
              {...form.control('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              aria-required
            />
            <SendCodeButton sending={code.sending} secondsLeft={code.secondsLeft} onClick={() => void sendCode()} />
          </EmailRow>
          <div aria-live="polite">
            {sent && !sendProblem && (
              <FormNote>
                <p>{intl.formatMessage(codeSentMessages.register)}</p>
                <p>{intl.formatMessage(codeSentMessages.spam)}</p>
              </FormNote>
            )}
          </div>
          {sendProblem && <FormProblem role="alert">{sendProblem}</FormProblem>}
        </FormField>
        <FormField id={form.idOf('code')} label={intl.formatMessage(fieldMessages.code)} help={codeHelp} error={form.errorOf('code')}>
          <input
            {...form.control('code', codeHelp)}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            aria-required
          />
        </FormField>
        <NewPasswordFields form={form} />
        <CheckboxField
          id={form.idOf('agreePrivacy')}
          name="agreePrivacy"
          checked={values.agreePrivacy}
          onChange={form.change('agreePrivacy')}
          label={intl.formatMessage(registerMessages.agree, { privacy: privacyLink })}
          error={form.errorOf('agreePrivacy')}
        />
        {formProblem && <FormProblem role="alert">{formProblem}</FormProblem>}
        <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
          {intl.formatMessage(loading ? registerMessages.submitting : registerMessages.submit)}
        </Button>
      </FormCard>
      <FormLinks>
        <span>{intl.formatMessage(registerMessages.haveAccount, { link: signInLink })}</span>
      </FormLinks>
    </Page>
  );
}

/**
 * `/user/register/{code}-{examId}`: creates an account with an e-mailed code (spec sections 2, 3 and 5). Every rule
 * is checked here before anything is sent; the server's refusals show under their fields, in the page's words.
 */
export default function RegisterRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <RegisterPage />
    </ApolloProvider>
  );
}
