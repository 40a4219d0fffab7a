/**
 * The Rasch model of the matrix reasoning test. The chance of a right answer to an item of difficulty b for a
 * person of ability θ (both on the logit scale) is 1 / (1 + e^-(θ - b)). Ability is estimated by its expected a
 * posteriori value (EAP) under a standard normal prior, with the posterior's standard deviation as its standard
 * error: EAP exists for every raw score (MLE has none for all right or all wrong), and for a fixed set of items it
 * rises with the raw score, which is the Rasch model's sufficient statistic.
 */

/** The chance of a right answer. */
export const pCorrect = (theta: number, difficulty: number) => 1 / (1 + Math.exp(difficulty - theta));

/** The quadrature grid: -6 to 6 logits in steps of 0.05, fine beside a posterior spread of 0.3 or more. */
const GRID = Array.from({ length: 241 }, (_, i) => -6 + i * 0.05);

export interface AbilityEstimate {
  theta: number;
  se: number;
}

/** EAP ability and its standard error from right (true) and wrong (false) answers to items of known difficulty. */
export function estimateAbility(responses: readonly { difficulty: number; correct: boolean }[]): AbilityEstimate {
  // Log posterior on the grid, shifted by its maximum before exponentiating so long tests never underflow.
  const logPost = GRID.map((theta) => {
    let lp = -(theta * theta) / 2;
    for (const r of responses) {
      const p = pCorrect(theta, r.difficulty);
      lp += Math.log(r.correct ? p : 1 - p);
    }
    return lp;
  });
  const top = Math.max(...logPost);
  const weights = logPost.map((lp) => Math.exp(lp - top));
  const total = weights.reduce((a, b) => a + b, 0);
  const theta = weights.reduce((a, w, i) => a + w * GRID[i]!, 0) / total;
  const variance = weights.reduce((a, w, i) => a + w * (GRID[i]! - theta) ** 2, 0) / total;
  return { theta, se: Math.sqrt(variance) };
}
