/**
 * What a person can fix about a run, returned as data: too many anticipations, lapses or errors left too few
 * trials to give a figure, so the run is best taken again. A malformed run is BAD_USER_INPUT (see validation).
 */
export const EXPERIMENT_RUN_ERROR_CODES = ['TOO_FEW_VALID_TRIALS'] as const;
export type ExperimentRunErrorCode = (typeof EXPERIMENT_RUN_ERROR_CODES)[number];

export interface ExperimentRunError {
  code: ExperimentRunErrorCode;
  field: 'trials';
  message: string;
}

const MESSAGES: Record<ExperimentRunErrorCode, string> = {
  TOO_FEW_VALID_TRIALS: 'Too few trials could be counted to give a figure. Please take the run again.',
};

export const runError = (code: ExperimentRunErrorCode): ExperimentRunError => ({ code, field: 'trials', message: MESSAGES[code] });
