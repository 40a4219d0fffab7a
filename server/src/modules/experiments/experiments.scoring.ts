import type { ExperimentKey, ScoredRun, TrialInput } from './experiments.models';

/** Faster than this, a response began before the stimulus could be seen: an anticipation, never counted. */
export const ANTICIPATION_MS = 100;
/** Slower than this, the mind was elsewhere (a lapse); per experiment, as their tasks differ in length. */
export const LAPSE_MS: Readonly<Record<ExperimentKey, number>> = { stroop: 3000, 'reaction-time': 2000, 'visual-search': 6000, 'digit-span': Infinity };
/** Within a condition, responses further than this many standard deviations from its mean are outliers. */
export const OUTLIER_SD = 2.5;
/**
 * A condition (or a set size's cell) needs this many usable trials for a figure to rest on, and at least half of
 * its trials: a figure from a few lucky answers among many errors or guesses would say nothing.
 */
export const MIN_VALID_PER_CELL = 3;
export const MIN_VALID_SHARE = 0.5;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length;
}

/**
 * Response times worth counting: anticipations (< 100 ms) and lapses go first, then, when there are enough left
 * to say what is usual (5 or more), times beyond 2.5 standard deviations of their mean.
 */
export function excludeOutliers(times: readonly number[], lapseMs: number): { kept: number[]; excluded: number } {
  const plausible = times.filter((t) => t >= ANTICIPATION_MS && t <= lapseMs);
  if (plausible.length < 5) return { kept: plausible, excluded: times.length - plausible.length };
  const m = mean(plausible)!;
  const sd = Math.sqrt(plausible.reduce((s, t) => s + (t - m) ** 2, 0) / (plausible.length - 1));
  const kept = sd === 0 ? plausible : plausible.filter((t) => Math.abs(t - m) <= OUTLIER_SD * sd);
  return { kept, excluded: times.length - kept.length };
}

/** Least-squares slope of y on x; null with fewer than two distinct x. */
export function slope(points: readonly { x: number; y: number }[]): number | null {
  if (new Set(points.map((p) => p.x)).size < 2) return null;
  const mx = mean(points.map((p) => p.x))!;
  const my = mean(points.map((p) => p.y))!;
  const sxy = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return sxy / sxx;
}

const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;

/** Why a run gives no figure: too few usable trials after exclusions, in some condition. */
export class NotEnoughTrials extends Error {
  override name = 'NotEnoughTrials';
}

/** Usable times of correct trials in one condition (or cell), or NotEnoughTrials. */
function usableTimes(trials: readonly TrialInput[], lapseMs: number): { kept: number[]; excluded: number } {
  const correct = trials.filter((t) => t.correct && t.rtMs !== null).map((t) => t.rtMs!);
  const { kept, excluded } = excludeOutliers(correct, lapseMs);
  if (kept.length < Math.max(MIN_VALID_PER_CELL, Math.ceil(trials.length * MIN_VALID_SHARE))) throw new NotEnoughTrials();
  return { kept, excluded: excluded + (trials.length - correct.length) };
}

function accuracy(trials: readonly TrialInput[]): number {
  return trials.length === 0 ? 0 : round((100 * trials.filter((t) => t.correct).length) / trials.length);
}

/** Stroop: the interference, median correct incongruent time minus median correct congruent time. */
export function scoreStroop(trials: readonly TrialInput[]): ScoredRun {
  const congruent = usableTimes(trials.filter((t) => t.condition === 'congruent'), LAPSE_MS.stroop);
  const incongruent = usableTimes(trials.filter((t) => t.condition === 'incongruent'), LAPSE_MS.stroop);
  const c = median(congruent.kept)!;
  const i = median(incongruent.kept)!;
  return {
    score: round(i - c),
    figures: [
      { key: 'congruentMs', value: round(c) },
      { key: 'incongruentMs', value: round(i) },
      { key: 'accuracyPercent', value: accuracy(trials) },
    ],
    trialsUsed: congruent.kept.length + incongruent.kept.length,
    trialsExcluded: congruent.excluded + incongruent.excluded,
  };
}

/** Reaction time: the median simple time; the choice time and its cost over the simple one beside it. */
export function scoreReactionTime(trials: readonly TrialInput[]): ScoredRun {
  const simple = usableTimes(trials.filter((t) => t.condition === 'simple'), LAPSE_MS['reaction-time']);
  const choice = usableTimes(trials.filter((t) => t.condition === 'choice'), LAPSE_MS['reaction-time']);
  const s = median(simple.kept)!;
  const c = median(choice.kept)!;
  return {
    score: round(s),
    figures: [
      { key: 'simpleMs', value: round(s) },
      { key: 'choiceMs', value: round(c) },
      { key: 'choiceCostMs', value: round(c - s) },
      { key: 'accuracyPercent', value: accuracy(trials.filter((t) => t.condition === 'choice')) },
    ],
    trialsUsed: simple.kept.length + choice.kept.length,
    trialsExcluded: simple.excluded + choice.excluded,
  };
}

/** The search slope of one condition: mean correct target-present time against set size. */
function searchSlope(trials: readonly TrialInput[]): { slope: number; used: number; excluded: number } {
  const present = trials.filter((t) => t.targetPresent === true);
  const sizes = [...new Set(present.map((t) => t.setSize!))].sort((a, b) => a - b);
  let used = 0;
  let excluded = trials.length - present.length;
  const points = sizes.map((size) => {
    const cell = usableTimes(present.filter((t) => t.setSize === size), LAPSE_MS['visual-search']);
    used += cell.kept.length;
    excluded += cell.excluded;
    return { x: size, y: mean(cell.kept)! };
  });
  const s = slope(points);
  if (s === null) throw new NotEnoughTrials();
  return { slope: s, used, excluded };
}

/** Visual search: the conjunction slope in ms per item, beside the feature slope (Treisman and Gelade). */
export function scoreVisualSearch(trials: readonly TrialInput[]): ScoredRun {
  const feature = searchSlope(trials.filter((t) => t.condition === 'feature'));
  const conjunction = searchSlope(trials.filter((t) => t.condition === 'conjunction'));
  return {
    score: round(conjunction.slope),
    figures: [
      { key: 'featureSlope', value: round(feature.slope) },
      { key: 'conjunctionSlope', value: round(conjunction.slope) },
      { key: 'accuracyPercent', value: accuracy(trials) },
    ],
    trialsUsed: feature.used + conjunction.used,
    trialsExcluded: feature.excluded + conjunction.excluded,
  };
}

/** Digit span: the longest list recalled right, in digits (0 when none was). */
export function scoreDigitSpan(trials: readonly TrialInput[]): ScoredRun {
  const right = trials.filter((t) => t.correct).map((t) => t.length!);
  const span = right.length === 0 ? 0 : Math.max(...right);
  return {
    score: span,
    figures: [
      { key: 'listsRight', value: right.length },
      { key: 'listsTried', value: trials.length },
    ],
    trialsUsed: trials.length,
    trialsExcluded: 0,
  };
}

const SCORERS: Readonly<Record<ExperimentKey, (trials: readonly TrialInput[]) => ScoredRun>> = {
  stroop: scoreStroop,
  'reaction-time': scoreReactionTime,
  'visual-search': scoreVisualSearch,
  'digit-span': scoreDigitSpan,
};

/** A run's figures from its trials; throws NotEnoughTrials when exclusions leave too little to go on. */
export function scoreRun(key: ExperimentKey, trials: readonly TrialInput[]): ScoredRun {
  return SCORERS[key](trials);
}

