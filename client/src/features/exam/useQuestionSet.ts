import { useCallback, useEffect, useRef, useState } from 'react';
import { useFromPage } from '../../app/firstScreen';
import { DEFAULT_LOCALE } from '@innerscope/shared/locales';
import { fetchQuestionSet, type QuestionSet, QuestionSetRefused } from './questionSetRequest';

export type { QuestionSet };

export interface QuestionSetState {
  /** The statements, in the language asked for or, while that one loads, in the one shown before. */
  readonly set: QuestionSet | undefined;
  readonly failure: 'examNotFound' | 'unavailable' | null;
  readonly retry: () => void;
}

/**
 * The exam's statements and answer labels in the interface language, or in the default language when the test
 * is not offered in that one.
 */
export function useQuestionSet(examId: number, locale: string): QuestionSetState {
  // The statements the page came with (see app/firstScreen), if any: the first screen then asks for nothing.
  const answered = useFromPage<{ questions: QuestionSet }>('ExamQuestions', { examId, locale })?.questions;
  const [shown, setShown] = useState<QuestionSet | undefined>(answered);
  const [failure, setFailure] = useState<QuestionSetState['failure']>(null);
  const [attempt, setAttempt] = useState(0);
  const fromPage = useRef(shown !== undefined);

  useEffect(() => {
    if (fromPage.current) {
      fromPage.current = false;
      return undefined;
    }
    let live = true;
    const load = async (language: string): Promise<void> => {
      try {
        const set = await fetchQuestionSet(examId, language);
        if (!live) return;
        setShown(set);
        setFailure(null);
      } catch (error) {
        if (!live) return;
        const codes = error instanceof QuestionSetRefused ? error.codes : [];
        if (codes.includes('UNKNOWN_LOCALE') && language !== DEFAULT_LOCALE) return load(DEFAULT_LOCALE);
        setFailure(codes.includes('EXAM_NOT_FOUND') ? 'examNotFound' : 'unavailable');
      }
    };
    void load(locale);
    return () => {
      live = false;
    };
  }, [examId, locale, attempt]);

  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((count) => count + 1);
  }, []);
  return { set: shown, failure, retry };
}
