import { AXES, type AxisScore, type Level } from '../scoring/scoring';
import type { PoleCode, PoleLevelKey } from './report.content';

export interface PoleScoreModel {
  pole: PoleCode;
  percent: number;
  level: Level;
}

/** A pole's own level from its percentage: 0-20 very low, 21-40 low, 41-60 moderate, 61-80 high, 81-100 very high. */
export function poleLevel(percent: number): Level {
  if (percent > 80) return 'VERY_HIGH';
  if (percent > 60) return 'HIGH';
  if (percent > 40) return 'MODERATE';
  if (percent > 20) return 'LOW';
  return 'VERY_LOW';
}

export const LEVEL_KEY: Readonly<Record<Level, PoleLevelKey>> = {
  VERY_LOW: 'very_low',
  LOW: 'low',
  MODERATE: 'moderate',
  HIGH: 'high',
  VERY_HIGH: 'very_high',
};

/** The ten poles, in axis order (E, I, S, N, T, F, J, P, C, R), each with its percentage and level. */
export function poleScores(axes: readonly AxisScore[]): PoleScoreModel[] {
  return AXES.flatMap(({ axis }) => {
    const score = axes.find((a) => a.axis === axis);
    if (!score) return [];
    return [
      { pole: score.firstPole, percent: score.firstPercent, level: poleLevel(score.firstPercent) },
      { pole: score.secondPole, percent: score.secondPercent, level: poleLevel(score.secondPercent) },
    ];
  });
}
