import type { AnswerValue } from '../../../state/sessionState';

/**
 * The answer scales a test's items use. Each kind lists its values in the order they are shown (first to last);
 * the server's labels for a kind come in this same order.
 * - `AGREE7`: strongly agree (+3) to strongly disagree (-3).
 * - `FREQ0_3`: not at all (0) to nearly every day (3).
 * - `FREQ0_5`: at no time (0) to all of the time (5).
 * - `ACCURACY5`: very inaccurate (1) to very accurate (5).
 * The names are the server's `ItemKind` values.
 */
export const ANSWER_KINDS = ['AGREE7', 'FREQ0_3', 'FREQ0_5', 'ACCURACY5'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

export const KIND_VALUES: Readonly<Record<AnswerKind, readonly AnswerValue[]>> = {
  AGREE7: [3, 2, 1, 0, -1, -2, -3],
  FREQ0_3: [0, 1, 2, 3],
  FREQ0_5: [0, 1, 2, 3, 4, 5],
  ACCURACY5: [1, 2, 3, 4, 5],
};

export function isAnswerKind(value: unknown): value is AnswerKind {
  return typeof value === 'string' && (ANSWER_KINDS as readonly string[]).includes(value);
}

/** The kind of an item as the server names it; an unknown name falls back to the seven-point scale. */
export function answerKindOf(value: string | null | undefined): AnswerKind {
  return isAnswerKind(value) ? value : 'AGREE7';
}

/** Whether `value` is one of the kind's answers. */
export function isValueOfKind(kind: AnswerKind, value: unknown): value is AnswerValue {
  return typeof value === 'number' && KIND_VALUES[kind].includes(value as AnswerValue);
}

/** The answer a number key chooses: 1 is the first option shown, and so on; null for any other key. */
export function answerForKindKey(kind: AnswerKind, key: string): AnswerValue | null {
  const values = KIND_VALUES[kind];
  const position = Number(key);
  return Number.isInteger(position) && position >= 1 && position <= values.length ? (values[position - 1] ?? null) : null;
}
