import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals a short secret (a TOTP secret) for storage: AES-256-GCM under a key derived from APP_SECRET with HKDF, so a
 * copy of the database alone does not let anyone make a staff user's codes. The product had no such helper; this is
 * the only secret it must read back rather than compare with a hash.
 */
const keyOf = (appSecret: string, purpose: string) => Buffer.from(hkdfSync('sha256', appSecret, 'innerscope', purpose, 32));

export function seal(appSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

export function unseal(appSecret: string, purpose: string, sealed: string): string {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
