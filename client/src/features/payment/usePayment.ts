import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PayOrderDocument, type PaymentMethodKind } from '../../__generated__/graphql';
import { reportRefFrom } from '../report/reportPaths';
import { pageExit } from './pageExit';
import { failureOf, outcomeOf } from './paymentOutcome';
import { actionTarget, returnPathFor, stepTo } from './paymentPaths';
import type { PaymentProblem } from './paymentProblems';
import { trackAdEvent } from '../../shared/adEvents';

/** idle, then processing while the processor answers, then leaving when the window goes to its page. */
export type PayPhase = 'idle' | 'processing' | 'leaving';

export interface PayRequest {
  readonly method: PaymentMethodKind;
  /**
   * The processor's token for the buyer's card or account, made inside the processing state (Stripe takes a
   * moment); null when the processor's form refused, its own errors showing.
   */
  readonly tokenize: () => Promise<{ token: string; method?: PaymentMethodKind } | null>;
  /** Runs Stripe.js's extra step (3-D Secure in the page) for a payment that needs one. */
  readonly handleClientSecret?: (clientSecret: string) => Promise<void>;
}

/** What an attempt came to, for the form that started it (a declined card number is cleared). */
export type PayResult = 'busy' | 'refused' | 'moving' | 'declined' | 'failed';

/**
 * One payment attempt at a time, whatever the clicks: the guard is set before anything is awaited, so a double
 * click sends one payOrder. The outcome moves the buyer on (upsell steps, the check page, the processor's page)
 * or becomes a problem the page shows with a way to try again.
 */
export function usePayment(orderNumber: string, codeExamId: string) {
  // Payment answers are acted on once and never read from the cache.
  const [payOrder] = useMutation(PayOrderDocument, { fetchPolicy: 'no-cache' });
  const navigate = useNavigate();
  const location = useLocation();
  const [phase, setPhase] = useState<PayPhase>('idle');
  const [problem, setProblem] = useState<PaymentProblem | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    // Back from a processor's page, a page restored from the back-forward cache can be paid again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setPhase('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const pay = useCallback(
    async (request: PayRequest): Promise<PayResult> => {
      if (busy.current) return 'busy';
      busy.current = true;
      setPhase('processing');
      setProblem(null);
      const current = { pathname: location.pathname, search: location.search };
      const returnPath = returnPathFor(codeExamId, current, orderNumber);
      const checkPage = stepTo('check', codeExamId, current, orderNumber);
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
        void trackAdEvent('addPaymentInfo', { orderNumber, codeExamId }, current.search);
        // An e-mailed link's `t` lets the buyer in another browser read the answer before the charge makes it theirs.
        const token = reportRefFrom(current.search)?.token ?? null;
        const { data } = await payOrder({
          variables: {
            input: { orderNumber, method: tokenized.method ?? request.method, paymentToken: tokenized.token, returnPath, token },
          },
        });
        if (!data?.payOrder) throw new Error('The payment had no answer');
        const outcome = outcomeOf(data.payOrder);
        switch (outcome.kind) {
          case 'succeeded':
            void trackAdEvent('purchase', { orderNumber, codeExamId }, current.search);
            navigate(stepTo('package', codeExamId, current, orderNumber), { replace: true });
            return 'moving';
          case 'processing':
            navigate(checkPage, { replace: true });
            return 'moving';
          case 'requiresAction': {
            if (outcome.clientSecret && request.handleClientSecret) {
              // Whatever the step's result, the check page asks the server, which asks the processor.
              await request.handleClientSecret(outcome.clientSecret).catch(() => undefined);
              navigate(checkPage, { replace: true });
              return 'moving';
            }
            const target = outcome.actionUrl ? actionTarget(outcome.actionUrl, returnPath) : null;
            if (!target) {
              navigate(checkPage, { replace: true });
              return 'moving';
            }
            setPhase('leaving');
            pageExit.assign(target);
            return 'moving';
          }
          case 'declined':
            stop({ kind: 'declined', code: outcome.code });
            return 'declined';
          case 'rejected':
            stop({ kind: 'rejected', code: outcome.code });
            return 'failed';
        }
      } catch (error) {
        stop(failureOf(error));
        return 'failed';
      }
    },
    [codeExamId, location.pathname, location.search, navigate, orderNumber, payOrder],
  );

  return { phase, problem, pay, setProblem };
}
