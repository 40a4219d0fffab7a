import { parseCodeExamId } from '@innerscope/shared/routes';

/**
 * The tests whose wording differs from the 16-type test's: they ask questions (not statements), and their
 * results are a screen and a map (not a type). Every other exam keeps the 16-type test's words.
 * Kept apart from the words themselves, so the tab title can ask without loading them.
 */
export type WordedExam = 'DEPS' | 'YDGX';

export function wordedExamOf(codeExamId: string | null | undefined): WordedExam | null {
  const code = parseCodeExamId(codeExamId ?? '')?.code;
  return code === 'DEPS' || code === 'YDGX' ? code : null;
}
