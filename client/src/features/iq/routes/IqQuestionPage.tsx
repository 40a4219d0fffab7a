import { ApolloProvider, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
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
import { PracticeStep } from '../components/PracticeStep';
import { TimedItems } from '../components/TimedItems';
import { iqQuestionMessages as m } from '../messages';
import { useIqRun } from '../useIqRun';

const Page = styled('div')(({ theme }) => ({
  maxWidth: 640,
  margin: '0 auto',
  padding: theme.spacing(2, 2, 6),
  display: 'grid',
  gap: theme.spacing(2.5),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(4, 3, 8) },
  '& p': { lineHeight: 1.6 },
}));

type Phase = 'intro' | 'practice' | 'items' | 'finishing';

function Run() {
  const intl = useIntl();
  const { examId, codeExamId } = examRouteOf(useParams()['codeExamId']);
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(IqQuestionsDocument, { variables: { examId, locale } });
  const run = useIqRun(examId, data?.questions.locale ?? locale);
  const [phase, setPhase] = useState<Phase>('intro');
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
  const perForm = items.filter((q) => q.block === (items[0]?.block ?? 'A')).length;
  const minutes = data?.exam?.minutes ?? 25;

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
    <Page>
      {phase === 'intro' && (
        <section aria-labelledby="iq-title" style={{ display: 'grid', gap: 12 }}>
          <h1 id="iq-title" style={{ margin: 0, fontSize: 'clamp(1.625rem, 1.3rem + 1.5vw, 2.25rem)', lineHeight: 1.2 }}>
            {intl.formatMessage(m.title)}
          </h1>
          <p style={{ margin: 0 }}>{intl.formatMessage(m.intro)}</p>
          <p style={{ margin: 0, fontWeight: 700 }}>{intl.formatMessage(m.time, { minutes, count: perForm || 30 })}</p>
          <p style={{ margin: 0 }}>{intl.formatMessage(m.guessing)}</p>
          <div>
            <Button variant="contained" size="large" disabled={!set?.practice} onClick={() => setPhase('practice')}>
              {intl.formatMessage(m.tryPractice)}
            </Button>
          </div>
        </section>
      )}
      {phase !== 'intro' && <VisuallyHidden as="h1">{intl.formatMessage(m.title)}</VisuallyHidden>}
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
      {set?.attribution && <p style={{ margin: 0, fontSize: '0.8125rem', opacity: 0.8 }}>{set.attribution}</p>}
    </Page>
  );
}

/** `/answer/question/IQ-1803`: what the test asks and its time limit, a practice item with feedback, then the timed items. */
export default function IqQuestionPage() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <Run />
    </ApolloProvider>
  );
}
