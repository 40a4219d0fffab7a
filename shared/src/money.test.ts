import { describe, expect, it } from 'vitest';
import { formatMoney, isZeroDecimal, toMajorUnits } from './money';

const clean = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('money display (spec section 9)', () => {
  it('divides minor units by 100', () => {
    expect(toMajorUnits(2999)).toBe(29.99);
    expect(clean(formatMoney(2999, 'USD', 'en-US'))).toBe('$29.99');
    expect(clean(formatMoney(100, 'USD', 'en-US'))).toBe('$1.00');
  });

  it.each(['JPY', 'KRW', 'CNY', 'INR', 'IDR', 'VND', 'CLP', 'ISK'])('shows %s without decimals', (currency) => {
    expect(isZeroDecimal(currency)).toBe(true);
    const text = formatMoney(450_050, currency, 'en-US');
    expect(text).toMatch(/4,501|4,500/);
    expect(text).not.toMatch(/\.\d{2}\b/);
  });

  it('keeps two decimals for the others', () => {
    expect(isZeroDecimal('USD')).toBe(false);
    expect(isZeroDecimal('GBP')).toBe(false);
    expect(clean(formatMoney(1999, 'GBP', 'en-US'))).toBe('£19.99');
  });

  it.each(['EUR', 'PLN', 'BRL', 'DKK', 'HRK'])('writes %s with a decimal comma in every language', (currency) => {
    expect(formatMoney(123_456_789, currency, 'en-US')).toMatch(/1\.234\.567,89/);
    expect(formatMoney(2799, currency, 'ja-JP')).toMatch(/27,99/);
    expect(formatMoney(2799, currency, 'de-DE')).toMatch(/27,99/);
  });

  it('follows the locale for placement and grouping', () => {
    expect(clean(formatMoney(2799, 'EUR', 'fr-FR'))).toBe('27,99 €');
    expect(clean(formatMoney(2999, 'USD', 'de-DE'))).toBe('29,99 $');
    expect(formatMoney(450_000, 'JPY', 'ja-JP')).toBe('￥4,500');
    expect(formatMoney(3_900_000, 'KRW', 'ko-KR')).toBe('₩39,000');
  });
});
