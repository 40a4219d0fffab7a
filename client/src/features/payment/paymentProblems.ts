import type { MessageDescriptor } from 'react-intl';
import type { DeclineCode, PaymentErrorCode } from '../../__generated__/graphql';
import { cardErrorMessages, declineMessages, paymentErrorMessages } from './messages';
import type { RequestFailure } from './paymentOutcome';

/** Why the buyer's last payment attempt did not go through, as the payment page shows it. */
export type PaymentProblem =
  | { readonly kind: 'declined'; readonly code: DeclineCode }
  | { readonly kind: 'rejected'; readonly code: PaymentErrorCode }
  | RequestFailure
  /** The card form has missing or wrong fields (their own errors are under them). */
  | { readonly kind: 'incomplete' }
  /** The processor's form was not ready when the buyer paid. */
  | { readonly kind: 'notReady' };

/** The words for each decline; the server's own wording is never shown. */
export function declineMessage(code: DeclineCode | null): MessageDescriptor {
  switch (code) {
    case 'CARD_DECLINED':
      return declineMessages.cardDeclined;
    case 'INSUFFICIENT_FUNDS':
      return declineMessages.insufficientFunds;
    case 'AUTHENTICATION_FAILED':
      return declineMessages.authenticationFailed;
    case 'PROCESSING_ERROR':
      return declineMessages.processingError;
    case 'INVALID_PAYMENT_METHOD':
      return declineMessages.invalidPaymentMethod;
    case 'CANCELED':
      return declineMessages.canceled;
    case null:
      return declineMessages.unknown;
  }
}

export function paymentErrorMessage(code: PaymentErrorCode): MessageDescriptor {
  switch (code) {
    case 'ORDER_NOT_FOUND':
      return paymentErrorMessages.orderNotFound;
    case 'METHOD_UNAVAILABLE':
      return paymentErrorMessages.methodUnavailable;
    case 'PAYMENT_TOKEN_REQUIRED':
      return paymentErrorMessages.tokenRequired;
    case 'NOTHING_TO_CONFIRM':
      return paymentErrorMessages.nothingToConfirm;
    case 'NO_SAVED_METHOD':
      return paymentErrorMessages.noSavedMethod;
    case 'ORDER_NOT_PAID':
      return paymentErrorMessages.orderNotPaid;
    case 'SKU_NOT_FOUND':
      return paymentErrorMessages.skuNotFound;
    case 'RENEWAL_CONSENT_REQUIRED':
      return paymentErrorMessages.renewalConsentRequired;
    case 'PLAN_BELOW_CURRENT':
      return paymentErrorMessages.planBelowCurrent;
    case 'PLAN_ALREADY_ACTIVE':
      return paymentErrorMessages.planAlreadyActive;
  }
}

/** The message of a problem with its values. */
export function problemMessage(problem: PaymentProblem): { message: MessageDescriptor; values?: Record<string, number> } {
  switch (problem.kind) {
    case 'declined':
      return { message: declineMessage(problem.code) };
    case 'rejected':
      return { message: paymentErrorMessage(problem.code) };
    case 'network':
      return { message: paymentErrorMessages.network };
    case 'rateLimited':
      return { message: paymentErrorMessages.rateLimited, values: { minutes: problem.minutes } };
    case 'unexpected':
      return { message: paymentErrorMessages.unexpected };
    case 'incomplete':
      return { message: cardErrorMessages.incomplete };
    case 'notReady':
      return { message: cardErrorMessages.notReady };
  }
}
