import { isZeroDecimal } from '@innerscope/shared/money';
import { AppError } from '../../shared/errors';
import { normalizeCountry } from '../../shared/country';

/**
 * The currencies the product sells in. Every SKU has a price in each of them, set by hand per currency (the seeds
 * refuse a SKU that lacks one), so a buyer is never shown one currency and charged another.
 */
export const OFFERED_CURRENCIES = ['USD', 'EUR', 'GBP', 'HKD', 'JPY', 'KRW', 'CNY'] as const;
export type Currency = (typeof OFFERED_CURRENCIES)[number];

const EURO_COUNTRIES = new Set([
  'AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK', 'SI', 'ES',
]);
const COUNTRY_CURRENCY: Readonly<Record<string, Currency>> = { GB: 'GBP', JP: 'JPY', KR: 'KRW', CN: 'CNY', HK: 'HKD' };

export function isOfferedCurrency(code: string): code is Currency {
  return (OFFERED_CURRENCIES as readonly string[]).includes(code);
}

/** The currency a country pays in; USD for a country without prices of its own, or none. */
export function currencyForCountry(country: string | null | undefined): Currency {
  const c = normalizeCountry(country);
  if (!c) return 'USD';
  if (EURO_COUNTRIES.has(c)) return 'EUR';
  return COUNTRY_CURRENCY[c] ?? 'USD';
}

/**
 * The currency to price in: the one asked for (the currency a buyer already paid in, for the steps after the
 * first payment), else the country's. An unknown currency is the caller's mistake.
 */
export function pricingCurrency(input: { currency?: string | null; country?: string | null }): Currency {
  const asked = input.currency?.trim().toUpperCase();
  if (!asked) return currencyForCountry(input.country);
  if (!isOfferedCurrency(asked)) throw new AppError('BAD_USER_INPUT', `Prices are in ${OFFERED_CURRENCIES.join(', ')}`, { field: 'currency' });
  return asked;
}

/**
 * The smallest amount the product shows and charges in a currency, in minor units (value x 100): a cent, or one
 * whole unit where prices are shown without decimals (JPY, KRW, CNY), so a discount never makes a price that is
 * shown rounded but charged with decimals.
 */
export function smallestAmount(currency: string): number {
  return isZeroDecimal(currency) ? 100 : 1;
}
