/**
 * Money as the product shows it. Amounts are integer minor units, always the value times 100 (spec section 9),
 * with an ISO 4217 currency code. Pure: the server uses it for e-mails and receipts too.
 *
 * - Zero-decimal display for JPY, KRW, CNY, INR, IDR, VND, and every currency Intl itself shows without
 *   decimals (CLP, ISK, UGX...).
 * - A comma as the decimal separator for EUR, PLN, BRL, DKK and HRK, whatever the interface language.
 */
export const SPEC_ZERO_DECIMAL = new Set(['JPY', 'KRW', 'CNY', 'INR', 'IDR', 'VND']);
export const COMMA_DECIMAL = new Set(['EUR', 'PLN', 'BRL', 'DKK', 'HRK']);

export function isZeroDecimal(currency: string): boolean {
  const code = currency.toUpperCase();
  if (SPEC_ZERO_DECIMAL.has(code)) return true;
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits === 0;
}

/** The amount as a number of currency units (minor units divided by 100). */
export function toMajorUnits(amountMinor: number): number {
  return amountMinor / 100;
}

/** Formats minor units in a locale, applying the product's zero-decimal and comma-decimal rules. */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const code = currency.toUpperCase();
  const zero = isZeroDecimal(code);
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    ...(zero ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  });
  const value = zero ? Math.round(toMajorUnits(amountMinor)) : toMajorUnits(amountMinor);
  const parts = formatter.formatToParts(value);
  if (!COMMA_DECIMAL.has(code) || parts.find((p) => p.type === 'decimal')?.value === ',') {
    return parts.map((p) => p.value).join('');
  }
  // The locale writes a point: swap the separators (12,345.67 becomes 12.345,67).
  return parts.map((p) => (p.type === 'decimal' ? ',' : p.type === 'group' ? '.' : p.value)).join('');
}
