/** Percentiles and levels of the psychological map's scales. */

export type ScaleLevel = 'LOW' | 'MEDIUM' | 'HIGH';

/** Own results needed before the product's own norms replace the published ones. */
export const OWN_NORMS_MIN = 500;

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The share of a normal population (mean, sd) below a score, as a percentile 1-99. */
export function percentileFromNorm(score: number, norm: { mean: number; sd: number }): number {
  if (!(norm.sd > 0)) return 50;
  return Math.min(99, Math.max(1, Math.round(normalCdf((score - norm.mean) / norm.sd) * 100)));
}

/** The share of a sample scoring lower (ties counted half), as a percentile 1-99. */
export function percentileInSample(score: number, sample: readonly number[]): number {
  if (!sample.length) return 50;
  const below = sample.filter((s) => s < score).length;
  const equal = sample.filter((s) => s === score).length;
  return Math.min(99, Math.max(1, Math.round(((below + equal / 2) / sample.length) * 100)));
}

/** Low up to the 30th percentile (or percent), high from the 70th, medium between. */
export function scaleLevel(percentileOrPercent: number): ScaleLevel {
  if (percentileOrPercent <= 30) return 'LOW';
  return percentileOrPercent >= 70 ? 'HIGH' : 'MEDIUM';
}

/** The sample variance. */
function variance(xs: readonly number[]): number {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  return xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1);
}

/** Cronbach's alpha of a scale: rows are people, columns the scale's (keyed) items. */
export function cronbachAlpha(rows: readonly (readonly number[])[]): number {
  const k = rows[0]?.length ?? 0;
  if (k < 2 || rows.length < 2) return Number.NaN;
  const itemVariances = Array.from({ length: k }, (_, j) => variance(rows.map((r) => r[j]!)));
  const totalVariance = variance(rows.map((r) => r.reduce((a, b) => a + b, 0)));
  return (k / (k - 1)) * (1 - itemVariances.reduce((a, b) => a + b, 0) / totalVariance);
}
