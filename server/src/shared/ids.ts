import { randomBytes } from 'node:crypto';

/** An unguessable public identifier: `bytes` random bytes (default 16, i.e. 128 bits) in base64url. */
export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/** Whether a string could be one of our public ids (session ids, order numbers) before asking the database. */
export function isPublicId(value: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(value);
}
