import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SubmitFeedbackDocument } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { describedBy, ERROR_COLOUR, FormField } from '../../../shared/components/FormField';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { requestErrorMessages } from '../../../shared/messages';
import { supportErrorMessages, supportMessages, supportSentMessages } from '../messages';
import { failureOf, type SendFailure } from '../supportOutcome';
import {
  characterCount,
  checkContactEmail,
  checkMessage,
  type ContactEmailProblem,
  FEEDBACK_MAX,
  FEEDBACK_MIN,
  type MessageProblem,
} from '../supportValidation';

const Form = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2.5),
}));

const Counter = styled('p')(({ theme }) => ({
  margin: 0,
  textAlign: 'end',
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
  color: theme.palette.text.secondary,
  '&[data-over="true"]': { fontWeight: 700, color: ERROR_COLOUR },
}));

const Check = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
  minHeight: 44,
  fontWeight: 600,
  cursor: 'pointer',
  '& input': { width: 22, height: 22, margin: 0, flexShrink: 0, accentColor: theme.palette.primary.main },
}));

const FormProblem = styled('p')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1.5, 2),
  borderRadius: 12,
  backgroundColor: '#FCE8E6',
  color: '#8C1D18',
  fontWeight: 600,
}));

const Sent = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  justifyItems: 'start',
  '& h2': { margin: 0, fontSize: '1.25rem', fontWeight: 700, outline: 'none' },
  '& p': { margin: 0, color: theme.palette.text.secondary },
  '& .actions': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), marginTop: theme.spacing(1) },
}));

const MESSAGE_ERRORS = {
  REQUIRED: supportErrorMessages.required,
  TOO_SHORT: supportErrorMessages.tooShort,
  TOO_LONG: supportErrorMessages.tooLong,
} as const satisfies Record<MessageProblem, unknown>;

const EMAIL_ERRORS = {
  EMAIL_REQUIRED: supportErrorMessages.emailRequired,
  INVALID_EMAIL: supportErrorMessages.invalidEmail,
} as const satisfies Record<ContactEmailProblem, unknown>;

/** The count screen readers hear, once typing pauses, so it is not read at every key. */
function useSettledValue<T>(value: T, delayMs = 900): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface SupportFormProps {
  /** Prefix of the ids inside, so the page and the dialog never clash. */
  readonly idPrefix: string;
  /** Extra actions after sending, such as the dialog's Close. */
  readonly sentActions?: ReactNode;
  /** Shown above the fields, and no longer once the message is sent. */
  readonly intro?: ReactNode;
}

/**
 * The contact and feedback form of spec section 5: a message of 10 to 200 characters with a live count, and an
 * optional address for the answer, asked for and checked only when its box is ticked. What the server refuses
 * comes back as codes, translated here; nothing typed is lost on a failure.
 */
