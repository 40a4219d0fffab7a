import { ApolloProvider, useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { PaymentOrderDocument, PaymentSetupDocument, type OrderStatus } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf } from '@innerscope/shared/routes';
import { useLocale } from '../../../i18n/LocaleContext';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { formatMoney } from '@innerscope/shared/money';
import { reportRefFrom } from '../../report/reportPaths';
import { OrderSummary } from '../components/OrderSummary';
import { PaymentColumn } from '../components/PaymentLayout';
import { PaymentMethods } from '../components/PaymentMethods';
import { PaymentSkeleton } from '../components/PaymentSkeleton';
import { SecurityTips } from '../components/SecurityTips';
import { SessionExpired } from '../components/SessionExpired';
import { paymentPageMessages } from '../messages';
import { stepTo } from '../paymentPaths';

/** Orders past payment: the buyer goes on to the next step instead of paying twice. */
const PAID: readonly OrderStatus[] = ['PAID', 'REPORT_GENERATING', 'COMPLETED'];

interface PaymentProps {
  readonly orderNumber: string;
  /** The `t` of an e-mailed link the page was opened from: the buyer in another browser reads the order with it. */
  readonly token: string | null;
  readonly codeExamId: string;
}

function Payment({ orderNumber, token, codeExamId }: PaymentProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const orderQuery = useQuery(PaymentOrderDocument, {
    variables: { orderNumber, token },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  // Asked at the same time as the order: the methods' skeleton gives way as soon as they are here.
  const setupQuery = useQuery(PaymentSetupDocument, { notifyOnNetworkStatusChange: true });
  const onBusyChange = useCallback((next: boolean) => setBusy(next), []);

  const order = orderQuery.data?.order;
  if (order === null) return <SessionExpired codeExamId={codeExamId} />;
  if (!order) {
    if (orderQuery.error && !orderQuery.loading) {
      return (
        <RetryPanel
          id="payment-load-error"
          title={intl.formatMessage(paymentPageMessages.loadErrorTitle)}
          body={intl.formatMessage(paymentPageMessages.networkBody)}
          retryLabel={intl.formatMessage(paymentPageMessages.retry)}
          onRetry={() => void orderQuery.refetch().catch(() => undefined)}
        />
      );
    }
    return (
      <PaymentColumn>
        <PaymentSkeleton label={intl.formatMessage(paymentPageMessages.loading)} />
      </PaymentColumn>
    );
  }
  if (PAID.includes(order.status)) return <Navigate replace to={stepTo('package', codeExamId, location, orderNumber)} />;

  return (
    <PaymentColumn>
      <Typography variant="h2" component="h1" sx={{ fontSize: 'clamp(1.5rem, 2vw + 1rem, 2rem)' }}>
        {intl.formatMessage(paymentPageMessages.title)}
      </Typography>
      <OrderSummary order={order} busy={busy} examCode={examRouteOf(codeExamId).code} />
      <PaymentMethods
        orderNumber={orderNumber}
        codeExamId={codeExamId}
        order={{ total: order.total, currency: order.currency, savesCard: order.sku.kind === 'plan' }}
        amountLabel={formatMoney(order.total, order.currency, locale)}
        setup={{
          data: setupQuery.data?.paymentSetup,
          failed: Boolean(setupQuery.error) && !setupQuery.loading,
          retry: () => void setupQuery.refetch().catch(() => undefined),
        }}
        onBusyChange={onBusyChange}
      />
      <SecurityTips />
    </PaymentColumn>
  );
}

function PaymentPage() {
  const { codeExamId } = examRouteOf(useParams()['codeExamId']);
  const ref = reportRefFrom(useLocation().search);
  if (!ref) return <SessionExpired codeExamId={codeExamId} />;
  return <Payment orderNumber={ref.orderNumber} token={ref.token} codeExamId={codeExamId} />;
}

/**
 * `/paying/payment/{code}-{examId}?order=[&t=]` (also `/paying/paypage/...`): the order, its terms, the e-mail the
 * report goes to, and the ways to pay. An order nobody here may read looks like one that has expired.
 */
export default function PaymentRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <PaymentPage />
    </ApolloProvider>
  );
}
