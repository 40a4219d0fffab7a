import { ApolloProvider, useApolloClient, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { PlanOffersDocument, PlanSessionDocument, type PlanSessionQuery } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { usePrimedFromPage } from '../../../app/firstScreen';
import { examRouteOf, withLocalePrefix } from '@innerscope/shared/routes';
import { isHealthExam } from '@innerscope/shared/examKinds';
import { afterFirstPaint } from '../../../shared/afterFirstPaint';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { TypeGlyph } from '../../../shared/components/TypeGlyph';
import { accentOf, isTypeCode } from '../../../shared/typeCodes';
import { searchWithSession, sessionIdFor } from '../../../state/examSessionRef';
import { sessionState } from '../../../state/sessionState';
import { checkoutPath, checkoutSearch } from '../../checkout/checkoutPaths';
import { RetrieveLinksButton } from '../../../shared/components/report/RetrieveLinksButton';
import { CheckoutPage } from '../../../shared/components/checkout/checkoutStyles';
import { MoveOnPanel } from '../components/MoveOnPanel';
import { OfferCountdown } from '../components/OfferCountdown';
import { PlanCheckout } from '../components/PlanCheckout';
import { PlanSkeleton } from '../components/PlanSkeleton';
import { ActivityNotices } from '../components/ActivityNotices';
import { ReviewsSection } from '../components/ReviewsSection';
import { ALREADY_PURCHASED_MS } from '../delays';
import { offerMessages, planMessages, planStateMessages, reportAloneMessages } from '../messages';

type Session = NonNullable<PlanSessionQuery['examSession']>;

/** The payment pages' code (the step after this one), fetched while the visitor reads the plans. */
const warmPaymentPages = () => void import('../../../app/paymentPages').catch(() => undefined);

/** Wider than the other checkout pages on a large screen, where the options and the totals sit side by side. */
const PlanLayout = styled(CheckoutPage)(({ theme }) => ({ [theme.breakpoints.up('md')]: { maxWidth: 1040 } }));

/**
 * Which page: the plan page (`/paying/scheme`) lists the one-off report and the plans with none chosen; the
 * buy-report page (`/paying/buyreport`) lists the same with the one-off report chosen, as the visitor came to buy it.
 */
export type PlanMode = 'plans' | 'report';

/** The report form, for a visitor who has not given an e-mail address yet. */
function NeedsForm({ codeExamId, sessionId }: { codeExamId: string; sessionId: string | null }) {
  const intl = useIntl();
  const location = useLocation();
  const to = {
    pathname: withLocalePrefix(`/answer/email/${codeExamId}`, location.pathname),
    search: sessionId ? searchWithSession(location.search, sessionId) : location.search,
  };
  return (
    <StatusPanel
      id="plan-needs-form"
      title={intl.formatMessage(planStateMessages.needsFormTitle)}
      body={intl.formatMessage(planStateMessages.needsFormBody)}
      actions={
        <Button component={Link} to={to} variant="contained" size="large">
          {intl.formatMessage(planStateMessages.toForm)}
        </Button>
      }
    />
  );
}

/** Back to the statements: for a test that does not exist (start again) or is not finished (continue). */
function BackToTest({ codeExamId, unfinished }: { codeExamId: string; unfinished: boolean }) {
  const intl = useIntl();
  const location = useLocation();
  const to = { pathname: withLocalePrefix(`/answer/question/${codeExamId}`, location.pathname), search: location.search };
  return (
    <StatusPanel
      id="plan-back-to-test"
      title={intl.formatMessage(unfinished ? planStateMessages.unfinishedTitle : planStateMessages.notFoundTitle)}
      body={intl.formatMessage(unfinished ? planStateMessages.unfinishedBody : planStateMessages.notFoundBody)}
      actions={
        <Button component={Link} to={to} variant="contained" size="large">
          {intl.formatMessage(unfinished ? planStateMessages.continueTest : planStateMessages.startTest)}
        </Button>
      }
    />
  );
}

function PlanHeader({ session, title, intro }: { session: Session; title: MessageDescriptor; intro: MessageDescriptor }) {
  const intl = useIntl();
  const typeCode = session.result?.typeCode;
  const known = typeCode && isTypeCode(typeCode) ? typeCode : null;
  return (
    <header style={{ maxWidth: 680 }}>
      <Typography component="p" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, color: 'primary.main', mb: 1 }}>
        {known && <TypeGlyph code={known} color={accentOf(known).ink} size={24} />}
        {known
          ? intl.formatMessage(planMessages.eyebrow, { type: known })
          : intl.formatMessage(planMessages.eyebrowNoType)}
      </Typography>
      <Typography id="plan-title" variant="h2" component="h1" sx={{ mb: 1.5 }}>
        {intl.formatMessage(title)}
      </Typography>
      <Typography color="text.secondary">{intl.formatMessage(intro)}</Typography>
    </header>
  );
}

