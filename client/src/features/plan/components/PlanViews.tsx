import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ComponentProps, createElement, type ReactNode, useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PlanOffersQuery, PlanSessionQuery } from '../../../__generated__/graphql';
import { withLocalePrefix } from '@innerscope/shared/routes';
import { isHealthExam } from '@innerscope/shared/examKinds';
import { whenEngaged } from '../../../shared/whenEngaged';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { TypeGlyph } from '../../../shared/components/TypeGlyph';
import { accentOf, isTypeCode } from '../../../shared/typeCodes';
import { searchWithSession } from '../../../state/examSessionRef';
import { checkoutPath, checkoutSearch } from '../../checkout/checkoutPaths';
import { RetrieveLinksButton } from '../../../shared/components/report/RetrieveLinksButton';
import { deferredComponent, useDeferredComponent } from '../../../shared/useDeferredComponent';
import { MoveOnPanel } from './MoveOnPanel';
import { OfferCountdown } from './OfferCountdown';
import { PlanCheckout } from './PlanCheckout';
import { PlanSkeleton } from './PlanSkeleton';
import { ALREADY_PURCHASED_MS } from '../delays';
import { offerMessages, planMessages, planStateMessages, reportAloneMessages } from '../messages';

export type Session = NonNullable<PlanSessionQuery['examSession']>;

/**
 * Which page: the plan page (`/paying/scheme`) lists the one-off report and the plans with none chosen; the
 * buy-report page (`/paying/buyreport`) lists the same with the one-off report chosen, as the visitor came to buy it.
 */
export type PlanMode = 'plans' | 'report';

/** The payment pages' code (the step after this one), fetched while the visitor reads the plans. */
const warmPaymentPages = () => void import('../../../app/paymentPages').catch(() => undefined);

type ExamProps = ComponentProps<typeof import('./LivePlanExtras').LiveActivityNotices>;

const liveActivity = deferredComponent(() => import('./LivePlanExtras').then((module) => module.LiveActivityNotices));
const liveReviews = deferredComponent(() => import('./LivePlanExtras').then((module) => module.LiveReviewsSection));

/** This week's figures: their code and the GraphQL client come once the visitor acts on the page (see whenEngaged). */
function ActivityNotices(props: ExamProps) {
  const Live = useDeferredComponent(liveActivity, 'engaged');
  return Live ? createElement(Live, props) : null;
}

/** Buyers' reviews, below the plans: fetched once the visitor acts on the page (see whenEngaged). */
function ReviewsSection(props: ExamProps) {
  const Live = useDeferredComponent(liveReviews, 'engaged');
  return Live ? createElement(Live, props) : null;
}

/** The report form, for a visitor who has not given an e-mail address yet. */
export function NeedsForm({ codeExamId, sessionId }: { codeExamId: string; sessionId: string | null }) {
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
export function BackToTest({ codeExamId, unfinished }: { codeExamId: string; unfinished: boolean }) {
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

/** What the offers' query gave: the answer (or the one before a reload), its error, whether one is on its way. */
export interface Loaded<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly loading: boolean;
  /** Asks again (a retry, an offer that ended, options that changed). */
  readonly refetch: () => void;
}

export interface OffersProps {
  readonly session: Session;
  readonly email: string;
  readonly examId: number;
  readonly codeExamId: string;
  readonly mode: PlanMode;
  readonly offers: Loaded<PlanOffersQuery>;
}

/** The heading and the text under it: the plans alone say what the plans give; beside the one-off report, the choice. */
function headerOf(mode: PlanMode, sellsReport: boolean, sellsPlans: boolean): { title: MessageDescriptor; intro: MessageDescriptor } {
  if (!sellsReport) return { title: planMessages.title, intro: planMessages.intro };
  return mode === 'report'
    ? { title: offerMessages.buyReportTitle, intro: sellsPlans ? offerMessages.buyReportIntro : reportAloneMessages.intro }
    : { title: offerMessages.title, intro: offerMessages.intro };
}

/** The variables of the offers' query for a finished test (the same as the server's for the page it sends). */
export function offersVariables(examId: number, session: Session) {
  return { examId, country: session.form?.country || null, sessionId: session.id };
}

/** The one-off report and the plans (or why they cannot show), from what the offers' query gave. */
export function PlanOffers({ session, email, examId, codeExamId, mode, offers: loaded }: OffersProps) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const [already, setAlready] = useState<{ orderNumber: string | null; report: boolean } | null>(null);
  const { data: offers, error, loading, refetch } = loaded;
  const report = offers?.reportOffer ?? null;
  const plans = offers?.plans;
  const shown = plans !== undefined;
  useEffect(() => (shown ? whenEngaged(warmPaymentPages) : undefined), [shown]);

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
          onRetry={refetch}
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
        onRetry={refetch}
      />
    );
  }
  return (
    <>
      <PlanHeader session={session} {...headerOf(mode, report !== null, plans.length > 0)} />
      {/* When the offer ends with the page open, the server's prices change: fetch them again. */}
      {!calm && <OfferCountdown endsAt={session.offerEndsAt} onEnd={refetch} />}
      {!calm && <ActivityNotices examId={examId} />}
      <PlanCheckout
        sessionId={session.id}
        codeExamId={codeExamId}
        email={email}
        country={session.form?.country ?? null}
        options={options}
        preselect={mode === 'report' ? (report?.id ?? null) : null}
        onAlreadyPurchased={(orderNumber, offer) => setAlready({ orderNumber, report: offer.kind === 'report' })}
        onPlansChanged={refetch}
      />
      {!calm && <ReviewsSection examId={examId} />}
    </>
  );
}

/**
 * The page for what the test's query gave: back to the test when it is not this exam's or not finished, the report
 * form without an address, else the offers (`renderOffers` renders them).
 */
export function PlanSession({
  loaded,
  codeExamId,
  examId,
  renderOffers,
}: {
  loaded: Loaded<PlanSessionQuery>;
  codeExamId: string;
  examId: number;
  renderOffers: (session: Session, email: string) => ReactNode;
}) {
  const intl = useIntl();
  const { data, error, loading, refetch } = loaded;
  const failed = error && !loading;
  if (data && data.examSession !== undefined && !(failed && !data.examSession)) {
    const session = data.examSession;
    if (!session || session.examId !== examId) return <BackToTest codeExamId={codeExamId} unfinished={false} />;
    if (!session.submittedAt) return <BackToTest codeExamId={codeExamId} unfinished />;
    const email = session.form?.email?.trim();
    if (!email) return <NeedsForm codeExamId={codeExamId} sessionId={session.id} />;
    return renderOffers(session, email);
  }
  if (failed) {
    return (
      <RetryPanel
        id="plan-load-error"
        title={intl.formatMessage(planStateMessages.loadErrorTitle)}
        body={intl.formatMessage(planStateMessages.loadErrorBody)}
        retryLabel={intl.formatMessage(planStateMessages.retry)}
        onRetry={refetch}
      />
    );
  }
  return <PlanSkeleton />;
}
