import type { BillingInterval } from '../../__generated__/graphql';
import { isZeroDecimal } from '@innerscope/shared/money';

/**
 * The arithmetic of the plan page and the upsell steps, on amounts in minor units. Pure, so the same figures the
 * page shows are the ones the tests check; the server quotes the same way (`catalog.service.ts`).
 */

export interface PriceFields {
  readonly currency: string;
  /** Charged each period (plans) or once (packages). */
  readonly amount: number;
  readonly trialAmount: number | null;
  readonly listAmount: number | null;
}

/** The fields of a SKU the prices depend on. */
export interface PricedSku {
  readonly interval: BillingInterval | null;
  readonly intervalCount: number | null;
  readonly trialDays: number;
  readonly price: PriceFields;
}

export interface Promo {
  readonly code: string;
  readonly percentOff: number;
}

/** Days in one billing interval, for daily prices. A month counts 30 days, so a daily figure is never too low. */
const INTERVAL_DAYS: Readonly<Record<BillingInterval, number>> = { DAY: 1, WEEK: 7, MONTH: 30, YEAR: 365 };

/** Whether the SKU renews (a subscription plan) rather than being paid once. */
export function isRecurring(sku: PricedSku): sku is PricedSku & { interval: BillingInterval } {
  return sku.interval !== null;
}

/** The number of intervals in one billing period (19.99 every 4 weeks has 4). */
export function periodCount(sku: PricedSku): number {
  return Math.max(1, sku.intervalCount ?? 1);
}

/** Whether the SKU starts with a paid trial. */
export function hasTrial(sku: PricedSku): boolean {
  return sku.trialDays > 0 && sku.price.trialAmount !== null;
}

/** Days in one billing period; null for one-off purchases. */
export function periodDays(sku: PricedSku): number | null {
  return isRecurring(sku) ? INTERVAL_DAYS[sku.interval] * periodCount(sku) : null;
}

/** The full price per day in minor units, rounded to the nearest one (1999 every 4 weeks gives 71). */
export function dailyAmount(sku: PricedSku): number | null {
  const days = periodDays(sku);
  return days === null ? null : Math.round(sku.price.amount / days);
}

/** What the SKU itself charges today, before a promo code: the trial price, or the full price. */
export function chargeToday(sku: PricedSku): number {
  return hasTrial(sku) ? (sku.price.trialAmount ?? sku.price.amount) : sku.price.amount;
}

/**
 * A promo code's discount on an amount, rounded down as the server rounds it (never charging more): to the cent,
 * or to whole yen, won and yuan, which are shown without decimals.
 */
export function promoDiscount(amount: number, promo: Promo | null, currency: string): number {
  if (!promo) return 0;
  const unit = isZeroDecimal(currency) ? 100 : 1;
  return Math.floor((amount * promo.percentOff) / 100 / unit) * unit;
}

/** The saving on the usual price per period, when the SKU has one. */
export function listSaving(sku: PricedSku): number {
  const list = sku.price.listAmount;
  return list !== null && list > sku.price.amount ? list - sku.price.amount : 0;
}

export interface Totals {
  readonly currency: string;
  /** Charged today, promo code included. */
  readonly dueToday: number;
  /** What the promo code takes off today's charge. */
  readonly promoDiscount: number;
  /** Today's saving: the promo discount, plus the saving on the usual price when the full price is charged today. */
  readonly saving: number;
}

export function totalsFor(sku: PricedSku, promo: Promo | null): Totals {
  const today = chargeToday(sku);
  const discount = promoDiscount(today, promo, sku.price.currency);
  return {
    currency: sku.price.currency,
    dueToday: today - discount,
    promoDiscount: discount,
    saving: discount + (hasTrial(sku) ? 0 : listSaving(sku)),
  };
}

/**
 * Adds billing periods in the visitor's time zone. Months keep the day of the month, clamped to the month's last
 * day (31 January + 1 month = 28 or 29 February), as the server bills them.
 */
export function addPeriods(from: Date, interval: BillingInterval, count: number): Date {
  const date = new Date(from.getTime());
  switch (interval) {
    case 'DAY':
      date.setDate(date.getDate() + count);
      return date;
    case 'WEEK':
      date.setDate(date.getDate() + 7 * count);
      return date;
    case 'MONTH':
    case 'YEAR': {
      const day = date.getDate();
      date.setDate(1);
      date.setMonth(date.getMonth() + (interval === 'YEAR' ? 12 * count : count));
      const last = new Date(date.getFullYear(), date.getMonth() + 1, 0).getDate();
      date.setDate(Math.min(day, last));
      return date;
    }
  }
}

/**
 * When the full price is first charged: when the trial ends, or one period after today for a plan without a
 * trial; null for one-off purchases.
 */
export function firstFullChargeDate(sku: PricedSku, today: Date): Date | null {
  if (!isRecurring(sku)) return null;
  return hasTrial(sku) ? addPeriods(today, 'DAY', sku.trialDays) : addPeriods(today, sku.interval, periodCount(sku));
}

/** The "pay now and skip the trial" offer: the recurring plan without a trial that costs least per day. */
export function skipTrialOffer<T extends PricedSku>(plans: readonly T[]): T | undefined {
  let best: T | undefined;
  let bestDaily = Infinity;
  for (const plan of plans) {
    const days = periodDays(plan);
    const daily = days === null ? null : plan.price.amount / days;
    if (hasTrial(plan) || daily === null || daily >= bestDaily) continue;
    best = plan;
    bestDaily = daily;
  }
  return best;
}
