// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stripeElementsOptions, toStripeAmount } from './stripeOptions';

describe('Stripe Elements options', () => {
  it('gives Stripe whole yen and won, and cents for the others', () => {
    expect(toStripeAmount(15_000, 'JPY')).toBe(150);
    expect(toStripeAmount(140_000, 'krw')).toBe(1400);
    expect(toStripeAmount(100, 'USD')).toBe(100);
    expect(toStripeAmount(700, 'CNY')).toBe(700);
  });

  it('asks to keep the card for plans, in the visitor’s language', () => {
    expect(stripeElementsOptions({ total: 15_000, currency: 'JPY', savesCard: true }, 'ja-JP')).toEqual({
      mode: 'payment',
      amount: 150,
      currency: 'jpy',
      paymentMethodCreation: 'manual',
      locale: 'ja',
      setupFutureUsage: 'off_session',
    });
    expect(stripeElementsOptions({ total: 499, currency: 'EUR', savesCard: false }, 'zh-HK')).toEqual({
      mode: 'payment',
      amount: 499,
      currency: 'eur',
      paymentMethodCreation: 'manual',
      locale: 'zh-HK',
    });
  });
});
