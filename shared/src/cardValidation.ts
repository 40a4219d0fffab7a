/**
 * The sandbox card form's rules: brand detection, spacing as the number is typed, and the checks a card
 * processor's own form makes before anything is sent (Luhn, expiry, security code length). Pure.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unionpay' | 'unknown';

interface BrandRule {
  readonly brand: Exclude<CardBrand, 'unknown'>;
  readonly matches: (digits: string) => boolean;
  /** The lengths a number of this brand can have. */
  readonly lengths: readonly number[];
  /** Where the spaces go when the number is shown (positions in digits). */
  readonly gaps: readonly number[];
  readonly cvcLength: 3 | 4;
}

/** Brand names as the card networks and wallets write them; never translated. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
  paypal: 'PayPal',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
};

/** A brand as shown to the buyer (`visa` is Visa); an unknown one with a capital letter. */
export function cardBrandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

const prefixIn = (digits: string, size: number, from: number, to: number) => {
  if (digits.length < size) return false;
  const prefix = Number(digits.slice(0, size));
  return prefix >= from && prefix <= to;
};

const BRANDS: readonly BrandRule[] = [
  { brand: 'amex', matches: (d) => /^3[47]/.test(d), lengths: [15], gaps: [4, 10], cvcLength: 4 },
  { brand: 'visa', matches: (d) => d.startsWith('4'), lengths: [13, 16, 19], gaps: [4, 8, 12], cvcLength: 3 },
  {
    brand: 'mastercard',
    matches: (d) => /^5[1-5]/.test(d) || prefixIn(d, 4, 2221, 2720),
    lengths: [16],
    gaps: [4, 8, 12],
    cvcLength: 3,
  },
  {
    brand: 'discover',
    matches: (d) => /^(6011|65|64[4-9])/.test(d),
    lengths: [16, 19],
    gaps: [4, 8, 12],
    cvcLength: 3,
  },
  { brand: 'jcb', matches: (d) => prefixIn(d, 4, 3528, 3589), lengths: [16, 17, 18, 19], gaps: [4, 8, 12], cvcLength: 3 },
  { brand: 'diners', matches: (d) => /^3(0[0-5]|[689])/.test(d), lengths: [14, 16, 19], gaps: [4, 10], cvcLength: 3 },
  { brand: 'unionpay', matches: (d) => d.startsWith('62'), lengths: [16, 17, 18, 19], gaps: [4, 8, 12], cvcLength: 3 },
];

const UNKNOWN: Omit<BrandRule, 'brand' | 'matches'> = { lengths: [12, 13, 14, 15, 16, 17, 18, 19], gaps: [4, 8, 12], cvcLength: 3 };

function ruleOf(digits: string): Omit<BrandRule, 'brand' | 'matches'> & { brand: CardBrand } {
  const rule = BRANDS.find((candidate) => candidate.matches(digits));
  return rule ?? { brand: 'unknown', ...UNKNOWN };
}

/** The digits of what was typed, without spaces or anything else. */
export function digitsOf(input: string): string {
  return input.replace(/\D/g, '');
}

export function detectBrand(digits: string): CardBrand {
  return ruleOf(digitsOf(digits)).brand;
}

/** The most digits a number of this brand can have; typing stops there. */
export function maxCardDigits(digits: string): number {
  const { lengths } = ruleOf(digits);
  return lengths[lengths.length - 1] ?? 19;
}

/** The number as printed on the card: `4242 4242 4242 4242`, `3782 822463 10005` for American Express. */
export function formatCardNumber(input: string): string {
  const digits = digitsOf(input);
  const { gaps } = ruleOf(digits);
  const kept = digits.slice(0, maxCardDigits(digits));
  let out = '';
  for (let index = 0; index < kept.length; index += 1) {
    if (gaps.includes(index)) out += ' ';
    out += kept[index];
  }
  return out;
}

/** The check digit every card number carries (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidCardNumber(input: string): boolean {
  const digits = digitsOf(input);
  return ruleOf(digits).lengths.includes(digits.length) && passesLuhn(digits);
}

/** What the expiry field shows as it is typed: `MM/YY`, the slash added once the year starts. */
export function formatExpiry(input: string): string {
  const digits = digitsOf(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The month and the four-digit year of an `MM/YY` expiry; null when malformed. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card works until the end of its expiry month; more than 20 years ahead is a typing mistake. */
export function isValidExpiry(input: string, now: Date): boolean {
  const expiry = parseExpiry(input);
  if (!expiry) return false;
  const current = now.getFullYear() * 12 + now.getMonth();
  const last = expiry.year * 12 + (expiry.month - 1);
  return last >= current && expiry.year <= now.getFullYear() + 20;
}

/** The security code's length for the number's brand: 4 for American Express, else 3. */
export function cvcLengthFor(cardNumber: string): 3 | 4 {
  return ruleOf(digitsOf(cardNumber)).cvcLength;
}

export function isValidCvc(cvc: string, cardNumber: string): boolean {
  return /^\d+$/.test(cvc) && cvc.length === cvcLengthFor(cardNumber);
}

export const CARD_FIELDS = ['number', 'expiry', 'cvc', 'name', 'postalCode'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardValues = Readonly<Record<CardField, string>>;

/** Why a field was refused; each has a message in `cardErrorMessages`. */
export type CardErrorCode = 'required' | 'invalidNumber' | 'invalidExpiry' | 'invalidCvc';
export type CardErrors = Partial<Record<CardField, CardErrorCode>>;

/** Checks the whole form; an empty result means the card may be turned into a token. */
export function validateCard(values: CardValues, now: Date): CardErrors {
  const errors: CardErrors = {};
  for (const field of CARD_FIELDS) if (values[field].trim() === '') errors[field] = 'required';
  if (!errors.number && !isValidCardNumber(values.number)) errors.number = 'invalidNumber';
  if (!errors.expiry && !isValidExpiry(values.expiry, now)) errors.expiry = 'invalidExpiry';
  if (!errors.cvc && !isValidCvc(values.cvc.trim(), values.number)) errors.cvc = 'invalidCvc';
  return errors;
}

/** Checks one field when the buyer leaves it: only what was typed, so an untouched field is not red yet. */
export function validateCardField(field: CardField, values: CardValues, now: Date): CardErrorCode | undefined {
  if (values[field].trim() === '') return undefined;
  return validateCard(values, now)[field];
}

/** Where the caret goes in a reformatted value so that it stays after the same number of digits. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}
