export type BillingInterval = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface PriceModel {
  currency: string;
  /** Charged each period, or once. Minor units (value x 100). */
  amount: number;
  /** Charged at signup for the trial; null without a trial. */
  trialAmount: number | null;
  /** The usual price, for "you save"; null when there is none. */
  listAmount: number | null;
}

export interface SkuModel {
  id: string;
  examId: number;
  kind: 'plan' | 'report' | 'package';
  /** basic plans are sold on the plan page; premium is the upgrade. */
  tier: 'basic' | 'premium';
  step: string | null;
  interval: BillingInterval | null;
  intervalCount: number | null;
  trialDays: number;
  features: string[];
  price: PriceModel;
}

export interface QuoteModel {
  skuId: string;
  currency: string;
  /** The price before any promo code: the trial amount when there is a trial. */
  subtotal: number;
  discount: number;
  /** Due today. */
  total: number;
  /** What each renewal will charge, for plans. */
  renewalAmount: number | null;
  /** When the first full price is charged (end of the trial, or one period after today). */
  firstChargeAt: Date | null;
  promoCode: string | null;
  percentOff: number;
}
