import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isInvalidTextError } from '../../shared/invalidText';

export type SendFailure =
  /** Too many messages from this browser or to this address; `minutes` is how long to wait, when the server says. */
  | { readonly kind: 'rateLimited'; readonly minutes: number | null }
  /** The text holds a character the server never stores (a NUL, half a surrogate pair), often from a paste. */
  | { readonly kind: 'invalidText' }
  /** The network or the server failed: the same message may be sent again. */
  | { readonly kind: 'failed' };

function secondsFrom(value: unknown): number | null {
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

// Rounded up, and never "0 minutes".
const toMinutes = (seconds: number | null) => (seconds === null ? null : Math.max(1, Math.ceil(seconds / 60)));

/** Sorts a thrown request error into what the form says. */
export function failureOf(error: unknown): SendFailure {
  if (isInvalidTextError(error)) return { kind: 'invalidText' };
  if (CombinedGraphQLErrors.is(error)) {
    const limited = error.errors.find((entry) => entry.extensions?.['code'] === 'RATE_LIMITED');
    return limited ? { kind: 'rateLimited', minutes: toMinutes(secondsFrom(limited.extensions?.['retryAfterSeconds'])) } : { kind: 'failed' };
  }
  if (ServerError.is(error) && error.statusCode === 429) {
    return { kind: 'rateLimited', minutes: toMinutes(secondsFrom(error.response.headers.get('retry-after'))) };
  }
  return { kind: 'failed' };
}
