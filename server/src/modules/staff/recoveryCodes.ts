import { createHmac, randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: the codes are read off paper. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** One recovery code: two groups of five characters (about 49 bits), such as `K7QRM-2XWPD`. */
export const newRecoveryCode = (): string => `${group()}-${group()}`;

/** The form a code is kept in: an HMAC under APP_SECRET of the code as typed, upper-cased and without spaces or dashes. */
export function recoveryCodeHash(appSecret: string, code: string): string {
  const normal = code.toUpperCase().replace(/[\s-]+/g, '');
  return createHmac('sha256', appSecret).update(`staff-recovery:${normal}`).digest('hex');
}

/** Whether what was typed could be a recovery code rather than a six-digit TOTP code. */
export const looksLikeRecoveryCode = (code: string): boolean => /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code.trim());
