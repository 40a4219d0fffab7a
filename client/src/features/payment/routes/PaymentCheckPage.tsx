import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ConfirmPaymentDocument, PaymentStatusDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf } from '@innerscope/shared/routes';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { trackAdEvent } from '../../../shared/adEvents';
import { reportRefFrom } from '../../report/reportPaths';
import { SessionExpired } from '../components/SessionExpired';
import { checkMessages } from '../messages';
import { pageExit } from '../pageExit';
import { type PaymentOutcome, outcomeOf } from '../paymentOutcome';
import { actionTarget, METHODS_ANCHOR, processorReturnFrom, returnPathFor, stepTo } from '../paymentPaths';

/** The status check: every 2 seconds, for a minute, before saying the payment is still being processed. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_FOR_MS = 60_000;

type CheckState =
  | { readonly kind: 'checking' }
  | { readonly kind: 'slow' }
  | { readonly kind: 'gone' }
  /** A PayPal approval waits on PayPal's page: nothing is charged until the buyer approves it there. */
  | { readonly kind: 'approval'; readonly actionUrl: string | null };

const CHECKING: CheckState = { kind: 'checking' };

function PaymentCheck({ orderNumber, token, codeExamId }: { orderNumber: string; token: string | null; codeExamId: string }) {
  const intl = useIntl();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [state, setState] = useState<CheckState>(CHECKING);
  const [round, setRound] = useState(0);
  // The round whose confirmPayment was sent: once per round, even when React runs the effect twice.
  const confirmed = useRef(-1);

  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const deadline = Date.now() + POLL_FOR_MS;
    const current = { pathname, search };
    // PayPal's order id and its cancel marker, as PayPal (or the sandbox) sent the buyer back.
    const back = processorReturnFrom(search);

    /** Acts on a final outcome; false while the payment is still on its way. */
    const settle = (outcome: PaymentOutcome): boolean => {
      switch (outcome.kind) {
        case 'succeeded':
          void trackAdEvent('purchase', { orderNumber, codeExamId }, search);
          navigate(stepTo('package', codeExamId, current, orderNumber), { replace: true });
          return true;
        case 'declined':
          // Cancelled on PayPal's page is no failure: back to the ways to pay, where any method can pay the order.
          if (outcome.code === 'CANCELED') {
            navigate({ ...stepTo('payment', codeExamId, current, orderNumber, outcome.code), hash: `#${METHODS_ANCHOR}` }, { replace: true });
          } else {
            navigate(stepTo('failed', codeExamId, current, orderNumber, outcome.code), { replace: true });
          }
          return true;
        case 'rejected':
          if (outcome.code === 'ORDER_NOT_FOUND') {
            setState({ kind: 'gone' });
            return true;
          }
          if (outcome.code === 'NOTHING_TO_CONFIRM') {
            // Nothing was paid yet: back to the payment page.
            navigate(stepTo('payment', codeExamId, current, orderNumber), { replace: true });
            return true;
          }
          return false;
        case 'requiresAction':
          // An approval left on PayPal's page waits on the buyer, not on us: back to PayPal, or another method.
          if (outcome.awaitsApproval) {
            setState({ kind: 'approval', actionUrl: outcome.actionUrl });
            return true;
          }
          return false;
        case 'processing':
          return false;
      }
    };

    const next = () => {
      if (stopped) return;
      if (Date.now() >= deadline) setState({ kind: 'slow' });
      else timer = window.setTimeout(() => void poll(), POLL_INTERVAL_MS);
    };

    const poll = async () => {
      try {
        const { data } = await client.query({
          query: PaymentStatusDocument,
          variables: { orderNumber, token },
          fetchPolicy: 'no-cache',
        });
        if (stopped || (data && settle(outcomeOf(data.paymentStatus)))) return;
      } catch {
        // A lost answer: the next poll asks again.
      }
      next();
    };

    const start = async () => {
      if (confirmed.current !== round) {
        confirmed.current = round;
        try {
          const { data } = await client.mutate({
            mutation: ConfirmPaymentDocument,
            variables: { input: { orderNumber, token, ...back } },
            fetchPolicy: 'no-cache',
          });
          if (stopped || (data && settle(outcomeOf(data.confirmPayment)))) return;
        } catch {
          // The status check below asks again.
        }
      }
      next();
    };

    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [client, codeExamId, navigate, orderNumber, pathname, round, search, token]);

  if (state.kind === 'gone') return <SessionExpired codeExamId={codeExamId} />;
  if (state.kind === 'approval') {
    const current = { pathname, search };
    const target = state.actionUrl ? actionTarget(state.actionUrl, returnPathFor(codeExamId, current, orderNumber)) : null;
    return (
      <StatusPanel
        id="payment-check-approval"
        role="status"
        title={intl.formatMessage(checkMessages.approvalTitle)}
        body={intl.formatMessage(checkMessages.approvalBody)}
        actions={
          <>
            {target && (
              <Button variant="contained" size="large" onClick={() => pageExit.assign(target)}>
                {intl.formatMessage(checkMessages.continuePayPal)}
              </Button>
            )}
            <Button
              variant={target ? 'outlined' : 'contained'}
              size="large"
              onClick={() => navigate({ ...stepTo('payment', codeExamId, current, orderNumber), hash: `#${METHODS_ANCHOR}` }, { replace: true })}
            >
              {intl.formatMessage(checkMessages.otherMethod)}
            </Button>
          </>
        }
      />
    );
  }
  if (state.kind === 'slow') {
    return (
      <StatusPanel
        id="payment-check-slow"
        role="status"
        title={intl.formatMessage(checkMessages.slowTitle)}
        body={intl.formatMessage(checkMessages.slowBody)}
        actions={
          <Button
            variant="contained"
            size="large"
            onClick={() => {
              setState(CHECKING);
              setRound((value) => value + 1);
            }}
          >
            {intl.formatMessage(checkMessages.again)}
          </Button>
        }
      />
    );
  }
  return (
    <StatusPanel
      id="payment-check"
      role="status"
      title={intl.formatMessage(checkMessages.title)}
      body={intl.formatMessage(checkMessages.body)}
    >
      <LinearProgress aria-label={intl.formatMessage(checkMessages.title)} sx={{ mt: 4, maxWidth: 320, mx: 'auto', borderRadius: 2 }} />
    </StatusPanel>
  );
}

function PaymentCheckPage() {
  const { codeExamId } = examRouteOf(useParams()['codeExamId']);
  const ref = reportRefFrom(useLocation().search);
  if (!ref) return <SessionExpired codeExamId={codeExamId} />;
  return <PaymentCheck orderNumber={ref.orderNumber} token={ref.token} codeExamId={codeExamId} />;
}

/**
 * `/paying/check/{code}-{examId}?order=[&t=]`: where processors send the buyer back (3-D Secure, PayPal), and where
 * a payment still processing waits. Confirms once (with PayPal's `token` and the cancel address's marker when the
 * buyer comes back from PayPal), then watches the status until it settles. A PayPal approval still waiting is no
 * reason to wait: the page offers PayPal again or another method, which replaces it. The answers are the buyer's:
 * this browser started the payment, or the page carries an e-mailed link's `t`.
 */
export default function PaymentCheckRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <PaymentCheckPage />
    </ApolloProvider>
  );
}
