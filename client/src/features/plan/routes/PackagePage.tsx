import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { Link, Navigate, type To, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  type OrderStatus,
  PackageOffersDocument,
  PackageOrderDocument,
  type PackageOrderQuery,
} from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf, withLocalePrefix } from '@innerscope/shared/routes';
import { isHealthExam } from '@innerscope/shared/examKinds';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { checkoutPath, checkoutSearch, reportPath } from '../../checkout/checkoutPaths';
import { reportRefFrom } from '../../report/reportPaths';
import { CheckoutPage } from '../../../shared/components/checkout/checkoutStyles';
import { PlanSkeleton } from '../components/PlanSkeleton';
import { UpsellStep } from '../components/UpsellStep';
import { packageMessages, planStateMessages } from '../messages';
import { offerForStep, type PackageStep, searchWithStep, STEP_PARAM, stepAfter, stepsFor, stepToShow } from '../packageSteps';

type Order = NonNullable<PackageOrderQuery['order']>;

/** Statuses of an order whose payment went through. */
const PAID: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['PAID', 'REPORT_GENERATING', 'COMPLETED']);

const PaidBanner = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: theme.spacing(2),
  padding: theme.spacing(1, 1, 1, 2),
  borderRadius: 12,
  backgroundColor: '#E6F2E8',
  color: '#1E5A2E',
  fontWeight: 600,
  '& p': { margin: theme.spacing(0.25, 0), display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
  '& a': { minHeight: 48, color: 'inherit', fontWeight: 700, marginLeft: 'auto' },
}));

/** Paths out of the upsell steps, in the visitor's locale prefix, the query kept but the step dropped. */
function useExits(codeExamId: string, order: { orderNumber: string; sessionId: string }) {
  const location = useLocation();
  const search = checkoutSearch(searchWithStep(location.search, null), { sessionId: order.sessionId, orderNumber: order.orderNumber });
  const to = (step: 'success' | 'payment'): To => ({ pathname: withLocalePrefix(checkoutPath(step, codeExamId), location.pathname), search });
  return { success: to('success'), payment: to('payment'), report: { pathname: withLocalePrefix(reportPath(codeExamId), location.pathname), search } };
}

function NoOrder({ codeExamId }: { codeExamId: string }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <StatusPanel
      id="package-no-order"
      title={intl.formatMessage(packageMessages.noOrderTitle)}
      body={intl.formatMessage(packageMessages.noOrderBody)}
      actions={
        <Button
          component={Link}
          to={{ pathname: withLocalePrefix(checkoutPath('plan', codeExamId), location.pathname), search: searchWithStep(location.search, null) }}
          variant="contained"
          size="large"
        >
          {intl.formatMessage(packageMessages.toPlans)}
        </Button>
      }
    />
  );
}

interface TestRef {
  readonly orderNumber: string;
  /** The `t` of an e-mailed link the page was opened from, for the buyer in another browser. */
  readonly token: string | null;
  readonly examId: number;
  readonly codeExamId: string;
}

