import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed report links: the e-mail carries `t`, an HMAC of the order number under the product's secret, so the
 * link opens the report in any browser while a guessed or altered link opens nothing.
 */
function signed(secret: string, subject: string): string {
  return createHmac('sha256', secret).update(subject).digest('base64url').slice(0, 32);
}

function matches(expected: string, token: string | null | undefined): boolean {
  if (!token) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const reportToken = (secret: string, orderNumber: string): string => signed(secret, `report:${orderNumber}`);

export const isValidReportToken = (secret: string, orderNumber: string, token: string | null | undefined): boolean =>
  matches(reportToken(secret, orderNumber), token);

/** The signature of an e-mailed link to replace a subscription's card. */
export const subscriptionToken = (secret: string, subscriptionId: string): string => signed(secret, `subscription:${subscriptionId}`);

export const isValidSubscriptionToken = (secret: string, subscriptionId: string, token: string | null | undefined): boolean =>
  matches(subscriptionToken(secret, subscriptionId), token);
