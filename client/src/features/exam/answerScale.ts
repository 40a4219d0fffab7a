import type { AnswerValue } from '../../state/sessionState';

/**
 * The seven answers in the order they are shown, left to right: strongly agree (+3) to strongly disagree (-3).
 * The server's seven labels come in this same order.
 */
export const SCALE: readonly AnswerValue[] = [3, 2, 1, 0, -1, -2, -3];

/** Whether `value` is an answer of any scale (-3 to +5); which values an item takes depends on its kind. */
export function isAnswerValue(value: unknown): value is AnswerValue {
  return typeof value === 'number' && Number.isInteger(value) && value >= -3 && value <= 5;
}

/** The answer a number key chooses: 1 is the first circle (strongly agree), 7 the last (strongly disagree). */
export function answerForKey(key: string): AnswerValue | null {
  const position = Number(key);
  return Number.isInteger(position) && position >= 1 && position <= SCALE.length ? (SCALE[position - 1] ?? null) : null;
}
