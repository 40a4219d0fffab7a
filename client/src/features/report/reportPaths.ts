import { HOME_CODE_EXAM_ID } from '@innerscope/shared/routes';
import { checkoutPath, checkoutSearch, orderNumberFrom, reportPath } from '../checkout/checkoutPaths';

/** The signature of a link from the report e-mail. */
export const TOKEN_PARAM = 't';
/** The open tab of the report; the Overview has none. */
export const TAB_PARAM = 'tab';
export const LOCALE_PARAM = 'hl';

export const REPORT_TABS = ['overview', 'dimensions'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** Which report a URL names and with what key; null without an order number. */
export function reportRefFrom(search: string): { orderNumber: string; token: string | null } | null {
  const orderNumber = orderNumberFrom(search);
  if (!orderNumber) return null;
  return { orderNumber, token: new URLSearchParams(search).get(TOKEN_PARAM)?.trim() || null };
}

export function tabFrom(search: string): ReportTab {
  return new URLSearchParams(search).get(TAB_PARAM) === 'dimensions' ? 'dimensions' : 'overview';
}

function withParams(search: string, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(search);
  change(params);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query string with the tab set (the Overview is the default and leaves no trace). */
export function searchWithTab(search: string, tab: ReportTab): string {
  return withParams(search, (params) => (tab === 'overview' ? params.delete(TAB_PARAM) : params.set(TAB_PARAM, tab)));
}

/** The query string with `hl` naming the report's language, so a reload or a shared link keeps it. */
export function searchWithLocale(search: string, locale: string): string {
  return withParams(search, (params) => params.set(LOCALE_PARAM, locale));
}

/**
 * Where `/report` without an exam leads: the report of the order it names, else the page that e-mails the links.
 * The query string goes along.
 */
export function reportEntryTarget(search: string): { pathname: string; search: string } {
  return orderNumberFrom(search)
    ? { pathname: reportPath(HOME_CODE_EXAM_ID), search }
    : { pathname: retrievePath(HOME_CODE_EXAM_ID), search };
}

export function retrievePath(codeExamId: string): string {
  return `/report/retrieve/${codeExamId}`;
}

/** The download page of a report (`/report/result-download/...`), opened from the e-mail. */
export function downloadPath(codeExamId: string): string {
  return `/report/result-download/${codeExamId}`;
}

/** Only the language travels to the retrieve page: the order and its key are of no use there. */
export function retrieveSearch(search: string): string {
  const hl = new URLSearchParams(search).get(LOCALE_PARAM);
  return hl ? `?${new URLSearchParams({ [LOCALE_PARAM]: hl }).toString()}` : '';
}

/** The payment page of an unpaid report, with its order and without the report's own parameters. */
export function paymentTarget(codeExamId: string, search: string, orderNumber: string) {
  const rest = withParams(search, (params) => {
    params.delete(TOKEN_PARAM);
    params.delete(TAB_PARAM);
  });
  return { pathname: checkoutPath('payment', codeExamId), search: checkoutSearch(rest, { orderNumber }) };
}
