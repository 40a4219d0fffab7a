import {
  type ExamErrorCode,
  ExamSessionAnswersDocument,
  type ExamSessionAnswersQuery,
  SaveAnswersDocument,
  StartExamSessionDocument,
  SubmitExamDocument,
} from '../../__generated__/graphql';
import { getApolloClient } from '../../app/apollo';

export type SavedSession = NonNullable<ExamSessionAnswersQuery['examSession']>;

/** What the server refused, by code (the client never shows the server's own words). */
export type Refused = { readonly refused: readonly ExamErrorCode[] };

const codesOf = (errors: ReadonlyArray<{ code: ExamErrorCode }> | undefined): ExamErrorCode[] =>
  errors?.map((error) => error.code) ?? [];

/**
 * The test's calls to the server, through the Apollo client. The question page loads this module (and Apollo
 * with it) beside its first render rather than before it: the first statement needs only the statements, which
 * come in a plain GET (`questionSetRequest.ts`). Network failures throw; refusals come back as codes.
 */
export const examApi = {
  async start(examId: number, locale: string): Promise<{ id: string } | Refused> {
    const { data } = await getApolloClient().mutate({
      mutation: StartExamSessionDocument,
      variables: { input: { examId, locale } },
    });
    const id = data?.startExamSession.session?.id;
    return id ? { id } : { refused: codesOf(data?.startExamSession.errors) };
  },

  async load(id: string): Promise<SavedSession | null> {
    const { data } = await getApolloClient().query({
      query: ExamSessionAnswersDocument,
      variables: { id },
      fetchPolicy: 'network-only',
    });
    return data?.examSession ?? null;
  },

  /** Saves some answers; `urgent` when the page may be closing, so the request outlives it. */
  async save(
    sessionId: string,
    locale: string,
    answers: ReadonlyArray<{ questionId: string; value: number }>,
    urgent: boolean,
  ): Promise<Refused> {
    const { data } = await getApolloClient().mutate({
      mutation: SaveAnswersDocument,
      variables: { input: { sessionId, locale, answers: [...answers] } },
      context: urgent ? { fetchOptions: { keepalive: true } } : {},
    });
    return { refused: codesOf(data?.saveAnswers.errors) };
  },

  async submit(sessionId: string): Promise<{ scored: true } | Refused> {
    const { data } = await getApolloClient().mutate({
      mutation: SubmitExamDocument,
      variables: { input: { sessionId } },
    });
    return data?.submitExam.session ? { scored: true } : { refused: codesOf(data?.submitExam.errors) };
  },
};

export type ExamApi = typeof examApi;

