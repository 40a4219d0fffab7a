import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { getFragmentData } from '../../__generated__';
import {
  IqRun_SessionFragmentDoc,
  IqSaveAnswersDocument,
  IqSessionDocument,
  IqStartDocument,
  IqSubmitDocument,
  type IqRun_SessionFragment,
} from '../../__generated__/graphql';
import { sessionState } from '../../state/sessionState';

export type SaveProblem = 'timeUp' | 'network' | null;

/** This tab remembers the run, so a reload goes on with it and the result page finds it. */
const remember = (examId: number, s: IqRun_SessionFragment, scored: boolean) => sessionState.set('examSession', { id: s.id, examId, scored });

/**
 * A timed run of the matrix reasoning test: starting it (the server picks the form and starts the clock), saving
 * each answer with the milliseconds spent on it, and finishing. An answer that could not be sent is kept and sent
 * again with the next one; once the server says the time is up, nothing more is sent.
 */
export function useIqRun(examId: number, locale: string) {
  const client = useApolloClient();
  const [session, setSession] = useState<IqRun_SessionFragment | null>(null);
  const [problem, setProblem] = useState<SaveProblem>(null);
  const unsent = useRef(new Map<string, { value: number; ms: number }>());

  const resume = useCallback(
    async (id: string): Promise<IqRun_SessionFragment | null> => {
      const { data } = await client.query({ query: IqSessionDocument, variables: { id }, fetchPolicy: 'network-only' });
      const found = getFragmentData(IqRun_SessionFragmentDoc, data?.examSession ?? null);
      if (!found || found.examId !== examId || !found.timing) return null;
      setSession(found);
      return found;
    },
    [client, examId],
  );

  const start = useCallback(async (): Promise<IqRun_SessionFragment | null> => {
    const { data } = await client.mutate({ mutation: IqStartDocument, variables: { input: { examId, locale } } });
    const started = getFragmentData(IqRun_SessionFragmentDoc, data?.startExamSession.session ?? null);
    if (!started) return null;
    remember(examId, started, false);
    setSession(started);
    return started;
  }, [client, examId, locale]);

  const save = useCallback(
    async (questionId: string, value: number, ms: number) => {
      if (!session || problem === 'timeUp') return;
      unsent.current.set(questionId, { value, ms: Math.round(ms) });
      const answers = [...unsent.current].map(([id, a]) => ({ questionId: id, value: a.value, ms: a.ms }));
      try {
        const { data } = await client.mutate({ mutation: IqSaveAnswersDocument, variables: { input: { sessionId: session.id, answers } } });
        const errors = data?.saveAnswers.errors ?? [];
        if (errors.some((e) => e.code === 'TIME_UP')) setProblem('timeUp');
        else if (errors.length) setProblem('network');
        else {
          for (const a of answers) if (unsent.current.get(a.questionId)?.value === a.value) unsent.current.delete(a.questionId);
          setProblem(null);
        }
      } catch {
        setProblem('network');
      }
    },
    [client, session, problem],
  );

  const finish = useCallback(async (): Promise<boolean> => {
    if (!session) return false;
    const { data } = await client.mutate({ mutation: IqSubmitDocument, variables: { input: { sessionId: session.id } } });
    if (!data?.submitExam.session?.submittedAt) return false;
    remember(examId, session, true);
    return true;
  }, [client, examId, session]);

  return { session, problem, resume, start, save, finish };
}
