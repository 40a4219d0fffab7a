import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { CancelRequestErrorCode } from '../../__generated__/graphql';
import { isValidEmail } from '../reportForm/reportFormValidation';

/** The e-mail field's own check, with the server's codes and rules, so both are worded alike. */
export function checkEmail(input: string): CancelRequestErrorCode | null {
  const email = input.trim();
  if (email === '') return 'EMAIL_REQUIRED';
  return isValidEmail(email) ? null : 'INVALID_EMAIL';
}

export type RequestFailure =
  /** Asked too often; `minutes` is how long to wait, when the server says. */
  | { readonly kind: 'rateLimited'; readonly minutes: number | null }
  /** The network or the server failed: the same request may be sent again. */
  | { readonly kind: 'failed' };

const FAILED: RequestFailure = { kind: 'failed' };

function secondsFrom(value: unknown): number | null {
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

const limited = (seconds: number | null): RequestFailure => ({
  kind: 'rateLimited',
  // Rounded up, and never "0 minutes".
  minutes: seconds === null ? null : Math.max(1, Math.ceil(seconds / 60)),
});

interface ErrorEntry {
  readonly extensions?: Readonly<Record<string, unknown>> | null;
}

function rateLimitIn(errors: readonly ErrorEntry[]): RequestFailure | null {
  const entry = errors.find((error) => error.extensions?.['code'] === 'RATE_LIMITED');
  return entry ? limited(secondsFrom(entry.extensions?.['retryAfterSeconds'])) : null;
}

/** The GraphQL errors of a non-2xx answer's body, when it has any. */
function bodyErrors(bodyText: string): ErrorEntry[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
    return Array.isArray(errors) ? (errors as ErrorEntry[]) : [];
  } catch {
    return [];
  }
}

/**
 * Sorts a thrown request error into what the page says: wait (and for how long) or try again. The server
 * refuses the field with `extensions.code` RATE_LIMITED in an HTTP 200 answer; a proxy in front may refuse with
 * 429 itself, read as a failed HTTP answer, so both are looked at.
 */
export function failureOf(error: unknown): RequestFailure {
  if (CombinedGraphQLErrors.is(error)) return rateLimitIn(error.errors) ?? FAILED;
  if (ServerError.is(error) && error.statusCode === 429) {
    return (
      rateLimitIn(bodyErrors(error.bodyText)) ?? limited(secondsFrom(error.response.headers.get('retry-after')))
    );
  }
  return FAILED;
}
