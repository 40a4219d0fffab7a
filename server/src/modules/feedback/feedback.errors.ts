/** Why a feedback message was refused; mirrors FeedbackErrorCode in schema/feedback.graphql. */
export type FeedbackErrorCode = 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_EMAIL';

export interface FeedbackError {
  code: FeedbackErrorCode;
  field: 'message' | 'contactEmail';
  message: string;
}

export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 200;
