import { HOME_CODE_EXAM_ID, parseCodeExamId, withLocalePrefix } from '@innerscope/shared/routes';
import { checkoutPath, ORDER_PARAM, reportPath } from '../checkout/checkoutPaths';

/** Where the sign-in and registration pages go once done: a path of this site, from the page that sent there. */
export const NEXT_PARAM = 'next';

/** Where a signed-in user lands when no page asked for the sign-in. */
export const REPORT_LIST_PATH = '/userCenter/reportList';

/** Reports are opened and paid on the home exam's pages, which find everything from the order number. */
const ORDER_CODE_EXAM_ID = HOME_CODE_EXAM_ID;

/**
 * The `next` of a query when it is a path of this site (`/report/result/...?order=1`), else null: never another
 * origin (`//evil.example`, `/\evil.example`, `https://...`), so the sign-in page cannot be used to send people
 * elsewhere.
 */
export function safeNext(search: string, origin: string): string | null {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Control characters and backslashes are read differently by browsers; a plain path has none.
  if ([...next].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  try {
    const url = new URL(next, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}

/** Where to go after signing in or registering: `next` when it is safe, else the reports list. */
export function afterSignIn(search: string, origin: string, currentPathname: string): string {
  return safeNext(search, origin) ?? withLocalePrefix(REPORT_LIST_PATH, currentPathname);
}

export interface Here {
  readonly pathname: string;
  readonly search: string;
}

function comingBack(page: 'login' | 'register', codeExamId: string, here: Here): { pathname: string; search: string } {
  const params = new URLSearchParams({ [NEXT_PARAM]: here.pathname + here.search });
  return { pathname: withLocalePrefix(`/user/${page}/${codeExamId}`, here.pathname), search: `?${params.toString()}` };
}

/** The sign-in page, coming back to the current page afterwards. */
export const signInFor = (codeExamId: string, here: Here) => comingBack('login', codeExamId, here);

/** The registration page, coming back to the current page afterwards. */
export const registerFor = (codeExamId: string, here: Here) => comingBack('register', codeExamId, here);

/** The `{code}-{examId}` of a route whose segment is optional (`/userCenter/...`): the home exam without one. */
export function codeExamIdOr(segment: string | undefined): string {
  const parsed = segment ? parseCodeExamId(segment) : null;
  return parsed ? `${parsed.code}-${parsed.examId}` : HOME_CODE_EXAM_ID;
}

const orderSearch = (orderNumber: string) => `?${new URLSearchParams({ [ORDER_PARAM]: orderNumber }).toString()}`;

/** A paid order's report, in the visitor's locale prefix. */
export function reportLink(orderNumber: string, currentPathname: string): { pathname: string; search: string } {
  return { pathname: withLocalePrefix(reportPath(ORDER_CODE_EXAM_ID), currentPathname), search: orderSearch(orderNumber) };
}

/** The payment page of an unpaid order, in the visitor's locale prefix. */
export function paymentLink(orderNumber: string, currentPathname: string): { pathname: string; search: string } {
  return {
    pathname: withLocalePrefix(checkoutPath('payment', ORDER_CODE_EXAM_ID), currentPathname),
    search: orderSearch(orderNumber),
  };
}

/** The upgrade to Premium of a paid order's test (the signed-in owner may open it). */
export function upgradeLink(orderNumber: string, currentPathname: string): { pathname: string; search: string } {
  return { pathname: withLocalePrefix(`/paying/upgrade/${ORDER_CODE_EXAM_ID}`, currentPathname), search: orderSearch(orderNumber) };
}
