import { randomBytes } from 'node:crypto';

/** An unguessable public identifier: `bytes` random bytes (default 16, i.e. 128 bits) in base64url. */
export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}
