import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { AccountSendEmailCodeDocument, type EmailCodePurpose } from '../../../__generated__/graphql';
import { useLocale } from '../../../i18n/LocaleContext';
import { type AccountFailure, accountFailureOf } from '../accountErrors';
import type { AccountProblem } from '../accountValidation';

/** How long the "send code" button waits after a code was sent, so one tap cannot fill an inbox. */
export const RESEND_SECONDS = 60;

export type SendCodeOutcome =
  | { readonly kind: 'sent' }
  /** The address was refused (empty or malformed): shown under the e-mail field. */
  | { readonly kind: 'refused'; readonly problem: AccountProblem }
  | { readonly kind: 'failure'; readonly failure: AccountFailure };

/** A wait of `seconds`, started on demand and counted down once a second. */
function useCooldown(seconds: number) {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, [seconds]);
  const secondsLeft = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { secondsLeft, start };
}

/**
 * E-mails a verification code, then holds the button for `RESEND_SECONDS`. The server answers the same for any
 * well-formed address, so the outcome says only "sent", never whether the address has an account.
 */
export function useSendCode(purpose: EmailCodePurpose) {
  const { locale } = useLocale();
  const [mutate, { loading }] = useMutation(AccountSendEmailCodeDocument);
  const { secondsLeft, start } = useCooldown(RESEND_SECONDS);

  const send = useCallback(
    async (email: string): Promise<SendCodeOutcome> => {
      try {
        const { data } = await mutate({ variables: { email: email.trim(), purpose, locale } });
        const payload = data?.sendEmailCode;
        const refused = payload?.errors[0];
        if (refused) return { kind: 'refused', problem: refused.code };
        if (!payload?.ok) return { kind: 'failure', failure: { kind: 'failed' } };
        start();
        return { kind: 'sent' };
      } catch (error) {
        return { kind: 'failure', failure: accountFailureOf(error) };
      }
    },
    [mutate, purpose, locale, start],
  );

  return { send, sending: loading, secondsLeft, waiting: secondsLeft > 0 };
}
