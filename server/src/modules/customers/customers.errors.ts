import type { RefundError, RefundErrorCode } from '../payment/refund.service';

/** Why a customer step in the studio was refused; mirrors CustomerErrorCode in schema/customers.graphql. */
export type CustomerErrorCode = RefundErrorCode | 'QUERY_INVALID' | 'NOTHING_TO_RESEND';

export interface CustomerError {
  code: CustomerErrorCode;
  field: string | null;
  message: string;
}

const MESSAGES: Record<Exclude<CustomerErrorCode, RefundErrorCode> | 'NOT_FOUND' | 'IDEMPOTENCY_KEY_INVALID', string> = {
  QUERY_INVALID: 'Search for an e-mail address or an order number.',
  NOTHING_TO_RESEND: 'The order has no report e-mail to send again.',
  NOT_FOUND: 'Not found.',
  IDEMPOTENCY_KEY_INVALID: 'The request key must be 8 to 80 letters, digits, - or _.',
};

export const customerError = (code: keyof typeof MESSAGES, field: string | null = null): CustomerError => ({ code, field, message: MESSAGES[code] });
export const fromRefundError = (e: RefundError): CustomerError => e;
