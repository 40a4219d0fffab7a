import { ApolloProvider, useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { type CancelRequestErrorCode, RequestCancelLinkDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf, HOME_PATH } from '@innerscope/shared/routes';
import { useLocale } from '../../../i18n/LocaleContext';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { describedBy, FormField } from '../../../shared/components/FormField';
import { checkEmail, failureOf, type RequestFailure } from '../cancelOutcome';
import { Card, FormProblem, Note, Page } from '../components/cancelStyles';
import { requestErrorMessages, requestMessages, sentMessages } from '../messages';

/** The words for each code of the e-mail field; the server's own wording is never shown. */
function fieldMessage(code: CancelRequestErrorCode): MessageDescriptor {
  switch (code) {
    case 'EMAIL_REQUIRED':
      return requestErrorMessages.emailRequired;
    case 'INVALID_EMAIL':
      return requestErrorMessages.invalidEmail;
  }
}

const EMAIL_ID = 'cancel-email';

/**
 * The one-field form. Whatever the address, an accepted request gets the same answer: the page never tells
 * whether an address has a subscription (the e-mail does, to the owner of the inbox only).
 */
function CancelRequestForm({ onSent }: { onSent: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<CancelRequestErrorCode | null>(null);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const [send, { loading }] = useMutation(RequestCancelLinkDocument);
  const input = useRef<HTMLInputElement>(null);

  const showFieldError = (code: CancelRequestErrorCode) => {
    setFieldError(code);
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = checkEmail(email);
    if (problem) {
      showFieldError(problem);
      return;
    }
    try {
      const { data } = await send({ variables: { email: email.trim(), locale } });
      const payload = data?.requestCancelLink;
      const refused = payload?.errors[0];
      if (refused) showFieldError(refused.code);
      else if (payload?.accepted) onSent();
      else setFailure({ kind: 'failed' });
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    setFieldError(null);
  };

  const help = intl.formatMessage(requestMessages.emailHint);
  const error = fieldError ? intl.formatMessage(fieldMessage(fieldError)) : undefined;
  const problem =
    failure?.kind === 'rateLimited'
      ? failure.minutes === null
        ? intl.formatMessage(requestErrorMessages.rateLimitedLater)
        : intl.formatMessage(requestErrorMessages.rateLimited, { minutes: failure.minutes })
      : failure
        ? intl.formatMessage(requestErrorMessages.network)
        : null;
  const label = loading ? requestMessages.sending : failure?.kind === 'failed' ? requestMessages.retry : requestMessages.submit;

  return (
    <Card noValidate onSubmit={(event) => void submit(event)} aria-labelledby="cancel-request-title">
      <FormField id={EMAIL_ID} label={intl.formatMessage(requestMessages.email)} help={help} error={error}>
        <input
          ref={input}
          id={EMAIL_ID}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={onChange}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(EMAIL_ID, { help, error })}
        />
      </FormField>
      {problem && <FormProblem role="alert">{problem}</FormProblem>}
      <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
        {intl.formatMessage(label)}
      </Button>
    </Card>
  );
}

/** The answer to every accepted request, the same for any address. */
function LinkSent({ onAnother }: { onAnother: () => void }) {
  const intl = useIntl();
  const to = useLocalizedTo();
  useEffect(() => document.getElementById('cancel-sent-title')?.focus(), []);
  return (
    <StatusPanel
      id="cancel-sent-title"
      role="status"
      title={intl.formatMessage(sentMessages.title)}
      body={intl.formatMessage(sentMessages.body)}
      actions={
        <>
          <Button component={Link} to={to(HOME_PATH)} variant="contained" size="large">
            {intl.formatMessage(sentMessages.home)}
          </Button>
          <Button variant="text" size="large" onClick={onAnother}>
            {intl.formatMessage(sentMessages.another)}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {intl.formatMessage(sentMessages.spam)}
      </Typography>
    </StatusPanel>
  );
}

function CancelSubscriptionPage() {
  const intl = useIntl();
  // Checks the `{code}-{examId}` segment (a 404 otherwise); the page itself does not depend on the exam.
  examRouteOf(useParams()['codeExamId']);
  const [sent, setSent] = useState(false);

  if (sent) return <LinkSent onAnother={() => setSent(false)} />;
  return (
    <Page>
      <Typography id="cancel-request-title" variant="h2" component="h1" sx={{ mb: 1.5 }}>
        {intl.formatMessage(requestMessages.title)}
      </Typography>
      <Typography color="text.secondary">{intl.formatMessage(requestMessages.intro)}</Typography>
      <CancelRequestForm onSent={() => setSent(true)} />
      <Note>{intl.formatMessage(requestMessages.reportNote)}</Note>
    </Page>
  );
}

/**
 * `/cancel/subscription/{code}-{examId}`, the unsubscribe screen (spec section 2): an e-mail address in, a
 * single-use link out that cancels in one click (`/cancel/success`). As easy as subscribing, and no account.
 */
export default function CancelSubscriptionRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <CancelSubscriptionPage />
    </ApolloProvider>
  );
}
