import type { IntlShape } from 'react-intl';
import type { BillingInterval, SubscriptionStatus } from '../../__generated__/graphql';
import { formatMoney } from '@innerscope/shared/money';
import { statusMessages } from './messages';

/** What the words about a subscription depend on (the fields of `SubscriptionCard_subscription`). */
export interface SubscriptionFacts {
  readonly status: SubscriptionStatus;
  /** Charged each period, in minor units. */
  readonly amount: number;
  readonly currency: string;
  readonly interval: BillingInterval;
  readonly intervalCount: number;
  /** End of the trial or of the paid period (ISO 8601). */
  readonly currentPeriodEnd: string;
  /** The next charge or the next try of a failed one (ISO 8601); null when nothing more will be charged. */
  readonly nextChargeAt: string | null;
}

/** The statuses that may still charge, and so have a cancel button. */
const CANCELLABLE: ReadonlySet<SubscriptionStatus> = new Set<SubscriptionStatus>(['TRIALING', 'ACTIVE', 'PAST_DUE']);

export function canCancel(status: SubscriptionStatus): boolean {
  return CANCELLABLE.has(status);
}

/** The ICU values naming a billing period (`interval` and `count`), as every period message takes them. */
export function periodValues(sub: Pick<SubscriptionFacts, 'interval' | 'intervalCount'>): { interval: BillingInterval; count: number } {
  return { interval: sub.interval, count: Math.max(1, sub.intervalCount) };
}

/** A date as the panel writes it: "12 March 2027", "2027年3月12日", in the interface's locale. */
export function longDate(intl: IntlShape, iso: string): string {
  return intl.formatDate(new Date(iso), { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * The subscription's state in one sentence, with what happens next and when: "Trial until {date}, then $29.99
 * a month unless you cancel.", "Renews at $19.99 every 4 weeks on {date}.", "Cancelled: you keep access until
 * {date}...", "Payment problem: ... We'll try again on {date}.".
 */
export function statusText(intl: IntlShape, sub: SubscriptionFacts): string {
  const price = formatMoney(sub.amount, sub.currency, intl.locale);
  switch (sub.status) {
    case 'TRIALING':
      return intl.formatMessage(statusMessages.trialing, { price, date: longDate(intl, sub.currentPeriodEnd), ...periodValues(sub) });
    case 'ACTIVE':
      return intl.formatMessage(statusMessages.active, {
        price,
        date: longDate(intl, sub.nextChargeAt ?? sub.currentPeriodEnd),
        ...periodValues(sub),
      });
    case 'CANCELLED':
      return intl.formatMessage(statusMessages.cancelled, { date: longDate(intl, sub.currentPeriodEnd) });
    case 'PAST_DUE':
      return sub.nextChargeAt
        ? intl.formatMessage(statusMessages.pastDue, { date: longDate(intl, sub.nextChargeAt) })
        : intl.formatMessage(statusMessages.pastDueNoRetry);
    case 'EXPIRED':
      return intl.formatMessage(statusMessages.expired);
  }
}

/**
 * Until when a cancellation leaves access, for the confirmation: the end of the trial or paid period. Null for
 * a subscription whose renewal failed: its paid period is over, and cancelling it ends it at once.
 */
export function accessAfterCancel(sub: Pick<SubscriptionFacts, 'status' | 'currentPeriodEnd'>): string | null {
  return sub.status === 'PAST_DUE' ? null : sub.currentPeriodEnd;
}
