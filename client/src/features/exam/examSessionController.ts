import { type AnswerValue, type SelectedAnswers, sessionState, type SessionStateStore } from '../../state/sessionState';
import { isAnswerValue } from './answerScale';
import { type AnswerBatch, type AnswerSync, createAnswerSync, type SaveOutcome, type SyncStatus } from './answerSync';
import type { ExamApi } from './examApi';
import { loadExamApi } from './examApiLoader';

/**
 * - `loading`: finding the saved run (only when there is one to resume);
 * - `ready`: the visitor can answer (a new run may still be starting on the server);
 * - `failed`: the saved run could not be loaded and this tab has no copy of it;
 * - `examNotFound`: the route names an exam that does not exist.
 */
export type SessionPhase = 'loading' | 'ready' | 'failed' | 'examNotFound';

export interface ExamSessionSnapshot {
  readonly phase: SessionPhase;
  readonly sessionId: string | null;
  readonly answers: SelectedAnswers;
  readonly saveStatus: SyncStatus;
}

/**
 * How scoring went: `scored`; `unreachable` (no connection or server trouble: try again, nothing is lost);
 * `incomplete` (the server is missing answers); `failed` (refused for another reason).
 */
export type SubmitOutcome = 'scored' | 'unreachable' | 'incomplete' | 'failed';

export interface ExamSessionControllerOptions {
  readonly examId: number;
  /** The language of the statements; the run follows it when the visitor switches language. */
  readonly locale: string;
  /** The run to resume (from `?s=` or this tab), if any. */
  readonly resumeId: string | null;
  /** Called once a run has an id, to put it in the URL. */
  readonly onSessionId: (id: string) => void;
  readonly storage?: SessionStateStore;
  /** The server calls; loaded on demand unless given. */
  readonly api?: () => Promise<ExamApi>;
  /**
   * When a new run may be started on the server (a function that runs its argument later and returns a way to
   * cancel): the page starts it once the first statement is on screen, so the first paint waits for nothing
   * but the statements. Answers given before then simply wait in the queue. At once unless given.
   */
  readonly deferStart?: (start: () => void) => () => void;
  /** Timing of the save queue; tests shorten it. */
  readonly syncTiming?: { readonly debounceMs?: number; readonly retryDelaysMs?: readonly number[] };
}

export interface ExamSessionController {
  start(): void;
  getSnapshot(): ExamSessionSnapshot;
  subscribe(listener: () => void): () => void;
  answer(questionId: string, value: AnswerValue): void;
  setLocale(locale: string): void;
  /** Scores the answers: saves what is still queued, then submits the run. */
  submit(): Promise<SubmitOutcome>;
  /** Sends what is queued at once (the page is being hidden or closed). */
  flushNow(): void;
  /** A failed save is tried again at once (the connection is back). */
  retrySaving(): void;
  /** Loads the saved run again after `failed`. */
  retryLoading(): void;
  dispose(): void;
}

class ExamNotFound extends Error {
  override name = 'ExamNotFound';
}

function answersFrom(list: ReadonlyArray<{ questionId: string; value: number }>): SelectedAnswers {
  const answers: SelectedAnswers = {};
  for (const { questionId, value } of list) if (isAnswerValue(value)) answers[questionId] = value;
  return answers;
}

/** Answers this tab kept in session storage; anything that is not a valid answer is left out. */
function storedAnswers(storage: SessionStateStore): SelectedAnswers {
  const stored = storage.get('selectedAnswers');
  if (typeof stored !== 'object' || stored === null) return {};
  return answersFrom(Object.entries(stored).map(([questionId, value]) => ({ questionId, value })));
}

/**
 * One visitor's run through a test, outside React: where its answers are kept (this tab's session storage at
 * once, the server in small batches through `answerSync`), how a saved run is resumed, and how it is scored.
 * A run is started soon after the page opens without one; answers given before it exists wait in the queue.
 * If the server no longer knows the run, a new one is started and every answer is saved into it again.
 */
