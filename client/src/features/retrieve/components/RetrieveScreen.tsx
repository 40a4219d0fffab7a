import { describedBy, FormField } from '../../../shared/components/FormField';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { RetrieveReportsDocument, type RetrieveErrorCode } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { retrieveErrorMessages, retrieveMessages, retrieveResultMessages } from '../messages';
import { checkEmail, failureOf, type RetrieveFailure } from '../retrieveOutcome';

const Page = styled('div')(({ theme }) => ({
  maxWidth: 560,
  margin: '0 auto',
  padding: theme.spacing(3, 2, 8),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5, 3, 10) },
}));

const Card = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  marginTop: theme.spacing(3),
  padding: theme.spacing(3, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4) },
}));

const FormProblem = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  backgroundColor: '#FCE8E6',
  color: '#8C1D18',
  fontWeight: 600,
}));

type Outcome = 'form' | 'sent' | 'failed';

const FIELD_MESSAGES: Readonly<Record<RetrieveErrorCode, (typeof retrieveErrorMessages)['emailRequired']>> = {
  EMAIL_REQUIRED: retrieveErrorMessages.emailRequired,
  INVALID_EMAIL: retrieveErrorMessages.invalidEmail,
};

/**
 * Sends the links to an address's reports to that address. Whatever the address, an accepted request gets the
 * same answer: the page never tells whether an address has reports (the e-mail does, to its owner only).
 */
function RetrieveForm() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<RetrieveErrorCode | null>(null);
  const [limited, setLimited] = useState<Extract<RetrieveFailure, { kind: 'rateLimited' }> | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('form');
  const [send, { loading }] = useMutation(RetrieveReportsDocument);
  const input = useRef<HTMLInputElement>(null);

  const showFieldError = (code: RetrieveErrorCode) => {
    setFieldError(code);
    input.current?.focus();
  };

  const submit = async () => {
    setLimited(null);
    const problem = checkEmail(email);
    if (problem) {
      showFieldError(problem);
      return;
    }
    try {
      const { data } = await send({ variables: { email: email.trim(), locale } });
      const payload = data?.retrieveReports;
      const refused = payload?.errors[0];
      if (refused) showFieldError(refused.code);
      else setOutcome(payload?.accepted ? 'sent' : 'failed');
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind === 'rateLimited') setLimited(failure);
      else setOutcome('failed');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    setFieldError(null);
  };
  const backToForm = (clear: boolean) => () => {
    if (clear) setEmail('');
    setOutcome('form');
  };

  if (outcome === 'sent') {
    return (
      <StatusPanel
        id="retrieve-sent-title"
        role="status"
        title={intl.formatMessage(retrieveResultMessages.sentTitle)}
        body={intl.formatMessage(retrieveResultMessages.sentBody)}
        actions={
          <Button variant="outlined" size="large" onClick={backToForm(true)}>
            {intl.formatMessage(retrieveResultMessages.another)}
          </Button>
        }
      />
    );
  }
  if (outcome === 'failed') {
    return (
      <RetryPanel
        id="retrieve-failed-title"
        title={intl.formatMessage(retrieveResultMessages.failedTitle)}
        body={intl.formatMessage(retrieveResultMessages.failedBody)}
        retryLabel={intl.formatMessage(retrieveResultMessages.retry)}
        onRetry={() => {
          setOutcome('form');
          void submit();
        }}
      >
        <Button variant="outlined" size="large" onClick={backToForm(false)}>
          {intl.formatMessage(retrieveResultMessages.change)}
        </Button>
      </RetryPanel>
    );
  }

  const hint = intl.formatMessage(retrieveMessages.emailHint);
  const error = fieldError ? intl.formatMessage(FIELD_MESSAGES[fieldError]) : undefined;
  return (
    <>
      <Typography id="retrieve-title" variant="h2" component="h1" sx={{ mb: 1.5 }}>
        {intl.formatMessage(retrieveMessages.title)}
      </Typography>
      <Typography color="text.secondary">{intl.formatMessage(retrieveMessages.intro)}</Typography>
      <Card noValidate onSubmit={onSubmit} aria-labelledby="retrieve-title">
        <FormField id="retrieve-email" label={intl.formatMessage(retrieveMessages.email)} help={hint} error={error}>
          <input
            ref={input}
            id="retrieve-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={onChange}
            aria-required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy('retrieve-email', { help: hint, error })}
          />
        </FormField>
        {limited && (
          <FormProblem role="alert">
            {limited.minutes === null
              ? intl.formatMessage(retrieveErrorMessages.rateLimitedLater)
              : intl.formatMessage(retrieveErrorMessages.rateLimited, { minutes: limited.minutes })}
          </FormProblem>
        )}
        <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
          {intl.formatMessage(loading ? retrieveMessages.sending : retrieveMessages.submit)}
        </Button>
      </Card>
    </>
  );
}

/** The retrieve page's content; the report route renders it, inside its Apollo provider and messages. */
export function RetrieveScreen() {
  return (
    <Page>
      <RetrieveForm />
    </Page>
  );
}
