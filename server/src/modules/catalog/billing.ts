import type { BillingInterval } from './catalog.models';

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

/** Applies a percentage discount in minor units, rounding the discount down (never charging more). */
export function discountOf(amount: number, percentOff: number): number {
  return Math.floor((amount * percentOff) / 100);
}
