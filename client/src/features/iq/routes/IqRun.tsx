import { ApolloProvider, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { examRouteOf, withLocalePrefix } from '@innerscope/shared/routes';
import { IqQuestionsDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { useLocale } from '../../../i18n/LocaleContext';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { VisuallyHidden } from '../../../shared/components/VisuallyHidden';
import { searchWithSession, sessionIdFor } from '../../../state/examSessionRef';
import { sessionState } from '../../../state/sessionState';
import { IqAttribution, IqIntro, type IqIntroFacts, IqPage } from '../components/IqIntro';
import { PracticeStep } from '../components/PracticeStep';
import { TimedItems } from '../components/TimedItems';
import { iqQuestionMessages as m } from '../messages';
import { useIqRun } from '../useIqRun';

type Phase = 'intro' | 'practice' | 'items' | 'finishing';

interface RunProps {
  /** The introduction's facts and attribution as the page came with them; null to take them from the items. */
  readonly facts: IqIntroFacts | null;
  readonly attribution: string | null;
  /** Where the run opens: the introduction, or the practice item the reader asked for on it. */
  readonly startAt: 'intro' | 'practice';
}

function Run({ facts, attribution, startAt }: RunProps) {
  const intl = useIntl();
  const { examId, codeExamId } = examRouteOf(useParams()['codeExamId']);
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  // The items are read as they come, not kept in the client's cache: written into it, their hundreds of panels
  // kept the phone's main thread busy for most of a second while the introduction was on screen.
  const { data, error, refetch } = useQuery(IqQuestionsDocument, { variables: { examId, locale }, fetchPolicy: 'no-cache' });
  const run = useIqRun(examId, data?.questions.locale ?? locale);
  const [phase, setPhase] = useState<Phase>(startAt);
  const [starting, setStarting] = useState(false);
  const [deadlineMs, setDeadlineMs] = useState(0);
  const [failed, setFailed] = useState(false);
  const [timeUp, setTimeUp] = useState(false);

  const toResult = useCallback(
    (sessionId: string) =>
      navigate({ pathname: withLocalePrefix(`/report/result-free-test/${codeExamId}`, location.pathname), search: searchWithSession(location.search, sessionId) }),
    [navigate, codeExamId, location.pathname, location.search],
  );

  // A run left open in this tab (a reload) goes on where it was, on the server's clock; looked for once.
  const lookedForRun = useRef(false);
  useEffect(() => {
    if (lookedForRun.current) return;
    lookedForRun.current = true;
    const remembered = sessionState.get('examSession');
    const id = sessionIdFor(location.search, examId, remembered);
    if (!id || remembered?.scored) return;
    void run.resume(id).then((s) => {
      if (!s?.timing) return;
      if (s.submittedAt) toResult(s.id);
      else {
        setDeadlineMs(Date.parse(s.timing.deadline as string));
        setPhase('items');
      }
    }, () => undefined);
  }, [examId, location.search, run, toResult]);

  if (error && !data) {
    return (
      <RetryPanel
        id="iq-load-error"
        title={intl.formatMessage(m.saveError)}
        body=""
        retryLabel={intl.formatMessage(m.tryPractice)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  const set = data?.questions;
  const items = set?.questions.filter((q) => q.matrix) ?? [];
  // The reader asked for the practice item before it was here: the introduction stays, its button busy.
  const waitingForPractice = phase === 'practice' && !set?.practice;
  const known = facts ?? (data?.exam ? { minutes: data.exam.minutes, itemCount: data.exam.itemCount } : null);

  const begin = async () => {
    setStarting(true);
    try {
      const localStart = Date.now();
      const s = await run.start();
      if (!s?.timing) throw new Error('no timing');
      // The server's deadline, moved onto this device's clock: the limit counted from the moment it answered.
      setDeadlineMs(localStart + (Date.parse(s.timing.deadline as string) - Date.parse(s.timing.startedAt as string)));
      setPhase('items');
    } catch {
      setFailed(true);
    } finally {
      setStarting(false);
    }
  };

  const end = async () => {
    setPhase('finishing');
    const sessionId = run.session?.id;
    if (sessionId && (await run.finish().catch(() => false))) toResult(sessionId);
    else setFailed(true);
  };

  if (failed) {
    return (
      <RetryPanel
        id="iq-run-error"
        title={intl.formatMessage(m.saveError)}
        body=""
        retryLabel={intl.formatMessage(phase === 'finishing' ? m.finish : m.start)}
        onRetry={() => {
          setFailed(false);
          if (phase === 'finishing') void end();
          else void begin();
        }}
      />
    );
  }

  return (
    <IqPage>
      {phase === 'intro' && <IqIntro facts={known} onPractice={set?.practice ? () => setPhase('practice') : null} />}
      {waitingForPractice && <IqIntro facts={known} onPractice={null} loading />}
      {phase !== 'intro' && !waitingForPractice && <VisuallyHidden as="h1">{intl.formatMessage(m.title)}</VisuallyHidden>}
      {phase === 'practice' && set?.practice && (
        <PracticeStep practice={set.practice} question={items[0]?.text ?? ''} onStart={() => void begin()} starting={starting} />
      )}
      {phase === 'items' && run.session?.timing && (
        <TimedItems
          session={run.session}
          questions={items}
          deadlineMs={deadlineMs}
          problem={run.problem}
          onAnswer={(id, value, ms) => void run.save(id, value, ms)}
          onFinish={(ranOut) => {
            setTimeUp(ranOut);
            void end();
          }}
        />
      )}
      {phase === 'finishing' && (
        <StatusPanel id="iq-finishing" role="status" title={intl.formatMessage(m.scoring)} body={timeUp ? intl.formatMessage(m.timeUp) : ''} level="h2" />
      )}
      <IqAttribution text={set?.attribution ?? attribution} />
    </IqPage>
  );
}

/** The matrix test's run through the GraphQL client (see IqQuestionPage, which shows the introduction first). */
export default function IqRun(props: RunProps) {
  return (
    <ApolloProvider client={getApolloClient()}>
      <Run {...props} />
    </ApolloProvider>
  );
}
