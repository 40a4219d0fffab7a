// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  caretAfterDigits,
  cvcLengthFor,
  detectBrand,
  formatCardNumber,
  formatExpiry,
  isValidCardNumber,
  isValidExpiry,
  passesLuhn,
  validateCard,
} from './cardValidation';

const NOW = new Date(2026, 10, 22); // 22 November 2026, local time
const VALID = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ana Silva', postalCode: '1000-001' };

describe('card number', () => {
  it('recognises the brand from the first digits', () => {
    expect(detectBrand('4242')).toBe('visa');
    expect(detectBrand('5555 5555')).toBe('mastercard');
    expect(detectBrand('2223 0031')).toBe('mastercard');
    expect(detectBrand('3782 822463')).toBe('amex');
    expect(detectBrand('3412')).toBe('amex');
    expect(detectBrand('6011 1111')).toBe('discover');
    expect(detectBrand('3566 0020')).toBe('jcb');
    expect(detectBrand('6200 0000')).toBe('unionpay');
    expect(detectBrand('9999')).toBe('unknown');
  });

  it('spaces the digits as they are printed on the card, and stops at the brand’s length', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 42ab42')).toBe('4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false);
    // Passes Luhn, but a Visa number is never 15 digits long.
    expect(isValidCardNumber('424242424242426')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
  });

  it('keeps the caret after the digit it followed when spaces come and go', () => {
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 5)).toBe(6);
    expect(caretAfterDigits('4242 4242', 0)).toBe(0);
    expect(caretAfterDigits('4242', 9)).toBe(4);
  });
});

describe('expiry date', () => {
  it('writes MM/YY as it is typed', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('accepts this month and later, refuses the past and malformed dates', () => {
    expect(isValidExpiry('11/26', NOW)).toBe(true);
    expect(isValidExpiry('12/30', NOW)).toBe(true);
    expect(isValidExpiry('10/26', NOW)).toBe(false);
    expect(isValidExpiry('12/25', NOW)).toBe(false);
    expect(isValidExpiry('13/27', NOW)).toBe(false);
    expect(isValidExpiry('00/27', NOW)).toBe(false);
    expect(isValidExpiry('1/27', NOW)).toBe(false);
    expect(isValidExpiry('12/60', NOW)).toBe(false);
  });
});

describe('the whole card form', () => {
  it('passes a complete test card', () => {
    expect(validateCard(VALID, NOW)).toEqual({});
  });

  it('asks for every field', () => {
    expect(validateCard({ number: '', expiry: '', cvc: '', name: ' ', postalCode: '' }, NOW)).toEqual({
      number: 'required',
      expiry: 'required',
      cvc: 'required',
      name: 'required',
      postalCode: 'required',
    });
  });

  it('names each wrong field', () => {
    expect(validateCard({ ...VALID, number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' }, NOW)).toEqual({
      number: 'invalidNumber',
      expiry: 'invalidExpiry',
      cvc: 'invalidCvc',
    });
  });

  it('wants 4 digits of security code for American Express, 3 for the others', () => {
    const amex = { ...VALID, number: '3782 822463 10005' };
    expect(cvcLengthFor(amex.number)).toBe(4);
    expect(validateCard({ ...amex, cvc: '123' }, NOW)).toEqual({ cvc: 'invalidCvc' });
    expect(validateCard({ ...amex, cvc: '1234' }, NOW)).toEqual({});
    expect(validateCard({ ...VALID, cvc: '1234' }, NOW)).toEqual({ cvc: 'invalidCvc' });
  });
});
