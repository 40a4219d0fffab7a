import { ApolloProvider, useQuery } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { UpgradeOrderDocument, type UpgradeOrderQuery, UpgradePremiumPlanDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { examRouteOf } from '@innerscope/shared/routes';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { CheckoutPage } from '../../../shared/components/checkout/checkoutStyles';
import { CheckoutSkeleton } from '../../../shared/components/checkout/CheckoutSkeleton';
import { isRecurring } from '../../plan/pricing';
import { reportRefFrom } from '../../report/reportPaths';
import { CurrentPlanCard } from '../components/CurrentPlanCard';
import { PremiumCard } from '../components/PremiumCard';
import { UpgradeCheckout } from '../components/UpgradeCheckout';
import { AlreadyPremium, NoPremiumPlan, NotFoundHere, UpgradeDone } from '../components/UpgradePanels';
import { upgradeMessages, upgradeStateMessages } from '../messages';
import { planSituation } from '../upgradeState';

type Order = NonNullable<UpgradeOrderQuery['order']>;
type Subscription = UpgradeOrderQuery['subscriptions'][number];
type PageProblem = 'notFound' | 'noPremiumPlan';

interface TestRef {
  readonly orderNumber: string;
  readonly token: string | null;
  readonly examId: number;
  readonly codeExamId: string;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <RetryPanel
      id="upgrade-load-error"
      title={intl.formatMessage(upgradeStateMessages.loadErrorTitle)}
      body={intl.formatMessage(upgradeStateMessages.loadErrorBody)}
      retryLabel={intl.formatMessage(upgradeStateMessages.tryAgain)}
      onRetry={onRetry}
    />
  );
}

function UpgradeHeader() {
  const intl = useIntl();
  return (
    <header>
      <Typography component="p" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
        {intl.formatMessage(upgradeMessages.eyebrow)}
      </Typography>
      <Typography id="upgrade-title" variant="h2" component="h1" sx={{ mb: 1.5 }}>
        {intl.formatMessage(upgradeMessages.title)}
      </Typography>
      <Typography color="text.secondary">{intl.formatMessage(upgradeMessages.intro)}</Typography>
    </header>
  );
}

interface OfferProps {
  readonly test: TestRef;
  readonly order: Order;
  readonly current: Subscription;
  readonly onUpgraded: (nextCharge: Date) => void;
  readonly onPageProblem: (state: PageProblem) => void;
}

/** The premium plan and what it includes, the plan it replaces, then the terms and the button. */
function UpgradeOffer({ test, order, current, onUpgraded, onPageProblem }: OfferProps) {
  const { data, previousData, error, loading, refetch } = useQuery(UpgradePremiumPlanDocument, {
    // Priced as the upgrade is charged: in the currency of the order's country.
    variables: { examId: test.examId, country: order.country || null },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const loaded = data ?? previousData;

  if (!loaded) {
    if (error && !loading) return <LoadFailed onRetry={() => void refetch().catch(() => undefined)} />;
    return <CheckoutSkeleton label={upgradeMessages.loading} />;
  }
  const premium = loaded.premiumPlan;
  // A premium plan that does not renew is not one this page can state the terms of.
  if (!premium || !isRecurring(premium)) return <NoPremiumPlan codeExamId={test.codeExamId} />;
  return (
    <>
      <UpgradeHeader />
      <PremiumCard premium={premium} />
      <CurrentPlanCard plan={current} trialDays={order.consent.trialDays} />
      <UpgradeCheckout
        orderNumber={test.orderNumber}
        token={test.token}
        codeExamId={test.codeExamId}
        premium={premium}
        endsTrial={current.status === 'TRIALING'}
        paidWith={order.paidWith}
        onUpgraded={onUpgraded}
        onPageProblem={onPageProblem}
      />
    </>
  );
}

function UpgradeLoader({ test }: { test: TestRef }) {
  // Once upgraded: the next charge the page stated, shown as the end of premium until the server's is read.
  const [upgraded, setUpgraded] = useState<Date | null>(null);
  const [pageProblem, setPageProblem] = useState<PageProblem | null>(null);
  const { data, previousData, error, loading, refetch } = useQuery(UpgradeOrderDocument, {
    variables: { orderNumber: test.orderNumber, token: test.token },
    // A plan may have changed elsewhere (cancelled by e-mail, upgraded in another tab) since the cache was filled.
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const loaded = data ?? previousData;
  const situation = loaded ? planSituation(loaded.subscriptions) : null;

  if (upgraded) {
    // The plans are read again after the upgrade, and premium is among them then: its end is the server's.
    const validUntil = situation?.kind === 'premium' ? new Date(situation.premium.currentPeriodEnd) : upgraded;
    return <UpgradeDone codeExamId={test.codeExamId} validUntil={validUntil} />;
  }
  if (pageProblem === 'notFound') return <NotFoundHere codeExamId={test.codeExamId} />;
  if (pageProblem === 'noPremiumPlan') return <NoPremiumPlan codeExamId={test.codeExamId} announce />;
  if (!loaded || !situation) {
    if (error && !loading) return <LoadFailed onRetry={() => void refetch().catch(() => undefined)} />;
    return <CheckoutSkeleton label={upgradeMessages.loading} />;
  }
  if (!loaded.order) return <NotFoundHere codeExamId={test.codeExamId} />;
  switch (situation.kind) {
    case 'premium':
      return <AlreadyPremium codeExamId={test.codeExamId} validUntil={new Date(situation.premium.currentPeriodEnd)} />;
    case 'none':
      return <NotFoundHere codeExamId={test.codeExamId} />;
    case 'upgradable':
      return (
        <UpgradeOffer
          test={test}
          order={loaded.order}
          current={situation.current}
          onUpgraded={(nextCharge) => {
            setUpgraded(nextCharge);
            void refetch().catch(() => undefined);
          }}
          onPageProblem={setPageProblem}
        />
      );
  }
}

function UpgradePage() {
  const { examId, codeExamId } = examRouteOf(useParams()['codeExamId']);
  const ref = reportRefFrom(useLocation().search);
  return (
    <CheckoutPage>
      {ref ? <UpgradeLoader test={{ ...ref, examId, codeExamId }} /> : <NotFoundHere codeExamId={codeExamId} />}
    </CheckoutPage>
  );
}

/**
 * `/paying/upgrade/{code}-{examId}?order=[&t=]` (also `upgrade-bak` and `premiumSubscriptions`): premium and what
 * it includes, the plan it replaces, what happens today and after, the terms, and the upgrade in one click with
 * the card the test was paid with.
 */
export default function UpgradeRoute() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <UpgradePage />
    </ApolloProvider>
  );
}
