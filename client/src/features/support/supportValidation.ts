import type { FeedbackErrorCode } from '../../__generated__/graphql';
import { isValidEmail } from '../reportForm/reportFormValidation';

/** The message's bounds (spec section 5), the same the server applies. */
export const FEEDBACK_MIN = 10;
export const FEEDBACK_MAX = 200;

/** The contact address is asked for only when the visitor wants an answer, so it has its own "required". */
export type ContactEmailProblem = 'EMAIL_REQUIRED' | Extract<FeedbackErrorCode, 'INVALID_EMAIL'>;
export type MessageProblem = Exclude<FeedbackErrorCode, 'INVALID_EMAIL'>;

/** Characters as the server counts them: code points of the trimmed text, so an emoji counts once. */
export function characterCount(message: string): number {
  return [...message.trim()].length;
}

export function checkMessage(message: string): MessageProblem | null {
  const count = characterCount(message);
  if (count === 0) return 'REQUIRED';
  if (count < FEEDBACK_MIN) return 'TOO_SHORT';
  return count > FEEDBACK_MAX ? 'TOO_LONG' : null;
}

/** The address is checked only when its box is ticked; otherwise it is neither checked nor sent. */
export function checkContactEmail(wantsReply: boolean, email: string): ContactEmailProblem | null {
  if (!wantsReply) return null;
  const trimmed = email.trim();
  if (trimmed === '') return 'EMAIL_REQUIRED';
  return isValidEmail(trimmed) ? null : 'INVALID_EMAIL';
}
