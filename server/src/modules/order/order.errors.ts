/** Why an order step was refused; mirrors OrderErrorCode in schema/order.graphql. */
export type OrderErrorCode =
  | 'SESSION_NOT_FOUND'
  | 'TEST_NOT_SUBMITTED'
  | 'SKU_NOT_FOUND'
  | 'EMAIL_REQUIRED'
  | 'INVALID_EMAIL'
  | 'TERMS_REQUIRED'
  | 'RENEWAL_CONSENT_REQUIRED'
  | 'PROMO_CODE_INVALID'
  | 'INVALID_COUNTRY'
  | 'ORDER_NOT_FOUND'
  /** A paid order's address changes only for its signed-in owner (told only to whom holds the buyer's browser or link). */
  | 'SIGN_IN_REQUIRED'
  | 'CODE_REQUIRED'
  | 'CODE_INVALID'
  | 'EMAIL_UNCHANGED';

export interface OrderError {
  code: OrderErrorCode;
  field: string | null;
  message: string;
}

export const orderError = (code: OrderErrorCode, field: string | null, message: string): OrderError => ({ code, field, message });
