import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { RetrieveErrorCode } from '../../__generated__/graphql';
import { isValidEmail } from '../reportForm/reportFormValidation';

/** The e-mail field's own check, with the server's codes, so both are worded alike. */
export function checkEmail(input: string): RetrieveErrorCode | null {
  const email = input.trim();
  if (email === '') return 'EMAIL_REQUIRED';
  return isValidEmail(email) ? null : 'INVALID_EMAIL';
}

export type RetrieveFailure =
  /** Asked too often; `minutes` is how long to wait when the server says so. */
  | { readonly kind: 'rateLimited'; readonly minutes: number | null }
  /** The network, or the server, failed: the same request may be tried again. */
  | { readonly kind: 'failed' };

const toMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

function secondsFrom(value: unknown): number | null {
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** Sorts a thrown request error into what the page says: wait (and for how long), or try again. */
export function failureOf(error: unknown): RetrieveFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const limited = error.errors.find((graphQLError) => graphQLError.extensions?.['code'] === 'RATE_LIMITED');
    if (!limited) return { kind: 'failed' };
    // The server names it `retryAfterSeconds`; `retryAfter` is accepted as well.
    const seconds = secondsFrom(limited.extensions?.['retryAfterSeconds']) ?? secondsFrom(limited.extensions?.['retryAfter']);
    return { kind: 'rateLimited', minutes: seconds === null ? null : toMinutes(seconds) };
  }
  if (ServerError.is(error) && error.statusCode === 429) {
    const seconds = secondsFrom(error.response.headers.get('retry-after'));
    return { kind: 'rateLimited', minutes: seconds === null ? null : toMinutes(seconds) };
  }
  return { kind: 'failed' };
}
