/**
 * What a member or a moderator can fix, returned as data. Unknown posts and access are AppErrors (NOT_FOUND,
 * UNAUTHENTICATED, FORBIDDEN); reacting and reporting too fast are RATE_LIMITED.
 */
export const PUBLISH_ERROR_CODES = ['BODY_REQUIRED', 'BODY_TOO_LONG', 'TOO_MANY_POSTS'] as const;
export type PublishErrorCode = (typeof PUBLISH_ERROR_CODES)[number];

export const DECISION_ERROR_CODES = ['REASON_REQUIRED', 'NOTE_TOO_LONG'] as const;
export type DecisionErrorCode = (typeof DECISION_ERROR_CODES)[number];

export interface TreeHoleError<C extends string> {
  code: C;
  field: string;
  message: string;
}

const MESSAGES: Record<PublishErrorCode | DecisionErrorCode, string> = {
  BODY_REQUIRED: 'Write something before publishing.',
  BODY_TOO_LONG: 'A post holds at most 500 characters.',
  TOO_MANY_POSTS: 'You have posted a lot in a short time; try again later.',
  REASON_REQUIRED: 'Choose the reason for removing the post.',
  NOTE_TOO_LONG: 'The note holds at most 300 characters.',
};

export const publishError = (code: PublishErrorCode): TreeHoleError<PublishErrorCode> => ({ code, field: code === 'TOO_MANY_POSTS' ? 'form' : 'body', message: MESSAGES[code] });
export const decisionError = (code: DecisionErrorCode): TreeHoleError<DecisionErrorCode> => ({ code, field: code === 'REASON_REQUIRED' ? 'reason' : 'note', message: MESSAGES[code] });
