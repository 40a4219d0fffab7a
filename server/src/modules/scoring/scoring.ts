/**
 * Scoring of the 16-type test. Pure and deterministic: the same answers always give the same result.
 *
 * Answers are integers from -3 (strongly disagree) to +3 (strongly agree). An item keyed to an axis's first
 * pole (E, S, T, J, C) adds its answer to that axis; an item keyed to the second pole (I, N, F, P, R)
 * subtracts it. The axis sum, divided by its largest possible value, places the person between the poles:
 *   firstPercent = 50 + sign(sum) * round(50 * |sum| / (3 * items)), secondPercent = 100 - firstPercent
 * (rounded away from the middle, so mirrored answers give exactly mirrored percentages).
 *
 * Winner: the pole above 50%. At exactly 50% the second pole wins (I, N, F, P, R): a documented convention,
 * so a tie is never decided by chance and a neutral answer set always gives INFP.
 *
 * Level: how strongly the person leans to the winning pole, from the winner's own percentage (`levelOf`, the
 * one mapping every page, PDF and e-mail uses): 50-60 moderate, 61-80 high, 81-100 very high.
 */
import { type Level, levelOf } from './level';

export type { Level } from './level';

export const AXES = [
  { axis: 'EI', first: 'E', second: 'I' },
  { axis: 'SN', first: 'S', second: 'N' },
  { axis: 'TF', first: 'T', second: 'F' },
  { axis: 'JP', first: 'J', second: 'P' },
  /** Emotional steadiness: the fifth indicator, reported beside the type but not part of its code. */
  { axis: 'ES', first: 'C', second: 'R' },
] as const;

export type Axis = (typeof AXES)[number]['axis'];
export type Pole = (typeof AXES)[number]['first'] | (typeof AXES)[number]['second'];

export const ANSWER_MIN = -3;
export const ANSWER_MAX = 3;

export interface ScoredItem {
  code: string;
  axis: Axis;
  keyed: Pole;
}

export interface AxisScore {
  axis: Axis;
  firstPole: Pole;
  secondPole: Pole;
  firstPercent: number;
  secondPercent: number;
  winner: Pole;
  /** The winning pole's level: how strongly the person leans to it. */
  level: Level;
}

export interface ScoreResult {
  typeCode: string;
  axes: AxisScore[];
}

export class ScoringError extends Error {
  override name = 'ScoringError';
  constructor(
    readonly code: 'MISSING_ANSWER' | 'ANSWER_OUT_OF_RANGE' | 'UNKNOWN_QUESTION',
    readonly questionCode: string,
  ) {
    super(`${code}: ${questionCode}`);
  }
}

/** Scores a complete answer set; throws ScoringError for a missing, unknown or out-of-range answer. */
export function score(items: readonly ScoredItem[], answers: Readonly<Record<string, number>>): ScoreResult {
  const known = new Set(items.map((i) => i.code));
  for (const code of Object.keys(answers)) if (!known.has(code)) throw new ScoringError('UNKNOWN_QUESTION', code);
  const sums = new Map<Axis, { sum: number; count: number }>();
  for (const item of items) {
    const value = answers[item.code];
    if (value === undefined) throw new ScoringError('MISSING_ANSWER', item.code);
    if (!Number.isInteger(value) || value < ANSWER_MIN || value > ANSWER_MAX) {
      throw new ScoringError('ANSWER_OUT_OF_RANGE', item.code);
    }
    const def = AXES.find((a) => a.axis === item.axis)!;
    const s = sums.get(item.axis) ?? { sum: 0, count: 0 };
    s.sum += item.keyed === def.first ? value : -value;
    s.count += 1;
    sums.set(item.axis, s);
  }
  const axes: AxisScore[] = [];
  for (const def of AXES) {
    const s = sums.get(def.axis);
    if (!s) continue;
    const offset = Math.round((50 * Math.abs(s.sum)) / (ANSWER_MAX * s.count));
    const firstPercent = 50 + Math.sign(s.sum) * offset;
    const secondPercent = 100 - firstPercent;
    const winner = firstPercent > 50 ? def.first : def.second;
    axes.push({
      axis: def.axis,
      firstPole: def.first,
      secondPole: def.second,
      firstPercent,
      secondPercent,
      winner,
      level: levelOf(Math.max(firstPercent, secondPercent)),
    });
  }
  const typeCode = axes
    .filter((a) => a.axis !== 'ES')
    .map((a) => a.winner)
    .join('');
  return { typeCode, axes };
}
