import { AppError } from '../../shared/errors';
import { EXPERIMENTS, type ExperimentKey, type TrialInput } from './experiments.models';

/** No response of ours takes longer than a minute; a time beyond it (or below zero) was not measured by our page. */
export const MAX_RT_MS = 60_000;
export const SEARCH_SET_SIZES = [4, 8, 16] as const;
export const SPAN_LENGTHS = { min: 2, max: 12 } as const;

/** Which rule a run broke, for the field path and the message the client translates by it. */
export type TrialProblem = 'TRIAL_COUNT' | 'CONDITION' | 'TIMING' | 'SET_SIZE' | 'LENGTH';

const MESSAGES: Record<TrialProblem, string> = {
  TRIAL_COUNT: 'the run has too few or too many trials',
  CONDITION: 'a trial names a condition this experiment does not have',
  TIMING: 'a response time is missing or outside 0 to 60000 ms',
  SET_SIZE: 'a search trial needs a set size of 4, 8 or 16 and whether the target was there',
  LENGTH: 'a digit-span trial needs a list length from 2 to 12',
};

function refuse(problem: TrialProblem, index?: number): never {
  throw new AppError('BAD_USER_INPUT', MESSAGES[problem], { field: index === undefined ? 'trials' : `trials.${index}` });
}

/**
 * Checks a run's trials against its experiment before anything is scored or written: the count within bounds,
 * known conditions, and each trial carrying what its experiment measures. Anything else is BAD_USER_INPUT (400).
 */
export function validateTrials(key: ExperimentKey, trials: readonly TrialInput[]): void {
  const def = EXPERIMENTS[key];
  if (trials.length < def.minTrials || trials.length > def.maxTrials) refuse('TRIAL_COUNT');
  trials.forEach((t, i) => {
    if (!def.conditions.includes(t.condition)) refuse('CONDITION', i);
    if (key === 'digit-span') {
      if (t.length === null || !Number.isInteger(t.length) || t.length < SPAN_LENGTHS.min || t.length > SPAN_LENGTHS.max) refuse('LENGTH', i);
      return;
    }
    if (t.rtMs === null || !Number.isFinite(t.rtMs) || t.rtMs < 0 || t.rtMs > MAX_RT_MS) refuse('TIMING', i);
    if (key === 'visual-search' && (t.setSize === null || !(SEARCH_SET_SIZES as readonly number[]).includes(t.setSize) || t.targetPresent === null)) refuse('SET_SIZE', i);
  });
}
