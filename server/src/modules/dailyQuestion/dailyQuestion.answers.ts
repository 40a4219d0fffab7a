import { addDays, daysBetween } from './dailyQuestion.calendar';
import { answerError, type DailyAnswerError } from './dailyQuestion.errors';
import type { AnswerKind, AnswerValue, RhythmModel } from './dailyQuestion.models';

/** The longest fill-in answer kept. */
export const MAX_FILL_LENGTH = 120;

/**
 * A fill-in answer as compared: NFKC (full-width letters and digits become plain ones), lower case in the
 * locale, spaces collapsed and trimmed, and trailing sentence punctuation dropped.
 */
export function normaliseFill(text: string, locale: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase(locale)
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[.!?。！？、,，]+$/u, '')
    .trim();
}

export interface RawAnswer {
  choices?: readonly number[] | null;
  text?: string | null;
}

/** The answer checked against the question's kind and options: a value to store, or what the member should fix. */
export function readAnswer(kind: AnswerKind, optionCount: number, raw: RawAnswer): { value: AnswerValue } | { error: DailyAnswerError } {
  if (kind === 'fill') {
    const text = (raw.text ?? '').trim();
    if (!text) return { error: answerError('ANSWER_REQUIRED') };
    if ([...text].length > MAX_FILL_LENGTH) return { error: answerError('ANSWER_TOO_LONG') };
    return { value: { text } };
  }
  const choices = [...new Set(raw.choices ?? [])].sort((a, b) => a - b);
  if (choices.length === 0) return { error: answerError('ANSWER_REQUIRED') };
  if (choices.some((c) => !Number.isInteger(c) || c < 0 || c >= optionCount)) return { error: answerError('INVALID_CHOICE') };
  if (kind === 'single' && choices.length > 1) return { error: answerError('INVALID_CHOICE') };
  return { value: { choices } };
}

/** Whether an answer is right; null for a reflection question (no correct options and nothing accepted). */
export function grade(question: { kind: AnswerKind; correct: number[] | null; accepted: string[]; locale: string }, value: AnswerValue): boolean | null {
  if ('text' in value) {
    if (question.accepted.length === 0) return null;
    const given = normaliseFill(value.text, question.locale);
    return question.accepted.some((a) => normaliseFill(a, question.locale) === given);
  }
  if (!question.correct) return null;
  const right = [...question.correct].sort((a, b) => a - b);
  return right.length === value.choices.length && right.every((c, i) => c === value.choices[i]);
}

/**
 * The member's rhythm from the days they answered: days in a row ending today, or ending yesterday when today is
 * still open (a day not yet answered is not a day missed), and days answered in the last seven.
 */
export function rhythmOf(days: readonly string[], today: string): RhythmModel {
  const set = new Set(days);
  const answeredToday = set.has(today);
  let daysInARow = 0;
  for (let day = answeredToday ? today : addDays(today, -1); set.has(day); day = addDays(day, -1)) daysInARow += 1;
  const daysThisWeek = [...set].filter((d) => {
    const ago = daysBetween(d, today);
    return ago >= 0 && ago < 7;
  }).length;
  return { daysInARow, daysThisWeek, answeredToday };
}
