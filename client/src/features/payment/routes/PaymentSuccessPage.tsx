import { ApolloProvider, useQuery } from '@apollo/client/react';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { getFragmentData } from '../../../__generated__/fragment-masking';
import { type OrderStatus, PaymentReceipt_OrderFragmentDoc, PaymentReceiptDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf, withLocalePrefix } from '@innerscope/shared/routes';
import { useLocale } from '../../../i18n/LocaleContext';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { formatMoney } from '@innerscope/shared/money';
import { reportPath } from '../../checkout/checkoutPaths';
import { reportRefFrom } from '../../report/reportPaths';
import { OrderReceipt } from '../components/OrderReceipt';
import { PaymentColumn } from '../components/PaymentLayout';
import { PaymentSkeleton } from '../components/PaymentSkeleton';
import { ReportCountdown } from '../components/ReportCountdown';
import { SessionExpired } from '../components/SessionExpired';
import { paymentPageMessages, successMessages } from '../messages';
import { stepSearch, stepTo } from '../paymentPaths';

const PAID: readonly OrderStatus[] = ['PAID', 'REPORT_GENERATING', 'COMPLETED'];

const Header = styled('header')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.spacing(1),
  textAlign: 'center',
  '& h1': { margin: 0, fontSize: 'clamp(1.625rem, 2vw + 1.1rem, 2.25rem)', lineHeight: 1.25 },
  '& p': { margin: 0 },
  '& .amount': { fontSize: '1.125rem', fontWeight: 700 },
  '& .email': { color: theme.palette.text.secondary, overflowWrap: 'anywhere' },
}));

function PaymentSuccess({ orderNumber, token, codeExamId }: { orderNumber: string; token: string | null; codeExamId: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const location = useLocation();
  const { data, error, loading, refetch } = useQuery(PaymentReceiptDocument, {
    variables: { orderNumber, token },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const order = data?.order;

  if (order === null) return <SessionExpired codeExamId={codeExamId} />;
  if (!order) {
    if (error && !loading) {
      return (
        <RetryPanel
          id="payment-success-error"
          title={intl.formatMessage(paymentPageMessages.loadErrorTitle)}
          body={intl.formatMessage(paymentPageMessages.networkBody)}
          retryLabel={intl.formatMessage(paymentPageMessages.retry)}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      );
    }
    return (
      <PaymentColumn>
        <PaymentSkeleton label={intl.formatMessage(successMessages.loading)} />
      </PaymentColumn>
    );
  }
  // Not paid (yet): the check page asks the processor and comes back here, or to the failed page.
  if (!PAID.includes(order.status)) return <Navigate replace to={stepTo('check', codeExamId, location, orderNumber)} />;

  const receipt = getFragmentData(PaymentReceipt_OrderFragmentDoc, order);
  const report = withLocalePrefix(reportPath(codeExamId), location.pathname) + stepSearch(location.search, orderNumber);
  return (
    <PaymentColumn>
      <Header>
        <CheckCircleOutlined aria-hidden sx={{ fontSize: 56, color: 'success.main' }} />
        <h1>{intl.formatMessage(successMessages.title)}</h1>
        <p className="amount">
          {intl.formatMessage(successMessages.amountPaid, { amount: formatMoney(receipt.total, receipt.currency, locale) })}
        </p>
        <p className="email">{intl.formatMessage(successMessages.emailed, { email: receipt.email })}</p>
      </Header>
      <ReportCountdown to={report} />
      <OrderReceipt order={order} />
    </PaymentColumn>
  );
}

function PaymentSuccessPage() {
  const { codeExamId } = examRouteOf(useParams()['codeExamId']);
  const ref = reportRefFrom(useLocation().search);
  if (!ref) return <SessionExpired codeExamId={codeExamId} />;
  return <PaymentSuccess orderNumber={ref.orderNumber} token={ref.token} codeExamId={codeExamId} />;
}

/**
 * `/paying/success/{code}-{examId}?order=[&t=]`: the receipt, where the report goes, and the way to it (the query,
 * an e-mailed link's `t` included, goes along).
 */
export default function PaymentSuccessRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <PaymentSuccessPage />
    </ApolloProvider>
  );
}
