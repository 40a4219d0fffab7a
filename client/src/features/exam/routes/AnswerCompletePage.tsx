import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EditIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { examRouteOf, withLocalePrefix } from '@innerscope/shared/routes';
import { StatusPanel } from '../../../shared/components/StatusPanel';
import { RetryPanel } from '../../../shared/components/RetryPanel';
import { useLocalizedTo } from '../../../shared/useLocalizedTo';
import { searchWithSession, sessionIdFor } from '../../../state/examSessionRef';
import { sessionState } from '../../../state/sessionState';
import { AllDoneArt } from '../components/ExamArt';
import { loadExamApi } from '../examApiLoader';
import { examPaths, type QuestionPageState } from '../examPaths';
import { completeMessages } from '../messages';
import { examWordMessages, wordedExamOf } from '../answerKinds/examWords';

type Evaluation = 'evaluating' | 'ready' | 'incomplete' | 'noSession' | 'error';

/**
 * Makes sure the run's answers, as they stand, are scored: at once when this tab just scored them (the
 * calculating screen did), else by submitting them again (repeatable on the server; it re-scores after edits).
 */
function useEvaluation(sessionId: string | null, examId: number): { evaluation: Evaluation; retry: () => void } {
  const stored = sessionState.get('examSession');
  const alreadyScored = sessionId !== null && stored?.id === sessionId && stored.scored;
  const [evaluation, setEvaluation] = useState<Evaluation>(
    sessionId === null ? 'noSession' : alreadyScored ? 'ready' : 'evaluating',
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (sessionId === null || alreadyScored) return;
    let live = true;
    loadExamApi()
      .then((api) => api.submit(sessionId))
      .then((submitted): Evaluation => {
        if ('scored' in submitted) {
          sessionState.set('examSession', { id: sessionId, examId, scored: true });
          return 'ready';
        }
        if (submitted.refused.includes('INCOMPLETE_ANSWERS')) return 'incomplete';
        return submitted.refused.includes('SESSION_NOT_FOUND') ? 'noSession' : 'error';
      })
      .catch((): Evaluation => 'error')
      .then((result) => {
        if (live) setEvaluation(result);
      });
    return () => {
      live = false;
    };
  }, [sessionId, examId, alreadyScored, attempt]);

  const retry = () => {
    setEvaluation('evaluating');
    setAttempt((count) => count + 1);
  };
  return { evaluation, retry };
}

/** `/answer/submit/{code}-{examId}` and `/quiz/submit/...`: the answers are in; on to the report, or back to edit. */
export default function AnswerCompletePage() {
  const intl = useIntl();
  const { examId, codeExamId } = examRouteOf(useParams()['codeExamId']);
  const worded = wordedExamOf(codeExamId);
  const location = useLocation();
  const to = useLocalizedTo();
  const sessionId = sessionIdFor(location.search, examId, sessionState.get('examSession'));
  const { evaluation, retry } = useEvaluation(sessionId, examId);
  const paths = examPaths(location.pathname, codeExamId);
  const review: QuestionPageState = { review: true };
  const withSession = (path: string) => ({
    pathname: withLocalePrefix(path, location.pathname),
    search: sessionId ? searchWithSession(location.search, sessionId) : location.search,
  });

  if (evaluation === 'noSession') {
    return (
      <StatusPanel
        id="complete-title"
        title={intl.formatMessage(completeMessages.noSessionTitle)}
        body={
          worded
            ? intl.formatMessage(examWordMessages.noSessionBody, { exam: worded })
            : intl.formatMessage(completeMessages.noSessionBody)
        }
        actions={
          <Button component={Link} to={to(paths.question)} variant="contained" size="large">
            {intl.formatMessage(completeMessages.startTest)}
          </Button>
        }
      />
    );
  }

  if (evaluation === 'incomplete') {
    return (
      <StatusPanel
        id="complete-title"
        title={intl.formatMessage(worded ? examWordMessages.incompleteTitle : completeMessages.incompleteTitle)}
        body={intl.formatMessage(worded ? examWordMessages.incompleteBody : completeMessages.incompleteBody)}
        actions={
          <Button component={Link} to={withSession(paths.question)} variant="contained" size="large">
            {intl.formatMessage(completeMessages.continueTest)}
          </Button>
        }
      />
    );
  }

  if (evaluation === 'error') {
    return (
      <RetryPanel
        id="complete-title"
        title={intl.formatMessage(completeMessages.errorTitle)}
        body={intl.formatMessage(completeMessages.errorBody)}
        retryLabel={intl.formatMessage(completeMessages.retry)}
        onRetry={retry}
      >
        <Button component={Link} to={withSession(paths.question)} state={review} variant="text" size="large">
          {intl.formatMessage(completeMessages.edit)}
        </Button>
      </RetryPanel>
    );
  }

  const evaluating = evaluation === 'evaluating';
  return (
    <StatusPanel
      id="complete-title"
      art={<AllDoneArt />}
      title={intl.formatMessage(completeMessages.title)}
      body={
        <span role="status">
          {intl.formatMessage(evaluating ? completeMessages.evaluating : worded ? examWordMessages.completeBody : completeMessages.body)}
        </span>
      }
      actions={
        <>
          {evaluating ? (
            <Button variant="contained" size="large" disabled endIcon={<ArrowForwardIcon />}>
              {intl.formatMessage(completeMessages.getReport)}
            </Button>
          ) : (
            <Button
              component={Link}
              to={withSession(paths.reportForm)}
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon />}
            >
              {intl.formatMessage(completeMessages.getReport)}
            </Button>
          )}
          <Button
            component={Link}
            to={withSession(paths.question)}
            state={review}
            variant="outlined"
            size="large"
            startIcon={<EditIcon />}
          >
            {intl.formatMessage(completeMessages.edit)}
          </Button>
        </>
      }
    >
      {evaluating && <LinearProgress aria-hidden sx={{ maxWidth: 360, mx: 'auto', mt: 3, borderRadius: 999 }} />}
    </StatusPanel>
  );
}
