import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { type FragmentType, getFragmentData } from '../../__generated__/fragment-masking';
import { type DeclineCode, type PaymentErrorCode, type PaymentMethodKind, PaymentOutcome_PayloadFragmentDoc } from '../../__generated__/graphql';

/** What a payment step came to, as the pages act on it. */
export type PaymentOutcome =
  | { readonly kind: 'succeeded' }
  /**
   * One more step by the buyer: a processor's page to go to, or a client secret for Stripe.js. `awaitsApproval`:
   * an approval on PayPal's page, which moves no money until approved, so another method may replace it.
   */
  | {
      readonly kind: 'requiresAction';
      readonly actionUrl: string | null;
      readonly clientSecret: string | null;
      readonly method: PaymentMethodKind;
      readonly awaitsApproval: boolean;
    }
  | { readonly kind: 'processing' }
  | { readonly kind: 'declined'; readonly code: DeclineCode }
  /** Refused before reaching the processor. */
  | { readonly kind: 'rejected'; readonly code: PaymentErrorCode };

/** Why a request failed without an answer the pages can act on. */
export type RequestFailure =
  | { readonly kind: 'network' }
  /** Too many failed payments from this client: the server refuses for a while (spec section 9, HTTP 429). */
  | { readonly kind: 'rateLimited'; readonly minutes: number }
  | { readonly kind: 'unexpected' };

/** How long the server refuses after too many failed attempts, when it does not say. */
const DEFAULT_WAIT_SECONDS = 15 * 60;

export function outcomeOf(payload: FragmentType<typeof PaymentOutcome_PayloadFragmentDoc>): PaymentOutcome {
  const { result, errors } = getFragmentData(PaymentOutcome_PayloadFragmentDoc, payload);
  switch (result?.['__typename']) {
    case 'PaymentSucceeded':
      return { kind: 'succeeded' };
    case 'PaymentRequiresAction':
      return {
        kind: 'requiresAction',
        actionUrl: result.actionUrl,
        clientSecret: result.clientSecret,
        method: result.method,
        awaitsApproval: result.awaitsApproval,
      };
    case 'PaymentProcessing':
      return { kind: 'processing' };
    case 'PaymentDeclined':
      return { kind: 'declined', code: result.code };
    case undefined:
      // No result and no reason would be a server fault: treated as a processing error, never as success.
      return errors[0] ? { kind: 'rejected', code: errors[0].code } : { kind: 'declined', code: 'PROCESSING_ERROR' };
  }
}

const toMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Sorts a thrown request error into what the buyer is told: connection, waiting, or something else. */
export function failureOf(error: unknown): RequestFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const limited = error.errors.find((graphQLError) => graphQLError.extensions?.['code'] === 'RATE_LIMITED');
    if (!limited) return { kind: 'unexpected' };
    const seconds = limited.extensions?.['retryAfterSeconds'];
    return { kind: 'rateLimited', minutes: toMinutes(typeof seconds === 'number' ? seconds : DEFAULT_WAIT_SECONDS) };
  }
  if (ServerError.is(error)) {
    if (error.statusCode !== 429) return { kind: 'unexpected' };
    const header = Number(error.response.headers.get('retry-after'));
    return { kind: 'rateLimited', minutes: toMinutes(header > 0 ? header : DEFAULT_WAIT_SECONDS) };
  }
  // fetch rejects with a TypeError when the network is down or the server cannot be reached.
  if (error instanceof TypeError || !navigator.onLine) return { kind: 'network' };
  return { kind: 'unexpected' };
}

const DECLINE_CODES: readonly DeclineCode[] = [
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'AUTHENTICATION_FAILED',
  'PROCESSING_ERROR',
  'INVALID_PAYMENT_METHOD',
  'CANCELED',
];

/** A decline code read from a URL; null when it is not one. */
export function declineCodeFrom(value: string | null): DeclineCode | null {
  return DECLINE_CODES.find((code) => code === value) ?? null;
}
