import type { Layout, RowRule, RuleKind } from './types';

/**
 * The modelled difficulty of a matrix item, on the logit scale of a Rasch model (0 is an item that half of a
 * typical adult sample solves; each unit multiplies the odds of failing by e). It rests on what makes matrices
 * hard in the literature: how many rules must be found at once, which kinds, how many figures must be tracked
 * and how the panel is laid out.
 *
 *   difficulty = -3.0
 *              + 0.55 * (number of non-constant rules)
 *              + sum over non-constant rules of kindWeight(kind)
 *              + 0.10 * (number of constant rules)          -- attributes that must still be checked
 *              + 0.35 * log2(mean figures per panel)         -- over the nine panels of the solved matrix
 *              + layoutWeight(layout)
 *
 *   kindWeight:   progression 0.20, distribute_three 0.60, arithmetic 0.80 (constant rules count above)
 *   layoutWeight: center 0, left_right 0.25, up_down 0.25, out_in 0.35, grid2 0.45, grid3 0.70
 *
 * The result is rounded to two decimals. The weights are a prior: once answers are collected, a Rasch
 * calibration replaces them item by item.
 */

export const INTERCEPT = -3;
export const PER_NON_CONSTANT_RULE = 0.55;
export const PER_CONSTANT_RULE = 0.1;
export const PER_DOUBLING_OF_FIGURES = 0.35;

export const KIND_WEIGHTS: Readonly<Record<Exclude<RuleKind, 'constant'>, number>> = {
  progression: 0.2,
  distribute_three: 0.6,
  arithmetic: 0.8,
};

export const LAYOUT_WEIGHTS: Readonly<Record<Layout, number>> = {
  center: 0,
  left_right: 0.25,
  up_down: 0.25,
  out_in: 0.35,
  grid2: 0.45,
  grid3: 0.7,
};

export interface DifficultyInput {
  readonly layout: Layout;
  readonly rules: readonly RowRule[];
  /** Mean number of figures per panel over the nine panels (eight cells and the answer). */
  readonly meanFigures: number;
}

export function modelDifficulty({ layout, rules, meanFigures }: DifficultyInput): number {
  let logit = INTERCEPT + LAYOUT_WEIGHTS[layout] + PER_DOUBLING_OF_FIGURES * Math.log2(Math.max(1, meanFigures));
  for (const rule of rules) {
    logit += rule.rule === 'constant' ? PER_CONSTANT_RULE : PER_NON_CONSTANT_RULE + KIND_WEIGHTS[rule.rule];
  }
  return Math.round(logit * 100) / 100;
}
