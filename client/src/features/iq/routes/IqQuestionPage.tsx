import { lazy, Suspense, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { examRouteOf } from '@innerscope/shared/routes';
import type { IqIntroQuery } from '../../../__generated__/graphql';
import { useFromPage } from '../../../app/firstScreen';
import { useLocale } from '../../../i18n/LocaleContext';
import { sessionIdFor } from '../../../state/examSessionRef';
import { sessionState } from '../../../state/sessionState';
import { IqAttribution, IqIntro, IqPage } from '../components/IqIntro';

/** The run itself (the practice, the items, the clock, the answers), with the GraphQL client: its own chunk. */
const loadRun = () => import('./IqRun');
const IqRun = lazy(loadRun);

/** Whether this tab has a run of this exam left open (a reload mid-test), which goes on at once. */
function hasOpenRun(search: string, examId: number): boolean {
  const remembered = sessionState.get('examSession');
  return sessionIdFor(search, examId, remembered) !== null && !remembered?.scored;
}

/**
 * `/answer/question/IQ-1803`: what the test asks and its time limit, a practice item with feedback, then the timed
 * items. The introduction the page came with (see app/firstScreen) shows at once, and nothing else runs while it is
 * read: the run's code, the GraphQL client and the items are fetched when the reader heads for the practice item
 * (a pointer over the button, focus, or the tap itself), or at once for a run left open in this tab.
 */
export default function IqQuestionPage() {
  const { examId } = examRouteOf(useParams()['codeExamId']);
  const { locale } = useLocale();
  const { search } = useLocation();
  const intro = useFromPage<IqIntroQuery>('IqIntro', { examId, locale }) ?? null;
  const facts = intro?.exam ? { minutes: intro.exam.minutes, itemCount: intro.exam.itemCount } : null;
  // Without the introduction (a page reached inside the app), the run's own query brings it.
  const [wanted, setWanted] = useState<'intro' | 'practice' | null>(() => (!facts || hasOpenRun(search, examId) ? 'intro' : null));
  const introOnly = (loading: boolean) => (
    <IqPage>
      <IqIntro
        facts={facts}
        loading={loading}
        onIntent={() => void loadRun()}
        onPractice={loading ? null : () => setWanted('practice')}
      />
      <IqAttribution text={intro?.questions.attribution} />
    </IqPage>
  );
  if (!wanted) return introOnly(false);
  return (
    <Suspense fallback={introOnly(true)}>
      <IqRun facts={facts} attribution={intro?.questions.attribution ?? null} startAt={wanted} />
    </Suspense>
  );
}
