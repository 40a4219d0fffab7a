/**
 * Which tests to suggest to someone, from the results they already have. The rules are few on purpose, so anyone
 * can say why a test was suggested:
 *
 * 1. Tests already taken are never suggested.
 * 2. Wellbeing first: when a result hints at a heavy mood (any depression-screen result; neuroticism at 60% or more
 *    on the psychological map; the reactive pole at 60% or more on the 16-type test's calm-reactive scale; a WHO-5
 *    wellbeing index under 50 on any test), mental-health tests and tests carrying the WHO-5 come first.
 * 3. Then "go deeper": tests in a category the person has already taken a test in.
 * 4. Then "new area": the other categories.
 * 5. Someone with no results gets every test, most taken first ("popular").
 *
 * Within a rule, the order given (most finished recently, then by id) is kept. Nothing here is a diagnosis: a
 * suggestion is a test to take, never a statement about the person.
 */
import type { ExamModel } from '../exam/exam.models';
import type { ResultModel } from '../scoring/scoring.models';
import type { SuggestionReason } from './testCentre.models';

export interface TakenTest {
  exam: Pick<ExamModel, 'id' | 'category' | 'code'>;
  result: Pick<ResultModel, 'scores' | 'axes'>;
}

/** At or above this percentage, neuroticism or the reactive pole counts as a heavy-mood hint. */
export const REACTIVE_PERCENT = 60;
/** Under this WHO-5 index (0-100), wellbeing counts as low. */
export const LOW_WELLBEING_INDEX = 50;

const RANK: Record<SuggestionReason, number> = { wellbeing: 3, goDeeper: 2, newArea: 1, popular: 0 };

/** Whether an exam asks the WHO-5 wellbeing items (a part with the WHO5 block). */
export const carriesWho5 = (exam: Pick<ExamModel, 'parts'>) => exam.parts.some((p) => p.blocks.some((b) => b.block === 'WHO5'));

const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Whether one result hints at a heavy mood (rule 2). */
export function hintsAtHeavyMood(taken: TakenTest): boolean {
  if (taken.exam.category === 'mental-health') return true;
  const scores = taken.result.scores as { dimensions?: Record<string, { percent?: unknown }>; wellbeingIndex?: unknown };
  const neuroticism = asNumber(scores.dimensions?.N?.percent);
  if (neuroticism !== null && neuroticism >= REACTIVE_PERCENT) return true;
  const wellbeing = asNumber(scores.wellbeingIndex);
  if (wellbeing !== null && wellbeing < LOW_WELLBEING_INDEX) return true;
  const calmReactive = taken.result.axes.find((a) => a.axis === 'ES');
  return calmReactive !== undefined && calmReactive.secondPercent >= REACTIVE_PERCENT;
}

/** Why a candidate would be suggested to someone with these results. */
export function reasonFor(candidate: Pick<ExamModel, 'category' | 'parts'>, taken: readonly TakenTest[], heavyMood: boolean): SuggestionReason {
  if (taken.length === 0) return 'popular';
  if (heavyMood && (candidate.category === 'mental-health' || carriesWho5(candidate))) return 'wellbeing';
  return taken.some((t) => t.exam.category === candidate.category) ? 'goDeeper' : 'newArea';
}

/**
 * The candidates not yet taken, ordered by the rules above; `candidates` come in popularity order, which is kept
 * within each rule.
 */
export function suggestTests<E extends Pick<ExamModel, 'id' | 'category' | 'parts'>>(
  candidates: readonly E[],
  taken: readonly TakenTest[],
): { exam: E; reason: SuggestionReason }[] {
  const takenIds = new Set(taken.map((t) => t.exam.id));
  const heavyMood = taken.some(hintsAtHeavyMood);
  return candidates
    .filter((exam) => !takenIds.has(exam.id))
    .map((exam, order) => ({ exam, reason: reasonFor(exam, taken, heavyMood), order }))
    .sort((a, b) => RANK[b.reason] - RANK[a.reason] || a.order - b.order)
    .map(({ exam, reason }) => ({ exam, reason }));
}

/** `size` items of a list read as a ring from `offset`: each refresh shows the next ones, wrapping round. */
export function rotate<T>(list: readonly T[], offset: number, size: number): { items: T[]; offset: number } {
  if (list.length === 0) return { items: [], offset: 0 };
  const start = ((Math.trunc(offset) % list.length) + list.length) % list.length;
  const count = Math.min(Math.max(0, size), list.length);
  return { items: Array.from({ length: count }, (_, i) => list[(start + i) % list.length]!), offset: start };
}
