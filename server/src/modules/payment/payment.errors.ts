import type { PlanChangeRefusal } from '../subscription/planChange';

/** Why a payment step was refused before reaching the processor; mirrors PaymentErrorCode in schema/payment.graphql. */
export type PaymentErrorCode = 'ORDER_NOT_FOUND' | 'METHOD_UNAVAILABLE' | 'PAYMENT_TOKEN_REQUIRED' | 'NOTHING_TO_CONFIRM' | 'NO_SAVED_METHOD'
  | 'ORDER_NOT_PAID'
  | 'SKU_NOT_FOUND'
  | 'RENEWAL_CONSENT_REQUIRED'
  | PlanChangeRefusal;

export interface PaymentError {
  code: PaymentErrorCode;
  field: string | null;
  message: string;
}

export const paymentError = (code: PaymentErrorCode, field: string | null, message: string): PaymentError => ({ code, field, message });
