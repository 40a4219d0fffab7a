import { withLocalePrefix } from '@innerscope/shared/routes';
import { SESSION_PARAM } from '../../state/examSessionRef';
import { type CheckoutStep, checkoutPath, checkoutSearch, ORDER_PARAM } from '../checkout/checkoutPaths';
import { TOKEN_PARAM } from '../report/reportPaths';

/** The query parameter the failed page reads its decline code from. */
export const DECLINE_PARAM = 'code';

/** The id of the payment page's method list: "choose another method" leads there. */
export const METHODS_ANCHOR = 'payment-methods';

/** Where PayPal puts its order's id on the way back to the check page (the sandbox does the same). */
export const PROCESSOR_REFERENCE_PARAM = 'token';
/** What the cancel address the server gives PayPal adds to the check page (server payment.service.ts CANCEL_MARKER). */
export const CANCEL_MARKER = { param: 'approval', value: 'canceled' } as const;
/** What a processor added to the way back: read once by the check page, never carried to another page. */
const PROCESSOR_PARAMS: readonly string[] = [PROCESSOR_REFERENCE_PARAM, 'PayerID', CANCEL_MARKER.param];
const PROCESSOR_REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;

/** What the buyer came back from a processor's page with: that payment's id there, and whether they cancelled. */
export function processorReturnFrom(search: string): { processorReference: string | null; canceled: boolean } {
  const params = new URLSearchParams(search);
  const reference = params.get(PROCESSOR_REFERENCE_PARAM);
  return {
    processorReference: reference && PROCESSOR_REFERENCE.test(reference) ? reference : null,
    canceled: params.get(CANCEL_MARKER.param) === CANCEL_MARKER.value,
  };
}

/**
 * The sandbox's challenge page takes back paths of at most 300 characters from a small set of characters
 * (server/src/rest/checkout.rest.ts); PayPal and Stripe return URLs have limits too.
 */
const RETURN_PATH_MAX = 300;
const SAFE_PATH = /^\/[A-Za-z0-9/_\-?=&%.]*$/;

/**
 * The query of a checkout page: the current one with the order set, the decline code set or dropped, and without
 * what a processor added to the way back (a later return address would otherwise carry an old cancel).
 */
export function stepSearch(search: string, orderNumber: string, code: string | null = null): string {
  const params = new URLSearchParams(checkoutSearch(search, { orderNumber }));
  if (code) params.set(DECLINE_PARAM, code);
  else params.delete(DECLINE_PARAM);
  for (const name of PROCESSOR_PARAMS) params.delete(name);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface StepLocation {
  readonly pathname: string;
  readonly search: string;
}

/** A checkout step of the same exam and order, in the visitor's locale prefix. */
export function stepTo(
  step: CheckoutStep,
  codeExamId: string,
  current: StepLocation,
  orderNumber: string,
  code: string | null = null,
): StepLocation {
  return {
    pathname: withLocalePrefix(checkoutPath(step, codeExamId), current.pathname),
    search: stepSearch(current.search, orderNumber, code),
  };
}

/**
 * Where a processor's page (3-D Secure, PayPal's approval) sends the buyer back: the check page with the
 * locale prefix and the query. An e-mailed link's `t` stays here: the processor is never given it, and the
 * browser that started the payment reads the order by its own key from then on. A query too long or too unusual
 * for the processors keeps only the session, the language and the order.
 */
export function returnPathFor(codeExamId: string, current: StepLocation, orderNumber: string): string {
  const unsigned = new URLSearchParams(current.search);
  unsigned.delete(TOKEN_PARAM);
  const { pathname, search } = stepTo('check', codeExamId, { pathname: current.pathname, search: unsigned.toString() }, orderNumber);
  const full = pathname + search;
  if (full.length <= RETURN_PATH_MAX && SAFE_PATH.test(full)) return full;
  const params = new URLSearchParams(current.search);
  const kept = new URLSearchParams();
  for (const key of [SESSION_PARAM, 'hl']) {
    const value = params.get(key);
    if (value && /^[A-Za-z0-9_-]{1,64}$/.test(value)) kept.set(key, value);
  }
  kept.set(ORDER_PARAM, orderNumber);
  return `${pathname}?${kept.toString()}`;
}

/**
 * The address to send the window to for a processor's extra step: a page of this site (the sandbox's 3-D Secure
 * page) gets the way back as `?return=`; another site's page (PayPal) must be https. Null for anything else.
 */
export function actionTarget(actionUrl: string, returnPath: string): string | null {
  if (actionUrl.startsWith('/') && !actionUrl.startsWith('//')) {
    const separator = actionUrl.includes('?') ? '&' : '?';
    return `${actionUrl}${separator}return=${encodeURIComponent(returnPath)}`;
  }
  try {
    return new URL(actionUrl).protocol === 'https:' ? actionUrl : null;
  } catch {
    return null;
  }
}

/** The test's first page, for starting over: the session, the order and the decline code are left behind. */
export function startOverTo(codeExamId: string, current: StepLocation): StepLocation {
  const params = new URLSearchParams(current.search);
  for (const key of [SESSION_PARAM, ORDER_PARAM, DECLINE_PARAM]) params.delete(key);
  const text = params.toString();
  return {
    pathname: withLocalePrefix(`/answer/question/${codeExamId}`, current.pathname),
    search: text ? `?${text}` : '',
  };
}