function PackageSteps({ order, token, examId, codeExamId }: { order: Order; token: string | null; examId: number; codeExamId: string }) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const exits = useExits(codeExamId, order);
  // Upsell prices follow the test's offer window, like the plans; the offer's end may fail alone.
  const { data, previousData, error, loading, refetch } = useQuery(PackageOffersDocument, {
    variables: { examId, country: order.country, currency: order.currency, sessionId: order.sessionId },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const offers = data ?? previousData;

  if (!offers?.plans || !offers.packages) {
    if (error && !loading) {
      return (
        <RetryPanel
          id="package-load-error"
          title={intl.formatMessage(packageMessages.loadErrorTitle)}
          body={intl.formatMessage(planStateMessages.loadErrorBody)}
          retryLabel={intl.formatMessage(planStateMessages.retry)}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      );
    }
    return <PlanSkeleton label={packageMessages.loading} />;
  }

  // A report bought once keeps no card to charge in one tap, and a health screen offers nothing more after
  // paying: their buyers go straight on to the report.
  const steps =
    order.sku.kind === 'report' || isHealthExam(examId) ? [] : stepsFor(order.sku.kind === 'plan' && order.sku.trialDays > 0);
  const fromUrl = new URLSearchParams(location.search).get(STEP_PARAM);
  const step = stepToShow(steps, fromUrl);
  const stepTo = (next: PackageStep | null): To =>
    next ? { pathname: location.pathname, search: searchWithStep(location.search, next) } : exits.success;

  // The step lives in the URL, so a reload resumes it: a URL without one (or naming one this order skips) is
  // rewritten; a step with nothing on offer is passed over; after the last comes the success page.
  if (step === null) return <Navigate replace to={exits.success} />;
  if (step !== fromUrl) return <Navigate replace to={stepTo(step)} />;
  const offer = offerForStep(step, offers.plans, offers.packages, order.sku);
  if (!offer) return <Navigate replace to={stepTo(stepAfter(steps, step))} />;

  return (
    <>
      {/* The way to the report comes first, above every offer, so leaving takes one tap without scrolling. */}
      <PaidBanner>
        <p role="status">
          <CheckCircleIcon aria-hidden />
          {intl.formatMessage(packageMessages.paid)}
        </p>
        <Button component={Link} to={exits.report} endIcon={<ArrowForwardIcon aria-hidden />}>
          {intl.formatMessage(packageMessages.toReport)}
        </Button>
      </PaidBanner>
      <UpsellStep
        key={step}
        step={step}
        offer={offer}
        orderNumber={order.orderNumber}
        token={token}
        sessionId={order.sessionId}
        codeExamId={codeExamId}
        paidWith={order.paidWith}
        offerEndsAt={offers.examSession?.offerEndsAt}
        reportTo={exits.report}
        onDone={() => navigate(stepTo(stepAfter(steps, step)), { replace: true })}
        onNotPaid={() => navigate(exits.payment, { replace: true })}
      />
    </>
  );
}

function PackageLoader({ orderNumber, token, examId, codeExamId }: TestRef) {
  const intl = useIntl();
  // `errorPolicy: 'all'`: the card's details may fail alone; the steps still work without them.
  const { data, previousData, error, loading, refetch } = useQuery(PackageOrderDocument, {
    variables: { orderNumber, token },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const loaded = data ?? previousData;
  const order = loaded?.order;
  const exits = useExits(codeExamId, { orderNumber, sessionId: order?.sessionId ?? '' });

  if (order) {
    if (!PAID.has(order.status)) return <Navigate replace to={exits.payment} />;
    return <PackageSteps order={order} token={token} examId={examId} codeExamId={codeExamId} />;
  }
  if (error && !loading) {
    return (
      <RetryPanel
        id="package-order-error"
        title={intl.formatMessage(packageMessages.loadErrorTitle)}
        body={intl.formatMessage(planStateMessages.loadErrorBody)}
        retryLabel={intl.formatMessage(planStateMessages.retry)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (loaded && order === null) return <NoOrder codeExamId={codeExamId} />;
  return <PlanSkeleton label={packageMessages.loading} />;
}

function PackagePage() {
  const { examId, codeExamId } = examRouteOf(useParams()['codeExamId']);
  const ref = reportRefFrom(useLocation().search);
  return (
    <CheckoutPage>
      {ref ? (
        <PackageLoader orderNumber={ref.orderNumber} token={ref.token} examId={examId} codeExamId={codeExamId} />
      ) : (
        <NoOrder codeExamId={codeExamId} />
      )}
    </CheckoutPage>
  );
}

/**
 * `/paying/package/{code}-{examId}?s=&order=&step=[&t=]`: the optional offers after the first payment, one per
 * screen, each bought in one click with the card already used, then the success page of the first order. The
 * order is the buyer's to see: this browser, or an e-mailed link's `t`; anyone else finds no order here.
 */
export default function PackageRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <PackagePage />
    </ApolloProvider>
  );
}
