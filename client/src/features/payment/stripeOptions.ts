import type { StripeElementLocale, StripeElementsOptionsMode } from '@stripe/stripe-js';
import type { Locale } from '@innerscope/shared/locales';

/**
 * Currencies Stripe counts in whole units. The product stores every amount as value x 100, so these are divided
 * by 100 before Stripe sees them; the list is the server's (`toStripeAmount` in stripe.provider.ts), so the
 * amount the Payment Element shows is the amount the server charges.
 */
const STRIPE_ZERO_DECIMAL = new Set([
  'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF',
]);

export function toStripeAmount(amountMinor: number, currency: string): number {
  return STRIPE_ZERO_DECIMAL.has(currency.toUpperCase()) ? Math.round(amountMinor / 100) : amountMinor;
}

/** The Payment Element's language for each interface locale. */
const STRIPE_LOCALES: Readonly<Record<Locale, StripeElementLocale>> = {
  'en-US': 'en',
  'zh-CN': 'zh',
  'zh-HK': 'zh-HK',
  'ja-JP': 'ja',
  'ko-KR': 'ko',
  'fr-FR': 'fr',
  'es-ES': 'es',
  'de-DE': 'de',
  'pt-PT': 'pt',
};

export interface StripeOrder {
  readonly total: number;
  readonly currency: string;
  /** Plans keep the card for renewals, so the element asks for consent to charge it later. */
  readonly savesCard: boolean;
  /** A card saved for later charges, nothing charged in the browser: the element is made in setup mode. */
  readonly setup?: boolean;
}

/**
 * The Elements options in deferred-intent mode: the PaymentIntent is created by our server when the buyer
 * pays, from the PaymentMethod the element creates (`paymentMethodCreation: 'manual'`).
 */
export function stripeElementsOptions(order: StripeOrder, locale: Locale): StripeElementsOptionsMode {
  if (order.setup) {
    return {
      mode: 'setup',
      currency: order.currency.toLowerCase(),
      paymentMethodCreation: 'manual',
      locale: STRIPE_LOCALES[locale],
      setupFutureUsage: 'off_session',
    };
  }
  return {
    mode: 'payment',
    amount: toStripeAmount(order.total, order.currency),
    currency: order.currency.toLowerCase(),
    paymentMethodCreation: 'manual',
    locale: STRIPE_LOCALES[locale],
    ...(order.savesCard ? { setupFutureUsage: 'off_session' as const } : {}),
  };
}
