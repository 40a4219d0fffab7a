import { inRange } from '../exam/itemKinds';
import type { ScorableItem } from './registry';
import { ScoringError } from './scoring';

/** Checks a complete answer set against the items: every item answered within its kind's range, none unknown. */
export function checkComplete(items: readonly ScorableItem[], answers: Readonly<Record<string, number>>): void {
  const known = new Set(items.map((i) => i.code));
  for (const code of Object.keys(answers)) if (!known.has(code)) throw new ScoringError('UNKNOWN_QUESTION', code);
  for (const item of items) {
    const value = answers[item.code];
    if (value === undefined) throw new ScoringError('MISSING_ANSWER', item.code);
    if (!inRange(item.kind, value)) throw new ScoringError('ANSWER_OUT_OF_RANGE', item.code);
  }
}

/** The WHO-5 wellbeing index: the raw sum of the five 0-5 answers times four, 0-100. */
export function who5Index(items: readonly ScorableItem[], answers: Readonly<Record<string, number>>): { raw: number; index: number } {
  const raw = items.filter((i) => i.block === 'WHO5').reduce((sum, i) => sum + answers[i.code]!, 0);
  return { raw, index: raw * 4 };
}
