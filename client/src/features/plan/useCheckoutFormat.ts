import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { BillingInterval } from '../../__generated__/graphql';
import { formatMoney } from '@innerscope/shared/money';
import { packageMessages, planTitleMessages, reviewMessages } from './messages';
import { dailyAmount, hasTrial, isRecurring, periodCount, periodDays, type PricedSku } from './pricing';
import { timeAgo } from './relativeTime';

/** Card brands as their owners write them; others are shown with a capital letter. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  diners: 'Diners Club',
  paypal: 'PayPal',
};

/** The ICU values naming a SKU's billing period (see the note at the top of `messages.ts`). */
export interface PeriodValues {
  readonly interval: BillingInterval;
  readonly count: number;
}

/**
 * The checkout's ways of writing prices, periods, dates and places in the visitor's locale: every amount goes
 * through `formatMoney`, every sentence through a message.
 */
export function useCheckoutFormat() {
  const intl = useIntl();
  return useMemo(() => {
    const money = (amount: number, currency: string) => formatMoney(amount, currency, intl.locale);
    const period = (sku: PricedSku): PeriodValues => ({ interval: sku.interval ?? 'MONTH', count: periodCount(sku) });

    /** "7-day trial, then $29.99 a month", "$0.71 a day, billed $19.99 every 4 weeks", "$19.99 a week". */
    const planTitle = (sku: PricedSku): string => {
      const { currency, amount } = sku.price;
      const price = money(amount, currency);
      if (!isRecurring(sku)) return intl.formatMessage(planTitleMessages.oneOff, { price });
      if (hasTrial(sku)) return intl.formatMessage(planTitleMessages.trialThen, { days: sku.trialDays, price, ...period(sku) });
      const daily = dailyAmount(sku);
      if (daily !== null && (periodDays(sku) ?? 0) > 7) {
        return intl.formatMessage(planTitleMessages.perDay, { perDay: money(daily, currency), price, ...period(sku) });
      }
      return intl.formatMessage(planTitleMessages.plain, { price, ...period(sku) });
    };

    const longDate = (date: Date) => intl.formatDate(date, { year: 'numeric', month: 'long', day: 'numeric' });

    /** A country's name in the visitor's language, or null for a code Intl does not know. */
    const countryName = (code: string | null | undefined): string | null => {
      if (!code || !/^[A-Za-z]{2}$/.test(code)) return null;
      try {
        const name = intl.formatDisplayName(code.toUpperCase(), { type: 'region', fallback: 'none' });
        return typeof name === 'string' && name ? name : null;
      } catch {
        return null;
      }
    };

    /** "just now", "5 minutes ago", "yesterday"... for a moment `then` seen at `now` (epoch ms). */
    const ago = (then: number, now: number): string => {
      const tier = timeAgo(then, now);
      if (tier.kind === 'justNow') return intl.formatMessage(reviewMessages.justNow);
      return intl.formatRelativeTime(-tier.value, tier.unit, { numeric: 'auto' });
    };

    /** "Visa •••• 4242", "PayPal", or null when nothing is known of the method. */
    const card = (paidWith: { brand: string | null; last4: string | null } | null | undefined): string | null => {
      const raw = paidWith?.brand?.trim().toLowerCase();
      const brand = raw ? (BRAND_NAMES[raw] ?? raw.charAt(0).toUpperCase() + raw.slice(1)) : null;
      const last4 = paidWith?.last4?.trim();
      if (brand && last4) return intl.formatMessage(packageMessages.card, { brand, last4 });
      return brand;
    };

    const percent = (percentOff: number) => intl.formatNumber(percentOff / 100, { style: 'percent' });

    return { money, period, planTitle, longDate, countryName, ago, card, percent };
  }, [intl]);
}
