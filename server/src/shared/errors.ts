/**
 * Codes for errors that are not the user's to fix in a form: access, lookups, limits, and the unexpected.
 * Form-level problems are data in mutation payloads instead (see each module's *.errors.ts).
 */
export type AppErrorCode =
  | 'BAD_USER_INPUT'
  /** A string with a NUL byte or a lone surrogate: text that can be neither stored nor shown. */
  | 'INVALID_TEXT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UNKNOWN_LOCALE'
  | 'EXAM_NOT_FOUND'
  | 'INTERNAL_SERVER_ERROR';

const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_USER_INPUT: 400,
  INVALID_TEXT: 400,
  UNKNOWN_LOCALE: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EXAM_NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
};

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
