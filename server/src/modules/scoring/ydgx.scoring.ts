/**
 * The psychological map (YDGX). Items answered 1-5 (accuracy5) or 0-5 (WHO-5).
 *
 * Each dimension (Big Five E A C N O; thinking R; relationship INT IND SEC; motives SOC RES EMO QUA) is the sum of
 * its items, a - keyed item counting as 6 minus its answer; its mean (1-5) is rescaled to a percent (0-100).
 * Percentiles are not part of the score: they depend on the norms in force and are read with the result.
 *
 * Thinking: mean R 3.5 or above reflective, 2.5 or below intuitive, neutral between.
 * Relationship quadrant, from the means of SEC, INT and IND: security strength counts as high from 3.0 (the
 * scale's middle) up. High security with intimacy needs of 2.5 or more is secure, with lower intimacy needs
 * dismissing. Low security with intimacy needs of 3.5 or more (and at least the independence needs) is
 * preoccupied; with independence needs of 3.5 or more dismissing; otherwise fearful.
 * Top motive: the highest mean of SOC RES EMO QUA (ties in that order). Wellbeing: WHO-5 raw sum x 4.
 */
import { checkComplete, who5Index } from './answers';
import type { ExamScorer } from './registry';

export const BIG_FIVE = ['E', 'A', 'C', 'N', 'O'] as const;
export const RELATIONSHIP = ['INT', 'IND', 'SEC'] as const;
export const MOTIVES = ['SOC', 'RES', 'EMO', 'QUA'] as const;
export const MAP_DIMENSIONS = [...BIG_FIVE, 'R', ...RELATIONSHIP, ...MOTIVES] as const;

export type Quadrant = 'secure' | 'fearful' | 'preoccupied' | 'dismissing';
export type Thinking = 'intuitive' | 'reflective' | 'neutral';

export interface DimensionScore {
  sum: number;
  count: number;
  mean: number;
  percent: number;
}

export interface YdgxScores {
  dimensions: Record<string, DimensionScore>;
  thinking: Thinking;
  quadrant: Quadrant;
  topMotive: string;
  who5Raw: number;
  wellbeingIndex: number;
}

/** An accuracy5 answer as it counts toward its dimension. */
export const keyedValue = (value: number, keyed: string) => (keyed === '-' ? 6 - value : value);

export function thinkingOf(meanR: number): Thinking {
  if (meanR >= 3.5) return 'reflective';
  if (meanR <= 2.5) return 'intuitive';
  return 'neutral';
}

export function quadrantOf(m: { SEC: number; INT: number; IND: number }): Quadrant {
  if (m.SEC >= 3) return m.INT >= 2.5 ? 'secure' : 'dismissing';
  if (m.INT >= 3.5 && m.INT >= m.IND) return 'preoccupied';
  if (m.IND >= 3.5) return 'dismissing';
  return 'fearful';
}

export const ydgxScorer: ExamScorer<YdgxScores> = {
  code: 'YDGX',
  score(items, answers) {
    checkComplete(items, answers);
    const dimensions: Record<string, DimensionScore> = {};
    for (const item of items) {
      if (item.block === 'WHO5' || !item.dimension) continue;
      const d = (dimensions[item.dimension] ??= { sum: 0, count: 0, mean: 0, percent: 0 });
      d.sum += keyedValue(answers[item.code]!, item.keyed);
      d.count += 1;
    }
    for (const d of Object.values(dimensions)) {
      d.mean = Math.round((d.sum / d.count) * 100) / 100;
      d.percent = Math.round(((d.sum / d.count - 1) / 4) * 100);
    }
    const mean = (dim: string) => (dimensions[dim] ? dimensions[dim].sum / dimensions[dim].count : 3);
    const thinking = thinkingOf(mean('R'));
    const quadrant = quadrantOf({ SEC: mean('SEC'), INT: mean('INT'), IND: mean('IND') });
    const topMotive = MOTIVES.reduce((best, m) => (mean(m) > mean(best) ? m : best), MOTIVES[0] as string);
    const { raw, index } = who5Index(items, answers);
    return { typeCode: quadrant.toUpperCase(), scores: { dimensions, thinking, quadrant, topMotive, who5Raw: raw, wellbeingIndex: index } };
  },
};
