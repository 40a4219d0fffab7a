import type { BillingInterval } from '../catalog/catalog.models';
import type { PaymentMethodKind, ProviderName } from '../payment/provider';

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'cancelled' | 'expired';

export interface SubscriptionRow {
  id: string;
  order_id: string;
  exam_session_id: string;
  email: string;
  locale: string;
  sku_id: string;
  tier: 'basic' | 'premium';
  provider: ProviderName;
  method: PaymentMethodKind;
  payment_method_token: string | null;
  currency: string;
  amount: number;
  interval: BillingInterval;
  interval_count: number;
  status: SubscriptionStatus;
  period_number: number;
  current_period_end: Date;
  next_charge_at: Date | null;
  failed_attempts: number;
  reminded_period: number | null;
  cancelled_at: Date | null;
  ended_at: Date | null;
  end_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Days after a failed renewal when the engine tries again; after the last, the subscription expires. */
export const RETRY_DAYS = [1, 3, 5] as const;
/** The renewal reminder goes out this long before the first full charge. */
export const REMINDER_BEFORE_MS = 48 * 60 * 60 * 1000;
/** Statuses that give access. A cancelled subscription gives it until the end of its period. */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];
