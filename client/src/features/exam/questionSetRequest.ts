import type { ExamQuestionsQuery } from '../../__generated__/graphql';

export type QuestionSet = ExamQuestionsQuery['questions'];

/**
 * The text of the `ExamQuestions` query of `exam.graphql.ts` (a test keeps the two the same). The question
 * page sends it as a plain GET, without the Apollo client, so the first statement waits for nothing but its
 * own small chunk and this answer, which the edge cache serves.
 */
export const EXAM_QUESTIONS_QUERY =
  'query ExamQuestions($examId: Int!, $locale: String!) { questions(examId: $examId, locale: $locale) ' +
  '{ examId locale labels parts questions { id part position text kind block } scales { kind labels } ' +
  'partDetails { part tip instructions { block text } } attribution } }';

/** The server answered, but not with the statements: its error codes (EXAM_NOT_FOUND, UNKNOWN_LOCALE...). */
export class QuestionSetRefused extends Error {
  override name = 'QuestionSetRefused';
  constructor(readonly codes: readonly string[]) {
    super(`The statements were refused: ${codes.join(', ')}`);
  }
}

interface GraphQLAnswer {
  readonly data?: ExamQuestionsQuery | null;
  readonly errors?: ReadonlyArray<{ readonly extensions?: { readonly code?: unknown } }>;
}

/**
 * The exam's statements and labels in a locale. Throws `QuestionSetRefused`, or a network error. The answer
 * is cacheable, so asking again after a language switch usually costs no trip to the server.
 */
export async function fetchQuestionSet(examId: number, locale: string): Promise<QuestionSet> {
  const params = new URLSearchParams({
    query: EXAM_QUESTIONS_QUERY,
    operationName: 'ExamQuestions',
    variables: JSON.stringify({ examId, locale }),
  });
  // The JSON content type tells the server's CSRF check this GET comes from the app, not from a plain link.
  const response = await fetch(new URL(`/graphql?${params.toString()}`, window.location.origin), {
    headers: { accept: 'application/json', 'content-type': 'application/json' },
  });
  const body = (await response.json()) as GraphQLAnswer;
  if (body.data?.questions) return body.data.questions;
  throw new QuestionSetRefused(body.errors?.map((error) => String(error.extensions?.code ?? '')) ?? [String(response.status)]);
}
