import { HEALTH_CONSENT_VERSION } from '@innerscope/shared/examKinds';
import { DepsConsentStatusDocument, type ExamErrorCode, GiveHealthConsentDocument } from '../../../__generated__/graphql';
import { getApolloClient } from '../../../app/apollo';
import { examApi, type Refused } from '../../exam/examApi';

/** Records the consent, under the version of the text on screen, on the run `sessionId`. */
async function give(sessionId: string): Promise<{ id: string } | Refused> {
  const { data } = await getApolloClient().mutate({
    mutation: GiveHealthConsentDocument,
    variables: { input: { sessionId, version: HEALTH_CONSENT_VERSION } },
  });
  const session = data?.giveHealthConsent.session;
  const refused: ExamErrorCode[] = data?.giveHealthConsent.errors.map((error) => error.code) ?? [];
  return session ? { id: session.id } : { refused };
}

/**
 * The consent step's calls to the server, loaded on demand like the test's own (`examApi.ts`): whether a run
 * already carries the consent, and recording it (on the run being resumed, else on a new one). Network failures
 * throw; refusals come back as codes.
 */
export const healthConsentApi = {
  /** Whether the run `id` of this exam was given the consent; false when the run is unknown or another exam's. */
  async given(id: string, examId: number): Promise<boolean> {
    const { data } = await getApolloClient().query({ query: DepsConsentStatusDocument, variables: { id }, fetchPolicy: 'network-only' });
    const session = data?.examSession;
    return Boolean(session && session.examId === examId && session.healthConsentAt);
  },

  /** Records the consent on `resumeId` when the server still has that run, else on a new one; the run's id. */
  async agree(examId: number, locale: string, resumeId: string | null): Promise<{ id: string } | Refused> {
    if (resumeId) {
      // A run the server no longer has, or another exam's (a stray `?s=`): the consent goes with a new run.
      const kept = await give(resumeId);
      if ('id' in kept) return kept;
    }
    const started = await examApi.start(examId, locale);
    return 'id' in started ? give(started.id) : started;
  },
};

export type HealthConsentApi = typeof healthConsentApi;
