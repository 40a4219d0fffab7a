import type { OrderStatus } from './order.state';

export interface ConsentRecord {
  /** When the buyer ticked the boxes (server time). */
  at: string;
  /** The version of the terms text shown, such as checkout-2026-11-27. */
  textVersion: string;
  termsAccepted: true;
  /** Separate, unticked by default: agreement to automatic renewal (plans only). */
  renewalAccepted: boolean;
  currency: string;
  /** Charged today, minor units. */
  amountToday: number;
  /** Charged at each renewal, minor units; null for one-off purchases. */
  renewalAmount: number | null;
  interval: string | null;
  intervalCount: number | null;
  trialDays: number;
  firstChargeAt: string | null;
}

export interface OrderModel {
  id: string;
  orderNumber: string;
  examSessionId: string;
  skuId: string;
  email: string;
  locale: string;
  country: string | null;
  currency: string;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  promoCode: string | null;
  status: OrderStatus;
  consent: ConsentRecord;
  createdAt: Date;
  paidAt: Date | null;
}
