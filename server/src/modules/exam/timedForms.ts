/**
 * Exams taken against the clock, with parallel forms: the matrix reasoning test. Its time limit is the exam's
 * minutes, counted by the server from the session's start; the grace covers the network and a last click. A first
 * test gets the first form and each retake the next, so nobody meets the same items twice in a row.
 */
export interface TimedExam {
  forms: readonly string[];
  graceSeconds: number;
}

const TIMED_EXAMS: Readonly<Record<string, TimedExam>> = {
  IQ: { forms: ['A', 'B', 'C'], graceSeconds: 30 },
};

export const timedExamOf = (code: string): TimedExam | null => TIMED_EXAMS[code] ?? null;

/** The form of a person's next session, from how many sessions of the exam they started before. */
export const nextForm = (timed: TimedExam, previousSessions: number): string => timed.forms[previousSessions % timed.forms.length]!;

/** When answers stop being taken: the start, plus the limit, plus the grace. */
export const answersCloseAt = (startedAt: Date, minutes: number, timed: TimedExam): Date =>
  new Date(startedAt.getTime() + (minutes * 60 + timed.graceSeconds) * 1000);

/** When the visible clock reaches zero. */
export const deadlineOf = (startedAt: Date, minutes: number): Date => new Date(startedAt.getTime() + minutes * 60_000);
