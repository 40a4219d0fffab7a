import type { Locale } from '@innerscope/shared/locales';

export const LOCALE_COOKIE = 'i18n_redirected';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The stored locale's raw value from a `document.cookie` string, or null. */
export function readLocaleCookie(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== LOCALE_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The `document.cookie` assignment that stores a locale for 365 days on every path. */
export function localeCookieString(locale: Locale, { secure }: { secure: boolean }): string {
  const attributes = [`Max-Age=${ONE_YEAR_SECONDS}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; ${attributes.join('; ')}`;
}
