import { styled } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { PlanOffersQuery, PlanSessionQuery } from '../../../__generated__/graphql';
import { useFromPage } from '../../../app/firstScreen';
import { examRouteOf } from '@innerscope/shared/routes';
import { sessionIdFor } from '../../../state/examSessionRef';
import { sessionState } from '../../../state/sessionState';
import { CheckoutPage } from '../../../shared/components/checkout/checkoutStyles';
import { NeedsForm, offersVariables, type PlanMode, PlanOffers, PlanSession } from '../components/PlanViews';
import { PlanSkeleton } from '../components/PlanSkeleton';

export type { PlanMode } from '../components/PlanViews';

/** The page through the GraphQL client (see PlanLive), its own chunk. */
const PlanLive = lazy(() => import('./PlanLive'));

/** Wider than the other checkout pages on a large screen, where the options and the totals sit side by side. */
const PlanLayout = styled(CheckoutPage)(({ theme }) => ({ [theme.breakpoints.up('md')]: { maxWidth: 1040 } }));

const noVariables = {};

interface PlanDataProps {
  readonly sessionId: string;
  readonly examId: number;
  readonly codeExamId: string;
  readonly mode: PlanMode;
}

/**
 * The test and its offers: from the answers the page came with (see app/firstScreen), without the GraphQL client's
 * code, which comes when the visitor orders; through the client when the page came without them or asks again.
 */
function PlanData({ sessionId, examId, codeExamId, mode }: PlanDataProps) {
  const session = useFromPage<PlanSessionQuery>('PlanSession', { id: sessionId });
  const found = session?.examSession;
  const offers = useFromPage<PlanOffersQuery>('PlanOffers', found ? offersVariables(examId, found) : noVariables);
  const [live, setLive] = useState(false);
  const goLive = () => setLive(true);
  // The offers come with the page only for a finished test of this exam with an address (the page shows them only then).
  const ready = session && (offers || !found || found.examId !== examId || !found.submittedAt || !found.form?.email?.trim());
  if (!live && ready) {
    return (
      <PlanSession
        loaded={{ data: session, error: undefined, loading: false, refetch: goLive }}
        codeExamId={codeExamId}
        examId={examId}
        renderOffers={(current, email) => (
          <PlanOffers
            session={current}
            email={email}
            examId={examId}
            codeExamId={codeExamId}
            mode={mode}
            offers={{ data: offers, error: undefined, loading: false, refetch: goLive }}
          />
        )}
      />
    );
  }
  return (
    <Suspense fallback={<PlanSkeleton />}>
      <PlanLive sessionId={sessionId} examId={examId} codeExamId={codeExamId} mode={mode} before={{ session, offers }} />
    </Suspense>
  );
}

function PlanPage({ mode }: { mode: PlanMode }) {
  const { examId, codeExamId } = examRouteOf(useParams()['codeExamId']);
  const location = useLocation();
  // Readable only with the visitor's own key to the test: the link's `?s=` or this tab's session.
  const sessionId = sessionIdFor(location.search, examId, sessionState.get('examSession'));
  return (
    <PlanLayout>
      {sessionId ? (
        <PlanData sessionId={sessionId} examId={examId} codeExamId={codeExamId} mode={mode} />
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
  return <PlanPage mode={mode} />;
}
