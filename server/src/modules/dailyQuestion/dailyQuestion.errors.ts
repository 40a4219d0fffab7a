/**
 * What a member can fix about an answer, returned as data: nothing chosen or written, or an option that is not
 * one of the question's. Unknown questions and access are AppErrors (NOT_FOUND, UNAUTHENTICATED, FORBIDDEN).
 */
export const DAILY_ANSWER_ERROR_CODES = ['ANSWER_REQUIRED', 'INVALID_CHOICE', 'ANSWER_TOO_LONG'] as const;
export type DailyAnswerErrorCode = (typeof DAILY_ANSWER_ERROR_CODES)[number];

export interface DailyAnswerError {
  code: DailyAnswerErrorCode;
  field: 'answer';
  message: string;
}

const MESSAGES: Record<DailyAnswerErrorCode, string> = {
  ANSWER_REQUIRED: 'Choose or write an answer before submitting.',
  INVALID_CHOICE: 'That option is not one of this question’s.',
  ANSWER_TOO_LONG: 'That answer is too long.',
};

export const answerError = (code: DailyAnswerErrorCode): DailyAnswerError => ({ code, field: 'answer', message: MESSAGES[code] });
