import { createHmac, randomBytes } from 'node:crypto';

/**
 * Signatures of the Standard Webhooks specification (https://www.standardwebhooks.com): the secret is `whsec_`
 * and 24 random bytes in base64; the signed content is `{webhook-id}.{webhook-timestamp}.{body}`, signed with
 * HMAC-SHA256 under the secret's bytes; `webhook-signature` is `v1,{base64 signature}`, one per secret,
 * space-separated while a rotation keeps an old secret beside the new one.
 */
export const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

export function signatureOf(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The three headers of one try: the same id on every try and replay, a fresh timestamp and its signatures. */
export function webhookHeaders(secrets: readonly string[], id: string, at: Date, body: string): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signatureOf(secret, id, timestamp, body)).join(' '),
  };
}