interface OffersProps {
  readonly session: Session;
  readonly email: string;
  readonly examId: number;
  readonly codeExamId: string;
  readonly mode: PlanMode;
}

/** The heading and the text under it: the plans alone say what the plans give; beside the one-off report, the choice. */
function headerOf(mode: PlanMode, sellsReport: boolean, sellsPlans: boolean): { title: MessageDescriptor; intro: MessageDescriptor } {
  if (!sellsReport) return { title: planMessages.title, intro: planMessages.intro };
  return mode === 'report'
    ? { title: offerMessages.buyReportTitle, intro: sellsPlans ? offerMessages.buyReportIntro : reportAloneMessages.intro }
    : { title: offerMessages.title, intro: offerMessages.intro };
}

function PlanOffers({ session, email, examId, codeExamId, mode }: OffersProps) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const [already, setAlready] = useState<{ orderNumber: string | null; report: boolean } | null>(null);
  const variables = { examId, country: session.form?.country || null, sessionId: session.id };
  // Prices are read fresh, unless the page came with them (see app/firstScreen).
  const client = useApolloClient();
  const primed = usePrimedFromPage(client, PlanOffersDocument, variables);
  const { data, previousData, error, loading, refetch } = useQuery(PlanOffersDocument, {
    variables,
    fetchPolicy: primed ? 'cache-first' : 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const offers = data ?? previousData;
  const report = offers?.reportOffer ?? null;
  const plans = offers?.plans;
  const shown = plans !== undefined;
  useEffect(() => (shown ? afterFirstPaint(warmPaymentPages) : undefined), [shown]);

  if (already && !already.orderNumber) {
    // Bought, but not in this browser: the order stays with its buyer, whose report opens from its e-mail.
    return (
      <StatusPanel
        id="plan-already-elsewhere"
        role="status"
        title={intl.formatMessage(already.report ? offerMessages.alreadyReport : planStateMessages.alreadyTitle)}
        body={intl.formatMessage(planStateMessages.alreadyElsewhereBody)}
        actions={<RetrieveLinksButton codeExamId={codeExamId} label={intl.formatMessage(planStateMessages.alreadyElsewhereAction)} />}
      />
    );
  }
  if (already) {
    const { orderNumber } = already;
    return (
      <MoveOnPanel
        id="plan-already"
        title={intl.formatMessage(already.report ? offerMessages.alreadyReport : planStateMessages.alreadyTitle)}
        body={intl.formatMessage(planStateMessages.alreadyBody)}
        continueLabel={intl.formatMessage(planStateMessages.continueNow)}
        delayMs={ALREADY_PURCHASED_MS}
        onMoveOn={() =>
          navigate({
            pathname: withLocalePrefix(checkoutPath('package', codeExamId), location.pathname),
            search: checkoutSearch(location.search, { sessionId: session.id, orderNumber }),
          })
        }
      />
    );
  }
  if (!plans) {
    if (error && !loading) {
      return (
        <RetryPanel
          id="plan-offers-error"
          title={intl.formatMessage(planStateMessages.loadErrorTitle)}
          body={intl.formatMessage(planStateMessages.loadErrorBody)}
          retryLabel={intl.formatMessage(planStateMessages.retry)}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      );
    }
    return <PlanSkeleton />;
  }
  // The one-off report first: the simplest way to the report, with nothing that renews.
  const options = report ? [report, ...plans] : plans;
  // A health screen sells calmly: no countdown, no notices of others buying, no reviews.
  const calm = isHealthExam(examId);
  if (options.length === 0) {
    return (
      <RetryPanel
        id="plan-no-plans"
        title={intl.formatMessage(planStateMessages.noPlansTitle)}
        body={intl.formatMessage(planStateMessages.loadErrorBody)}
        retryLabel={intl.formatMessage(planStateMessages.retry)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return (
    <>
      <PlanHeader session={session} {...headerOf(mode, report !== null, plans.length > 0)} />
      {/* When the offer ends with the page open, the server's prices change: fetch them again. */}
      {!calm && <OfferCountdown endsAt={session.offerEndsAt} onEnd={() => void refetch().catch(() => undefined)} />}
      {!calm && <ActivityNotices examId={examId} />}
      <PlanCheckout
        sessionId={session.id}
        codeExamId={codeExamId}
        email={email}
        country={session.form?.country ?? null}
        options={options}
        preselect={mode === 'report' ? (report?.id ?? null) : null}
        onAlreadyPurchased={(orderNumber, offer) => setAlready({ orderNumber, report: offer.kind === 'report' })}
        onPlansChanged={() => void refetch().catch(() => undefined)}
      />
      {!calm && <ReviewsSection examId={examId} />}
    </>
  );
}

function PlanLoader({ sessionId, examId, codeExamId, mode }: { sessionId: string; examId: number; codeExamId: string; mode: PlanMode }) {
  const intl = useIntl();
  const client = useApolloClient();
  const primed = usePrimedFromPage(client, PlanSessionDocument, { id: sessionId });
  // `errorPolicy: 'all'`: a field that fails (the offer's end) must not hide the test it belongs to.
  const { data, previousData, error, loading, refetch } = useQuery(PlanSessionDocument, {
    variables: { id: sessionId },
    fetchPolicy: primed ? 'cache-first' : 'network-only',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const loaded = data ?? previousData;

  const failed = error && !loading;
  if (loaded && loaded.examSession !== undefined && !(failed && !loaded.examSession)) {
    const session = loaded.examSession;
    if (!session || session.examId !== examId) return <BackToTest codeExamId={codeExamId} unfinished={false} />;
    if (!session.submittedAt) return <BackToTest codeExamId={codeExamId} unfinished />;
    const email = session.form?.email?.trim();
    if (!email) return <NeedsForm codeExamId={codeExamId} sessionId={session.id} />;
    return <PlanOffers session={session} email={email} examId={examId} codeExamId={codeExamId} mode={mode} />;
  }
  if (failed) {
    return (
      <RetryPanel
        id="plan-load-error"
        title={intl.formatMessage(planStateMessages.loadErrorTitle)}
        body={intl.formatMessage(planStateMessages.loadErrorBody)}
        retryLabel={intl.formatMessage(planStateMessages.retry)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return <PlanSkeleton />;
}

function PlanPage({ mode }: { mode: PlanMode }) {
  const { examId, codeExamId } = examRouteOf(useParams()['codeExamId']);
  const location = useLocation();
  // Readable only with the visitor's own key to the test: the link's `?s=` or this tab's session.
  const sessionId = sessionIdFor(location.search, examId, sessionState.get('examSession'));
  return (
    <PlanLayout>
      {sessionId ? (
        <PlanLoader sessionId={sessionId} examId={examId} codeExamId={codeExamId} mode={mode} />
      ) : (
        <NeedsForm codeExamId={codeExamId} sessionId={null} />
      )}
    </PlanLayout>
  );
}

/**
 * `/paying/scheme/{code}-{examId}?s=`: the one-off report and the plans, what happens after today, the consents,
 * then the order. `/paying/buyreport/...` is the same page with the one-off report chosen (BuyReportPage).
 */
export default function PlanRoute({ mode = 'plans' }: { mode?: PlanMode }) {
  return (
    <ApolloProvider client={getApolloClient()}>
      <PlanPage mode={mode} />
    </ApolloProvider>
  );
}
