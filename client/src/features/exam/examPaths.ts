import { splitLocalePrefix } from '@innerscope/shared/routes';

export interface ExamPaths {
  readonly question: string;
  readonly complete: string;
  readonly reportForm: string;
}

/**
 * The pages of the test flow for an exam, unprefixed. A visitor who came in through `/quiz/standard` stays on
 * the `/quiz/...` paths; the report form has one path for both.
 */
export function examPaths(pathname: string, codeExamId: string): ExamPaths {
  const quiz = splitLocalePrefix(pathname).rest.startsWith('/quiz/');
  return {
    question: `${quiz ? '/quiz/standard' : '/answer/question'}/${codeExamId}`,
    complete: `${quiz ? '/quiz/submit' : '/answer/submit'}/${codeExamId}`,
    reportForm: `/answer/email/${codeExamId}`,
  };
}

/** What the question page is told by the page that sends the visitor back to it. */
export interface QuestionPageState {
  /** Open the first statement, answers kept (from "Edit my answers"), instead of the first open one. */
  readonly review?: boolean;
}

export function isReview(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as QuestionPageState).review === true;
}