export function createExamSessionController(options: ExamSessionControllerOptions): ExamSessionController {
  const { examId } = options;
  const storage = options.storage ?? sessionState;
  const api = options.api ?? loadExamApi;
  let locale = options.locale;
  let disposed = false;
  let starting: Promise<string> | undefined;
  let cancelDeferredStart = () => undefined as void;
  const listeners = new Set<() => void>();
  let snapshot: ExamSessionSnapshot = {
    phase: options.resumeId ? 'loading' : 'ready',
    sessionId: null,
    answers: {},
    saveStatus: 'idle',
  };

  const update = (change: Partial<ExamSessionSnapshot>) => {
    if (disposed) return;
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  };

  const remember = (id: string, answers: SelectedAnswers, scored: boolean) => {
    storage.set('examSession', { id, examId, scored });
    storage.set('selectedAnswers', answers);
  };

  const adopt = (id: string) => {
    if (disposed) return;
    remember(id, snapshot.answers, false);
    update({ sessionId: id });
    options.onSessionId(id);
  };

  function ensureSession(): Promise<string> {
    if (snapshot.sessionId) return Promise.resolve(snapshot.sessionId);
    starting ??= (async () => {
      const started = await (await api()).start(examId, locale);
      if ('id' in started) {
        adopt(started.id);
        return started.id;
      }
      const codes = started.refused;
      if (codes.includes('EXAM_NOT_FOUND')) {
        update({ phase: 'examNotFound' });
        throw new ExamNotFound(`No exam ${examId}`);
      }
      throw new Error(`The test could not start: ${codes.join(', ')}`);
    })().finally(() => {
      starting = undefined;
    });
    return starting;
  }

  /** The server lost the run: forget it, and queue every answer for the new run `ensureSession` will start. */
  const loseSession = (id: string) => {
    if (snapshot.sessionId !== id) return;
    update({ sessionId: null });
    for (const [questionId, value] of Object.entries(snapshot.answers)) sync.put(questionId, value);
  };

  async function save(batch: AnswerBatch<AnswerValue>, { urgent }: { urgent: boolean }): Promise<SaveOutcome> {
    const id = await ensureSession();
    const answers = batch.map(([questionId, value]) => ({ questionId, value }));
    const { refused: codes } = await (await api()).save(id, locale, answers, urgent);
    if (codes.length === 0) return 'saved';
    if (codes.includes('SESSION_NOT_FOUND')) {
      loseSession(id);
      return 'retry';
    }
    // Only a statement the test no longer has, or a value off the scale: sending it again cannot help.
    console.warn(`Answers refused: ${codes.join(', ')}`);
    return 'rejected';
  }

  const sync: AnswerSync<AnswerValue> = createAnswerSync({
    save,
    onStatus: (saveStatus) => update({ saveStatus }),
    ...options.syncTiming,
  });

  /** Takes over a run: the server's answers, with this tab's newer ones on top (and queued, as they may be unsaved). */
  const resume = (id: string, serverAnswers: SelectedAnswers, local: SelectedAnswers) => {
    const answers = { ...serverAnswers, ...local };
    const stored = storage.get('examSession');
    remember(id, answers, stored?.id === id && stored.scored);
    update({ phase: 'ready', sessionId: id, answers });
    options.onSessionId(id);
    for (const [questionId, value] of Object.entries(local)) {
      if (serverAnswers[questionId] !== value) sync.put(questionId, value);
    }
  };

  async function load(): Promise<void> {
    const resumeId = options.resumeId;
    const stored = storage.get('examSession');
    const ours = stored?.examId === examId ? stored.id : null;
    const local = ours && ours === resumeId ? storedAnswers(storage) : {};
    if (!resumeId) {
      // Answers this tab kept without any run: given before the run was started, then the page reloaded.
      const orphans = stored ? {} : storedAnswers(storage);
      update({ phase: 'ready', answers: orphans });
      for (const [questionId, value] of Object.entries(orphans)) sync.put(questionId, value);
      const start = () => {
        // Failing here is fine: the first save starts the run again.
        if (!disposed) ensureSession().catch(() => undefined);
      };
      if (options.deferStart) cancelDeferredStart = options.deferStart(start);
      else start();
      return;
    }
    update({ phase: 'loading' });
    try {
      const session = await (await api()).load(resumeId);
      if (disposed) return;
      if (session && session.examId === examId) {
        resume(session.id, answersFrom(session.answers), local);
        return;
      }
      // Unknown here (or another exam's): a new run, carrying over what this tab answered in the old one.
      update({ phase: 'ready', answers: local });
      for (const [questionId, value] of Object.entries(local)) sync.put(questionId, value);
      ensureSession().catch(() => undefined);
    } catch {
      if (disposed) return;
      // Offline, but this tab has the run: carry on with its copy; the queue saves it when the server is back.
      if (ours === resumeId) resume(resumeId, {}, local);
      else update({ phase: 'failed' });
    }
  }

  return {
    start: () => void load(),
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    answer(questionId, value) {
      const answers = { ...snapshot.answers, [questionId]: value };
      if (snapshot.sessionId) remember(snapshot.sessionId, answers, false);
      else storage.set('selectedAnswers', answers);
      update({ answers });
      sync.put(questionId, value);
    },
    setLocale(next) {
      locale = next;
    },
    async submit() {
      if (!(await sync.flush())) return snapshot.phase === 'examNotFound' ? 'failed' : 'unreachable';
      try {
        const id = await ensureSession();
        const submitted = await (await api()).submit(id);
        if ('scored' in submitted) {
          remember(id, snapshot.answers, true);
          return 'scored';
        }
        const codes = submitted.refused;
        if (codes.includes('INCOMPLETE_ANSWERS')) return 'incomplete';
        if (codes.includes('SESSION_NOT_FOUND')) {
          loseSession(id);
          return 'unreachable';
        }
        return 'failed';
      } catch (error) {
        return error instanceof ExamNotFound ? 'failed' : 'unreachable';
      }
    },
    flushNow: () => void sync.flush({ urgent: true }),
    retrySaving: () => sync.retryNow(),
    retryLoading: () => void load(),
    dispose() {
      disposed = true;
      cancelDeferredStart();
      sync.dispose();
      listeners.clear();
    },
  };
}
