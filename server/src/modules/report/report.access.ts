import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed report links: the e-mail carries `t`, an HMAC of the order number under the product's secret, so the
 * link opens the report in any browser while a guessed or altered link opens nothing.
 */
export function reportToken(secret: string, orderNumber: string): string {
  return createHmac('sha256', secret).update(`report:${orderNumber}`).digest('base64url').slice(0, 32);
}

export function isValidReportToken(secret: string, orderNumber: string, token: string | null | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(reportToken(secret, orderNumber));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
