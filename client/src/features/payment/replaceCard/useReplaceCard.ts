import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { getFragmentData } from '../../../__generated__/fragment-masking';
import {
  type CardUpdateErrorCode,
  ReplaceCard_SubscriptionFragmentDoc,
  ReplaceSubscriptionCardDocument,
  type SubscriptionStatus,
} from '../../../__generated__/graphql';
import { failureOf } from '../paymentOutcome';
import type { PaymentProblem } from '../paymentProblems';
import type { PayPhase, PayRequest, PayResult } from '../usePayment';

/** Where saving the card left the subscriber, besides the form (which stays for a decline). */
export type CardUpdateEnd =
  | { readonly kind: 'saved'; readonly paid: boolean }
  | { readonly kind: 'error'; readonly code: CardUpdateErrorCode };

/**
 * One card update at a time, whatever the clicks: the guard is set before anything is awaited, so a double click
 * sends one replaceSubscriptionCard. It gives the card forms the same `pay` they get on the payment page: they
 * make the token, this sends it in place of payOrder.
 */
export function useReplaceCard(subscriptionId: string, token: string, statusBefore: SubscriptionStatus) {
  const [replaceCard] = useMutation(ReplaceSubscriptionCardDocument, { fetchPolicy: 'no-cache' });
  const [phase, setPhase] = useState<PayPhase>('idle');
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const [end, setEnd] = useState<CardUpdateEnd | null>(null);
  const busy = useRef(false);

  const pay = useCallback(
    async (request: PayRequest): Promise<PayResult> => {
      if (busy.current) return 'busy';
      busy.current = true;
      setPhase('processing');
      setProblem(null);
      const stop = (next: PaymentProblem | null) => {
        busy.current = false;
        setPhase('idle');
        setProblem(next);
      };
      try {
        const tokenized = await request.tokenize();
        if (!tokenized) {
          stop(null);
          return 'refused';
        }
        const { data } = await replaceCard({ variables: { subscriptionId, token, paymentToken: tokenized.token } });
        if (!data) throw new Error('The card update had no answer');
        const { subscription, declineCode, errors } = data.replaceSubscriptionCard;
        if (errors[0]) {
          stop(null);
          setEnd({ kind: 'error', code: errors[0] });
          return 'failed';
        }
        if (declineCode) {
          stop({ kind: 'declined', code: declineCode });
          return 'declined';
        }
        const after = getFragmentData(ReplaceCard_SubscriptionFragmentDoc, subscription);
        // The form stays disabled: the card is saved and the page now says so.
        setPhase('idle');
        setEnd({ kind: 'saved', paid: statusBefore === 'PAST_DUE' && after?.status === 'ACTIVE' });
        return 'moving';
      } catch (error) {
        stop(failureOf(error));
        return 'failed';
      }
    },
    [replaceCard, statusBefore, subscriptionId, token],
  );

  return { phase, problem, pay, setProblem, end };
}
