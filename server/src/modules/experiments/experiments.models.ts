/** The four classic experiments, as stored and as named in a detail page's address (`?id=stroop`). */
export const EXPERIMENT_KEYS = ['stroop', 'reaction-time', 'visual-search', 'digit-span'] as const;
export type ExperimentKey = (typeof EXPERIMENT_KEYS)[number];

export const isExperimentKey = (key: string): key is ExperimentKey => (EXPERIMENT_KEYS as readonly string[]).includes(key);

/** What a run's main figure is counted in. */
export type ExperimentUnit = 'ms' | 'msPerItem' | 'digits';

export interface ExperimentDefinition {
  key: ExperimentKey;
  /** About how long a run takes, practice included. */
  minutes: number;
  unit: ExperimentUnit;
  /** The conditions a trial may name. */
  conditions: readonly string[];
  /** Bounds on a run's trial count: fewer gives no figure worth keeping, more is not a run of ours. */
  minTrials: number;
  maxTrials: number;
}

export const EXPERIMENTS: Readonly<Record<ExperimentKey, ExperimentDefinition>> = {
  stroop: { key: 'stroop', minutes: 4, unit: 'ms', conditions: ['congruent', 'incongruent'], minTrials: 16, maxTrials: 200 },
  'reaction-time': { key: 'reaction-time', minutes: 3, unit: 'ms', conditions: ['simple', 'choice'], minTrials: 10, maxTrials: 200 },
  'visual-search': { key: 'visual-search', minutes: 5, unit: 'msPerItem', conditions: ['feature', 'conjunction'], minTrials: 24, maxTrials: 300 },
  'digit-span': { key: 'digit-span', minutes: 4, unit: 'digits', conditions: ['forward'], minTrials: 2, maxTrials: 40 },
};

/** One trial as the browser measured it. */
export interface TrialInput {
  condition: string;
  correct: boolean;
  /** From stimulus onset to the response, in ms; null where time is not measured (digit span). */
  rtMs: number | null;
  /** Visual search: items on the screen. */
  setSize: number | null;
  /** Visual search: whether the target was there. */
  targetPresent: boolean | null;
  /** Digit span: digits in the list. */
  length: number | null;
}

/** A secondary figure of a run, such as the median of one condition. */
export interface FigureModel {
  key: string;
  value: number;
}

/** A run once scored: its main figure and what it rests on. */
export interface ScoredRun {
  score: number;
  figures: FigureModel[];
  trialsUsed: number;
  trialsExcluded: number;
}

export interface RunModel extends ScoredRun {
  id: string;
  experiment: ExperimentKey;
  createdAt: Date;
}

/** Everyone's results so far: one figure per member (their latest run). */
export interface NormModel {
  sampleSize: number;
  median: number | null;
  /** Share of others' figures below the one compared, 0 to 100; null while the sample is under the minimum. */
  percentile: number | null;
}

export interface ExperimentView {
  key: ExperimentKey;
  minutes: number;
  unit: ExperimentUnit;
  lastRun: RunModel | null;
  history: RunModel[];
  everyone: NormModel;
}
