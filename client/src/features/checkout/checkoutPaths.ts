import { SESSION_PARAM } from '../../state/examSessionRef';

/** The query parameter that carries the order number between the checkout pages (it is the buyer's key). */
export const ORDER_PARAM = 'order';

/** The checkout pages, by role. */
export type CheckoutStep = 'plan' | 'package' | 'payment' | 'success' | 'failed' | 'check';

const STEP_PATHS: Readonly<Record<CheckoutStep, string>> = {
  plan: '/paying/scheme',
  package: '/paying/package',
  payment: '/paying/payment',
  success: '/paying/success',
  failed: '/paying/failed',
  check: '/paying/check',
};

/** The unprefixed path of a checkout step for an exam (`/paying/payment/BMBTI-1754`). */
export function checkoutPath(step: CheckoutStep, codeExamId: string): string {
  return `${STEP_PATHS[step]}/${codeExamId}`;
}

/** The paid report's path: the report page finds the order from `?order=`. */
export function reportPath(codeExamId: string): string {
  return `/report/result/${codeExamId}`;
}

/** The order number of the URL, or null. */
export function orderNumberFrom(search: string): string | null {
  return new URLSearchParams(search).get(ORDER_PARAM)?.trim() || null;
}

/**
 * The query string for the next checkout page: the current one (language, campaign parameters) with the session
 * and the order set when given.
 */
export function checkoutSearch(search: string, ids: { sessionId?: string | null; orderNumber?: string | null }): string {
  const params = new URLSearchParams(search);
  if (ids.sessionId) params.set(SESSION_PARAM, ids.sessionId);
  if (ids.orderNumber) params.set(ORDER_PARAM, ids.orderNumber);
  const text = params.toString();
  return text ? `?${text}` : '';
}
