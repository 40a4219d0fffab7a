/** Why a test step was refused; mirrors ExamErrorCode in schema/exam.graphql. */
export type ExamErrorCode =
  | 'EXAM_NOT_FOUND'
  | 'UNKNOWN_LOCALE'
  | 'SESSION_NOT_FOUND'
  | 'UNKNOWN_QUESTION'
  | 'ANSWER_OUT_OF_RANGE'
  | 'INCOMPLETE_ANSWERS'
  | 'TOO_MANY_ANSWERS'
  | 'NAME_REQUIRED'
  | 'EMAIL_REQUIRED'
  | 'INVALID_EMAIL'
  | 'INVALID_BIRTH_YEAR'
  | 'INVALID_GENDER'
  | 'INVALID_COUNTRY'
  | 'TIME_UP'
  | 'NOT_IN_FORM'
  | 'TIMED_EXAM'
  | 'HEALTH_CONSENT_REQUIRED';

export interface ExamError {
  code: ExamErrorCode;
  field: string | null;
  message: string;
}

export const examError = (code: ExamErrorCode, field: string | null, message: string): ExamError => ({ code, field, message });

/** Thrown inside a transaction to roll it back and hand the errors to the caller as data. */
export class ExamRejection extends Error {
  override name = 'ExamRejection';
  constructor(readonly errors: ExamError[]) {
    super(errors.map((e) => e.code).join(', '));
  }
}
