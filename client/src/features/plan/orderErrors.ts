import type { MessageDescriptor } from 'react-intl';
import type { OrderErrorCode } from '../../__generated__/graphql';
import { consentMessages, orderErrorMessages, promoMessages } from './messages';

/** Where an order refusal is shown: under a checkbox, under the promo code, or above the button. */
export type OrderProblem =
  | { readonly place: 'terms' | 'renewal' | 'promo'; readonly message: MessageDescriptor }
  | { readonly place: 'form'; readonly message: MessageDescriptor; readonly toForm: boolean };

/** The words for each order error code; the server's own wording is never shown. */
export function orderProblemFor(code: OrderErrorCode): OrderProblem {
  switch (code) {
    case 'TERMS_REQUIRED':
      return { place: 'terms', message: consentMessages.termsRequired };
    case 'RENEWAL_CONSENT_REQUIRED':
      return { place: 'renewal', message: consentMessages.renewalRequired };
    case 'PROMO_CODE_INVALID':
      return { place: 'promo', message: promoMessages.invalid };
    case 'SESSION_NOT_FOUND':
      return { place: 'form', message: orderErrorMessages.sessionNotFound, toForm: false };
    case 'TEST_NOT_SUBMITTED':
      return { place: 'form', message: orderErrorMessages.notSubmitted, toForm: false };
    case 'SKU_NOT_FOUND':
      return { place: 'form', message: orderErrorMessages.skuNotFound, toForm: false };
    case 'EMAIL_REQUIRED':
    case 'INVALID_EMAIL':
      return { place: 'form', message: orderErrorMessages.email, toForm: true };
    case 'INVALID_COUNTRY':
      return { place: 'form', message: orderErrorMessages.country, toForm: true };
    case 'ORDER_NOT_FOUND':
    // Codes of changing a paid order's address, which creating an order never answers.
    case 'SIGN_IN_REQUIRED':
    case 'CODE_REQUIRED':
    case 'CODE_INVALID':
    case 'EMAIL_UNCHANGED':
      return { place: 'form', message: orderErrorMessages.unexpected, toForm: false };
  }
}
