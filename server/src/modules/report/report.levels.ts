import { type Level, levelOf } from '../scoring/level';
import { AXES, type AxisScore } from '../scoring/scoring';
import type { PoleCode, PoleLevelKey } from './report.content';

export interface PoleScoreModel {
  pole: PoleCode;
  percent: number;
  level: Level;
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
      { pole: score.firstPole, percent: score.firstPercent, level: levelOf(score.firstPercent) },
      { pole: score.secondPole, percent: score.secondPercent, level: levelOf(score.secondPercent) },
    ];
  });
}

/** The pole each axis leans to (the winner), with its percentage and level: what the free result and the e-mail show. */
export function winningPoles<P extends { pole: string }>(axes: readonly AxisScore[], poles: readonly P[]): P[] {
  return axes.flatMap((a) => poles.filter((p) => p.pole === a.winner));
}
