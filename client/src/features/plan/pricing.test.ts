// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addPeriods,
  dailyAmount,
  firstFullChargeDate,
  type PricedSku,
  skipTrialOffer,
  totalsFor,
} from './pricing';

const sku = (fields: Partial<PricedSku> & { amount: number; trialAmount?: number | null; listAmount?: number | null }): PricedSku => ({
  interval: fields.interval === undefined ? 'MONTH' : fields.interval,
  intervalCount: fields.intervalCount ?? 1,
  trialDays: fields.trialDays ?? 0,
  price: { currency: 'USD', amount: fields.amount, trialAmount: fields.trialAmount ?? null, listAmount: fields.listAmount ?? null },
});

const trial = sku({ amount: 2999, trialAmount: 100, trialDays: 7 });
const fourWeekly = sku({ amount: 1999, listAmount: 2999, interval: 'WEEK', intervalCount: 4 });
const weekly = sku({ amount: 1999, interval: 'WEEK' });
const pack = sku({ amount: 499, listAmount: 999, interval: null, intervalCount: null });

describe('pricing', () => {
  it('gives the daily price of the spec: 19.99 every 4 weeks is 0.71 a day', () => {
    expect(dailyAmount(fourWeekly)).toBe(71);
    expect(dailyAmount(weekly)).toBe(286);
    expect(dailyAmount(pack)).toBeNull();
  });

  it('charges the trial price today, then the full price; a promo code only takes off today’s charge', () => {
    expect(totalsFor(trial, null)).toEqual({ currency: 'USD', dueToday: 100, promoDiscount: 0, saving: 0 });
    expect(totalsFor(trial, { code: 'WELCOME10', percentOff: 10 })).toEqual({ currency: 'USD', dueToday: 90, promoDiscount: 10, saving: 10 });
    // The discount is rounded down, as the server rounds it: 10% of 19.99 is 1.99.
    expect(totalsFor(fourWeekly, { code: 'WELCOME10', percentOff: 10 })).toEqual({
      currency: 'USD',
      dueToday: 1800,
      promoDiscount: 199,
      saving: 1199,
    });
    expect(totalsFor(pack, null).saving).toBe(500);
  });

  it('never leaves decimals off a price shown without them: whole yuan, yen and won, as the server rounds', () => {
    const yuan = { ...fourWeekly, price: { ...fourWeekly.price, currency: 'CNY', amount: 13_800 } };
    expect(totalsFor(yuan, { code: 'WELCOME10', percentOff: 10 })).toMatchObject({ dueToday: 12_500, promoDiscount: 1_300 });
    const won = { ...trial, price: { ...trial.price, currency: 'KRW', amount: 3_990_000, trialAmount: 150_000 } };
    expect(totalsFor(won, { code: 'WELCOME10', percentOff: 10 })).toMatchObject({ dueToday: 135_000, promoDiscount: 15_000 });
  });

  it('dates the first full charge when the trial ends, or one period from today', () => {
    const today = new Date(2026, 0, 31, 12);
    expect(firstFullChargeDate(trial, today)).toEqual(new Date(2026, 1, 7, 12));
    expect(firstFullChargeDate(fourWeekly, today)).toEqual(new Date(2026, 1, 28, 12));
    expect(firstFullChargeDate(sku({ amount: 2999 }), today)).toEqual(new Date(2026, 1, 28, 12));
    expect(firstFullChargeDate(pack, today)).toBeNull();
    expect(addPeriods(new Date(2028, 1, 29), 'YEAR', 1)).toEqual(new Date(2029, 1, 28));
  });

  it('offers the cheapest daily plan without a trial to skip it', () => {
    expect(skipTrialOffer([trial, weekly, fourWeekly])).toBe(fourWeekly);
    expect(skipTrialOffer([trial])).toBeUndefined();
  });
});
