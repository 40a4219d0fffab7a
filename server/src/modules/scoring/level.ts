export type Level = 'VERY_LOW' | 'LOW' | 'MODERATE' | 'HIGH' | 'VERY_HIGH';

/** The levels from the weakest lean to the strongest. */
export const LEVELS: readonly Level[] = ['VERY_LOW', 'LOW', 'MODERATE', 'HIGH', 'VERY_HIGH'];

/**
 * The one mapping from a percentage to a level, used by the free result, the report, its PDF and its e-mail.
 * A level says how strongly the person leans to the pole it is shown for, so it is always read from that pole's
 * own percentage (never from the axis or the other pole's): 0-20 very low, 21-40 low, 41-60 moderate, 61-80 high,
 * 81-100 very high. J at 61% is high (and P at 39% low); a winning pole, at 50% or more, is at least moderate.
 * The report's texts per pole and level are written for these bands.
 */
export function levelOf(polePercent: number): Level {
  if (polePercent > 80) return 'VERY_HIGH';
  if (polePercent > 60) return 'HIGH';
  if (polePercent > 40) return 'MODERATE';
  if (polePercent > 20) return 'LOW';
  return 'VERY_LOW';
}
