import { readLocaleCookie } from './localeCookie';
import { type ResolvedLocale, resolveLocale } from '@innerscope/shared/locales';

/** Resolves the locale for a URL from the browser's cookie and languages. */
export function detectLocale(location: { pathname: string; search: string }): ResolvedLocale {
  return resolveLocale({
    search: location.search,
    pathname: location.pathname,
    cookie: readLocaleCookie(document.cookie),
    languages: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
  });
}
