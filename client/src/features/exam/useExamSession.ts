import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { searchWithSession, SESSION_PARAM, sessionIdFor } from '../../state/examSessionRef';
import { sessionState } from '../../state/sessionState';
import {
  createExamSessionController,
  type ExamSessionController,
  type ExamSessionSnapshot,
} from './examSessionController';
import { whenEngaged } from '../../shared/whenEngaged';

const NOT_STARTED: ExamSessionSnapshot = { phase: 'loading', sessionId: null, answers: {}, saveStatus: 'idle' };
const noSubscription = () => () => undefined;
const notStarted = () => NOT_STARTED;

/**
 * The visitor's run through the exam on the question page: resumed from `?s=` or this tab, or started once the
 * first statement is on screen. The run's id is written into the URL (replacing the entry, so Back still
 * leaves the page), queued answers are sent at once when the page is hidden, and a failed save is retried as
 * soon as the connection comes back.
 */
export function useExamSession(
  examId: number,
  locale: string,
  /** Whether the first statement is on screen: a new run is started on the server only then. */
  statementsShown: boolean,
): { readonly session: ExamSessionSnapshot; readonly controller: ExamSessionController | null } {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ location, navigate, locale });
  useLayoutEffect(() => {
    latest.current = { location, navigate, locale };
  });
  const [controller, setController] = useState<ExamSessionController | null>(null);
  const pendingStart = useRef<(() => void) | null>(null);

  useEffect(() => {
    const created = createExamSessionController({
      examId,
      locale: latest.current.locale,
      resumeId: sessionIdFor(latest.current.location.search, examId, sessionState.get('examSession')),
      deferStart: (start) => {
        pendingStart.current = start;
        return () => {
          pendingStart.current = null;
        };
      },
      onSessionId: (id) => {
        const { location: here, navigate: go } = latest.current;
        if (new URLSearchParams(here.search).get(SESSION_PARAM) === id) return;
        go({ pathname: here.pathname, search: searchWithSession(here.search, id), hash: here.hash }, {
          replace: true,
          state: here.state,
        });
      },
    });
    setController(created);
    created.start();
    return () => created.dispose();
  }, [examId]);

  useEffect(() => controller?.setLocale(locale), [controller, locale]);

  // The run (and the code that talks to the server) waits for the visitor's first touch or key once the first
  // statement is shown (see whenEngaged), so nothing competes with painting it or with their first taps; answers
  // given meanwhile wait in the queue and start the run themselves.
  useEffect(() => {
    const start = pendingStart.current;
    if (!statementsShown || !start) return;
    return whenEngaged(() => {
      pendingStart.current = null;
      start();
    });
  }, [controller, statementsShown]);

  useEffect(() => {
    if (!controller) return;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') controller.flushNow();
    };
    const onOnline = () => controller.retrySaving();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', controller.flushNow);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', controller.flushNow);
      window.removeEventListener('online', onOnline);
    };
  }, [controller]);

  const session = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    controller?.getSnapshot ?? notStarted,
  );
  return { session, controller };
}
