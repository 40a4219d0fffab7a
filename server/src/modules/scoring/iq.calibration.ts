/**
 * Recalibration of the matrix reasoning test from the product's own results. Starting from the modelled
 * difficulties, it alternates between each person's ability (EAP) and each item's difficulty (a Newton step on the
 * Rasch likelihood with the abilities held), then fixes the scale's origin by keeping the mean difficulty of the
 * recalibrated items where the model put it. An item answered by fewer than MIN_RESPONSES people keeps its
 * modelled difficulty. The scale is then the mean and standard deviation of the abilities re-estimated with the
 * new difficulties.
 */
import { estimateAbility, pCorrect } from './iq.rasch';

export const MIN_RESPONSES = 30;
const ROUNDS = 8;
const BOUND = 5;

export interface CalibrationInput {
  /** Per result, each item's code and whether it was answered right. */
  results: readonly (readonly { code: string; correct: boolean }[])[];
  /** Current (modelled) difficulties by item code. */
  difficulties: Readonly<Record<string, number>>;
}

export interface Calibration {
  difficulties: Record<string, number>;
  mean: number;
  sd: number;
  sampleSize: number;
  thetas: number[];
}

const round = (x: number) => Math.round(x * 1000) / 1000;

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export function recalibrate(input: CalibrationInput): Calibration {
  const b: Record<string, number> = { ...input.difficulties };
  const results = input.results.map((r) => r.filter((x) => b[x.code] !== undefined));
  const counts: Record<string, number> = {};
  for (const r of results) for (const x of r) counts[x.code] = (counts[x.code] ?? 0) + 1;
  const free = Object.keys(b).filter((code) => (counts[code] ?? 0) >= MIN_RESPONSES);
  const anchor = mean(free.map((c) => input.difficulties[c]!));
  const thetasOf = () => results.map((r) => estimateAbility(r.map((x) => ({ difficulty: b[x.code]!, correct: x.correct }))).theta);
  for (let pass = 0; pass < ROUNDS && free.length; pass++) {
    const thetas = thetasOf();
    const gradient: Record<string, number> = {};
    const information: Record<string, number> = {};
    results.forEach((r, i) => {
      for (const x of r) {
        const p = pCorrect(thetas[i]!, b[x.code]!);
        gradient[x.code] = (gradient[x.code] ?? 0) + p - (x.correct ? 1 : 0);
        information[x.code] = (information[x.code] ?? 0) + p * (1 - p);
      }
    });
    for (const code of free) {
      const step = gradient[code]! / Math.max(information[code]!, 1e-6);
      b[code] = Math.min(BOUND, Math.max(-BOUND, b[code]! + Math.max(-1, Math.min(1, step))));
    }
    const shift = anchor - mean(free.map((c) => b[c]!));
    for (const code of free) b[code] = b[code]! + shift;
  }
  const thetas = thetasOf();
  const m = mean(thetas);
  const sd = thetas.length > 1 ? Math.sqrt(thetas.reduce((a, t) => a + (t - m) ** 2, 0) / (thetas.length - 1)) : 1;
  return {
    difficulties: Object.fromEntries(Object.entries(b).map(([k, v]) => [k, round(v)])),
    mean: round(m),
    sd: round(sd > 0 ? sd : 1),
    sampleSize: results.length,
    thetas: thetas.map(round),
  };
}
