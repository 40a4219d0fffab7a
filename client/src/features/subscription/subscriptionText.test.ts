// @vitest-environment node
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import english from '../../i18n/compiled/subscription/en-US.json';
import type { Messages } from '../../i18n/loadMessages';
import { accessAfterCancel, canCancel, periodValues, statusText, type SubscriptionFacts } from './subscriptionText';

const intlIn = (locale: string) =>
  // The English words in every locale: these tests are about the figures and dates each locale writes.
  createIntl({ locale, defaultLocale: 'en-US', messages: english as unknown as Messages, onError: () => undefined });

const trial: SubscriptionFacts = {
  status: 'TRIALING',
  amount: 2999,
  currency: 'USD',
  interval: 'MONTH',
  intervalCount: 1,
  currentPeriodEnd: '2027-03-12T12:00:00.000Z',
  nextChargeAt: '2027-03-12T12:00:00.000Z',
};

describe('statusText', () => {
  const en = intlIn('en-US');

  it('words every status with what happens next and when', () => {
    expect(statusText(en, trial)).toBe('Trial until March 12, 2027, then $29.99 a month unless you cancel.');
    expect(statusText(en, { ...trial, status: 'ACTIVE', interval: 'WEEK', intervalCount: 4, amount: 1999 })).toBe(
      'Renews at $19.99 every 4 weeks on March 12, 2027.',
    );
    expect(statusText(en, { ...trial, status: 'CANCELLED', nextChargeAt: null })).toBe(
      'Cancelled: you keep access until March 12, 2027. Nothing more will be charged.',
    );
    expect(statusText(en, { ...trial, status: 'PAST_DUE', nextChargeAt: '2027-03-14T12:00:00.000Z' })).toBe(
      'Payment problem: we could not take the last payment. We’ll try again on March 14, 2027.',
    );
    expect(statusText(en, { ...trial, status: 'PAST_DUE', nextChargeAt: null })).toBe(
      'Payment problem: we could not take the last payment.',
    );
    expect(statusText(en, { ...trial, status: 'EXPIRED', nextChargeAt: null })).toBe('Ended. Nothing more will be charged.');
  });

  it('names one-interval and several-interval periods', () => {
    expect(statusText(en, { ...trial, status: 'ACTIVE', interval: 'WEEK', intervalCount: 1 })).toContain('$29.99 a week on');
    expect(statusText(en, { ...trial, status: 'ACTIVE', interval: 'YEAR', intervalCount: 1 })).toContain('$29.99 a year on');
    expect(statusText(en, { ...trial, status: 'ACTIVE', interval: 'DAY', intervalCount: 3 })).toContain('$29.99 every 3 days on');
    expect(periodValues({ interval: 'MONTH', intervalCount: 0 })).toEqual({ interval: 'MONTH', count: 1 });
  });

  it('writes amounts and dates the way the locale does, with the product’s money rules', () => {
    expect(statusText(intlIn('de-DE'), { ...trial, currency: 'EUR' })).toBe(
      'Trial until 12. März 2027, then 29,99\u00a0€ a month unless you cancel.',
    );
    expect(statusText(intlIn('ja-JP'), { ...trial, currency: 'JPY', amount: 450000, status: 'CANCELLED' })).toBe(
      'Cancelled: you keep access until 2027年3月12日. Nothing more will be charged.',
    );
    expect(statusText(intlIn('en-US'), { ...trial, currency: 'JPY', amount: 450000 })).toContain('¥4,500 a month');
  });
});

describe('what may be cancelled, and until when access lasts', () => {
  it('cancels only what may still charge', () => {
    expect(['TRIALING', 'ACTIVE', 'PAST_DUE', 'CANCELLED', 'EXPIRED'].filter((status) => canCancel(status as never))).toEqual([
      'TRIALING',
      'ACTIVE',
      'PAST_DUE',
    ]);
  });

  it('keeps access to the period’s end, except after a failed renewal', () => {
    expect(accessAfterCancel(trial)).toBe('2027-03-12T12:00:00.000Z');
    expect(accessAfterCancel({ ...trial, status: 'ACTIVE' })).toBe('2027-03-12T12:00:00.000Z');
    expect(accessAfterCancel({ ...trial, status: 'PAST_DUE' })).toBeNull();
  });
});
