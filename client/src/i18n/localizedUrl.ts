import { splitLocalePrefix } from '@innerscope/shared/routes';
import type { Locale } from '@innerscope/shared/locales';

interface UrlParts {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * The URL to show after switching to `locale`: a locale prefix in the path is replaced, and an `hl` parameter
 * is rewritten, since either would otherwise win over the new choice. A URL with neither stays as it is; the
 * cookie carries the choice.
 */
export function localizedUrl(url: UrlParts, locale: Locale): UrlParts {
  const { prefix, rest } = splitLocalePrefix(url.pathname);
  const pathname = prefix ? (rest === '/' ? `/${locale}` : `/${locale}${rest}`) : url.pathname;
  const params = new URLSearchParams(url.search);
  if (params.has('hl')) params.set('hl', locale);
  const query = params.toString();
  return { pathname, search: query ? `?${query}` : '', hash: url.hash };
}
