import type { ExperimentKey as GqlKey, ExperimentUnit as GqlUnit } from '../../graphql/__generated__/resolvers-types';
import { AppError } from '../../shared/errors';
import type { ExperimentKey, ExperimentUnit, ExperimentView, NormModel, TrialInput } from './experiments.models';
import { MIN_SAMPLE_FOR_PERCENTILE, type SubmittedRun } from './experiments.service';

const KEY_TO_GQL: Readonly<Record<ExperimentKey, GqlKey>> = {
  stroop: 'STROOP',
  'reaction-time': 'REACTION_TIME',
  'visual-search': 'VISUAL_SEARCH',
  'digit-span': 'DIGIT_SPAN',
};
const UNIT_TO_GQL: Readonly<Record<ExperimentUnit, GqlUnit>> = { ms: 'MILLISECONDS', msPerItem: 'MS_PER_ITEM', digits: 'DIGITS' };

export const keyOf = (key: GqlKey): ExperimentKey => (Object.keys(KEY_TO_GQL) as ExperimentKey[]).find((k) => KEY_TO_GQL[k] === key)!;

export const runShape = (run: SubmittedRun) => ({ ...run, experiment: KEY_TO_GQL[run.experiment] });

export const normShape = (norm: NormModel) => ({ ...norm, minSampleForPercentile: MIN_SAMPLE_FOR_PERCENTILE });

export const experimentShape = (view: ExperimentView) => ({
  key: KEY_TO_GQL[view.key],
  minutes: view.minutes,
  unit: UNIT_TO_GQL[view.unit],
  lastRun: view.lastRun && runShape(view.lastRun),
  history: view.history.map(runShape),
  everyone: normShape(view.everyone),
});

/** GraphQL's optional fields as the domain's explicit nulls; a run's size is checked before trials are copied. */
export function trialsOf(trials: readonly { condition: string; correct: boolean; rtMs?: number | null; setSize?: number | null; targetPresent?: boolean | null; length?: number | null }[]): TrialInput[] {
  if (trials.length > 1000) throw new AppError('BAD_USER_INPUT', 'the run has too few or too many trials', { field: 'trials' });
  return trials.map((t) => ({ condition: t.condition, correct: t.correct, rtMs: t.rtMs ?? null, setSize: t.setSize ?? null, targetPresent: t.targetPresent ?? null, length: t.length ?? null }));
}