export function SupportForm({ idPrefix, sentActions, intro }: SupportFormProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [message, setMessage] = useState('');
  const [wantsReply, setWantsReply] = useState(false);
  const [email, setEmail] = useState('');
  const [messageProblem, setMessageProblem] = useState<MessageProblem | null>(null);
  const [emailProblem, setEmailProblem] = useState<ContactEmailProblem | null>(null);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [sentTo, setSentTo] = useState<{ email: string | null } | null>(null);
  const [send, { loading }] = useMutation(SubmitFeedbackDocument);
  const messageInput = useRef<HTMLTextAreaElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  const ids = {
    heading: `${idPrefix}-sent-title`,
    message: `${idPrefix}-message`,
    email: `${idPrefix}-email`,
    reply: `${idPrefix}-wants-reply`,
  };
  const count = characterCount(message);
  const settledCount = useSettledValue(count);

  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  const show = (problems: { message: MessageProblem | null; email: ContactEmailProblem | null }) => {
    setMessageProblem(problems.message);
    setEmailProblem(problems.email);
    if (problems.message) messageInput.current?.focus();
    else if (problems.email) emailInput.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problems = { message: checkMessage(message), email: checkContactEmail(wantsReply, email) };
    if (problems.message || problems.email) {
      show(problems);
      return;
    }
    const contactEmail = wantsReply ? email.trim() : null;
    try {
      const { data } = await send({ variables: { input: { message: message.trim(), contactEmail, locale } } });
      const payload = data?.submitFeedback;
      const refused = payload?.errors ?? [];
      if (refused.length > 0) {
        const messageCode = refused.find((error) => error.field !== 'contactEmail')?.code;
        show({
          message: messageCode && messageCode !== 'INVALID_EMAIL' ? messageCode : null,
          email: refused.some((error) => error.code === 'INVALID_EMAIL') ? 'INVALID_EMAIL' : null,
        });
      } else if (payload?.ok) {
        setSentTo({ email: contactEmail });
      } else {
        setFailure({ kind: 'failed' });
      }
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  const startAgain = () => {
    setMessage('');
    setSentTo(null);
    setFailure(null);
  };

  if (sentTo) {
    return (
      <Sent role="status">
        <h2 id={ids.heading} ref={sentHeading} tabIndex={-1}>
          {intl.formatMessage(supportSentMessages.title)}
        </h2>
        <p>
          {sentTo.email
            ? intl.formatMessage(supportSentMessages.withEmail, { email: sentTo.email })
            : intl.formatMessage(supportSentMessages.withoutEmail)}
        </p>
        <div className="actions">
          {sentActions}
          <Button variant="outlined" size="large" onClick={startAgain}>
            {intl.formatMessage(supportSentMessages.another)}
          </Button>
        </div>
      </Sent>
    );
  }

  const messageHint = intl.formatMessage(supportMessages.messageHint, { min: FEEDBACK_MIN, max: FEEDBACK_MAX });
  const messageError = messageProblem
    ? intl.formatMessage(MESSAGE_ERRORS[messageProblem], { min: FEEDBACK_MIN, max: FEEDBACK_MAX })
    : undefined;
  const emailHint = intl.formatMessage(supportMessages.emailHint);
  const emailError = emailProblem ? intl.formatMessage(EMAIL_ERRORS[emailProblem]) : undefined;
  const over = count > FEEDBACK_MAX;
  const spoken =
    settledCount > FEEDBACK_MAX
      ? intl.formatMessage(supportMessages.over, { count: settledCount - FEEDBACK_MAX })
      : intl.formatMessage(supportMessages.remaining, { count: FEEDBACK_MAX - settledCount });

  let problemText: string | null = null;
  if (failure?.kind === 'rateLimited') {
    problemText =
      failure.minutes === null
        ? intl.formatMessage(supportErrorMessages.rateLimitedLater)
        : intl.formatMessage(supportErrorMessages.rateLimited, { minutes: failure.minutes });
  } else if (failure?.kind === 'invalidText') problemText = intl.formatMessage(requestErrorMessages.invalidText);
  else if (failure?.kind === 'failed') problemText = intl.formatMessage(supportErrorMessages.failed);

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={loading || undefined}>
      {intro}
      <FormField id={ids.message} label={intl.formatMessage(supportMessages.message)} help={messageHint} error={messageError}>
        <textarea
          ref={messageInput}
          id={ids.message}
          name="message"
          rows={5}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setMessageProblem(null);
          }}
          aria-required
          aria-invalid={messageProblem ? true : undefined}
          aria-describedby={describedBy(ids.message, { help: messageHint, error: messageError })}
        />
        {/* Seen, not read at every key: the live region below says it once typing pauses. */}
        <Counter data-over={over} aria-hidden>
          {intl.formatMessage(supportMessages.count, { count, max: FEEDBACK_MAX })}
        </Counter>
      </FormField>
      <VisuallyHidden aria-live="polite">{settledCount > 0 ? spoken : ''}</VisuallyHidden>
      <Check htmlFor={ids.reply}>
        <input
          id={ids.reply}
          type="checkbox"
          checked={wantsReply}
          onChange={(event) => {
            setWantsReply(event.target.checked);
            setEmailProblem(null);
          }}
          aria-controls={wantsReply ? ids.email : undefined}
        />
        {intl.formatMessage(supportMessages.wantsReply)}
      </Check>
      {wantsReply && (
        <FormField id={ids.email} label={intl.formatMessage(supportMessages.email)} help={emailHint} error={emailError}>
          <input
            ref={emailInput}
            id={ids.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailProblem(null);
            }}
            aria-required
            aria-invalid={emailProblem ? true : undefined}
            aria-describedby={describedBy(ids.email, { help: emailHint, error: emailError })}
          />
        </FormField>
      )}
      {problemText && <FormProblem role="alert">{problemText}</FormProblem>}
      <Button type="submit" variant="contained" size="large" disabled={loading} fullWidth>
        {intl.formatMessage(loading ? supportMessages.sending : supportMessages.submit)}
      </Button>
    </Form>
  );
}
