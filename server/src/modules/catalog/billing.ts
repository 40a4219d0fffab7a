import type { BillingInterval } from './catalog.models';
import { smallestAmount } from './currencies';

/**
 * How long the introductory prices offered after a test hold: a day from the moment it was finished. The plan
 * and upsell pages count down to this end, and orders created after it are priced at the list price.
 */
export const OFFER_WINDOW_MS = 24 * 60 * 60 * 1000;

/** When a finished test's offer ends; null for a test not finished. */
export function offerEndsAt(submittedAt: Date | null): Date | null {
  return submittedAt ? new Date(submittedAt.getTime() + OFFER_WINDOW_MS) : null;
}

/** Whether the introductory prices still hold for a test at `now`. */
export function isOfferOpen(submittedAt: Date | null, now: Date): boolean {
  const end = offerEndsAt(submittedAt);
  return end !== null && now.getTime() < end.getTime();
}

/**
 * Adds billing periods in UTC. Months keep the day of the month, clamped to the month's last day
 * (31 January + 1 month = 28 or 29 February), the way card statements expect.
 */
export function addPeriods(from: Date, interval: BillingInterval, count: number): Date {
  const d = new Date(from.getTime());
  switch (interval) {
    case 'DAY':
      d.setUTCDate(d.getUTCDate() + count);
      return d;
    case 'WEEK':
      d.setUTCDate(d.getUTCDate() + 7 * count);
      return d;
    case 'MONTH':
    case 'YEAR': {
      const months = interval === 'YEAR' ? 12 * count : count;
      const day = d.getUTCDate();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() + months);
      const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
      d.setUTCDate(Math.min(day, last));
      return d;
    }
  }
}

/**
 * A percentage discount in minor units, rounded down (never charging more) to the smallest amount of the
 * currency: whole yen, won and yuan, which are shown without decimals, so what is charged is what was shown.
 */
export function discountOf(amount: number, percentOff: number, currency: string): number {
  const unit = smallestAmount(currency);
  return Math.floor((amount * percentOff) / 100 / unit) * unit;
}
