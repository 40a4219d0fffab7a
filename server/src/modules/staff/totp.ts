import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 codes as every authenticator app makes them: SHA-1, six digits, 30-second steps, one step either side
 * accepted for clock drift. The arithmetic is the otpauth library's (widely used, no dependencies, tested against the
 * RFC's vectors); this file only fixes the parameters and adds the replay rule.
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW = 1;
const ISSUER = 'Innerscope Studio';

const totpOf = (secretBase32: string, label = 'staff') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app reads from the enrolment QR code. */
export const otpauthUri = (secretBase32: string, email: string): string => totpOf(secretBase32, email).toString();

/** The code for an instant (tests, and nothing else, need to make one). */
export const totpCodeAt = (secretBase32: string, at: Date): string => totpOf(secretBase32).generate({ timestamp: at.getTime() });

/**
 * The time step a code belongs to when it is right at `at` (within one step either side), or null. A step at or
 * before `lastStep` is refused: a code is good once, even inside its window.
 */
export function acceptedStep(secretBase32: string, code: string, at: Date, lastStep: number | null): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32).validate({ token, timestamp: at.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD_SECONDS, timestamp: at.getTime() }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
