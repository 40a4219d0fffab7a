import { DEFAULT_LOCALE, LOCALES, type Locale, splitLocalePrefix } from './routes';

export { DEFAULT_LOCALE, LOCALES, type Locale };

/** Each locale's name for itself, as the language switcher shows it. */
export const NATIVE_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'English',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'fr-FR': 'Français',
  'es-ES': 'Español',
  'de-DE': 'Deutsch',
  'pt-PT': 'Português',
};

/** Language subtags: a tag such as `pt-BR` or `fr-CA` falls back to the locale of its language. */
const LANGUAGES: Readonly<Record<string, Locale>> = {
  en: 'en-US',
  zh: 'zh-CN',
  ja: 'ja-JP',
  ko: 'ko-KR',
  fr: 'fr-FR',
  es: 'es-ES',
  de: 'de-DE',
  pt: 'pt-PT',
};

/**
 * Short forms accepted on their own in the `hl` query: language subtags, and the country-style codes older
 * links use (CN, HK, JP, KR...).
 */
const SHORT_FORMS: Readonly<Record<string, Locale>> = {
  ...LANGUAGES,
  cn: 'zh-CN',
  hk: 'zh-HK',
  tw: 'zh-HK',
  jp: 'ja-JP',
  kr: 'ko-KR',
};

const BY_LOWER_TAG: ReadonlyMap<string, Locale> = new Map(LOCALES.map((tag) => [tag.toLowerCase(), tag]));

/** Chinese written in Traditional characters: by script, or by the places that use it. */
const TRADITIONAL_CHINESE = /^zh-(hant|hk|mo|tw)(-|$)/;

/**
 * Maps a locale as people write it (`zh-CN`, `zh_cn`, `ZH-cn`, `ja`, `kr`, `pt-BR`, `zh-Hant-TW`) to one of the
 * nine locales; null when it names none of their languages.
 */
export function normalizeLocale(raw: string | null | undefined): Locale | null {
  if (!raw) return null;
  const lower = raw.trim().replace(/_/g, '-').toLowerCase();
  if (!lower) return null;
  const exact = BY_LOWER_TAG.get(lower) ?? SHORT_FORMS[lower];
  if (exact) return exact;
  if (TRADITIONAL_CHINESE.test(lower)) return 'zh-HK';
  return LANGUAGES[lower.split('-')[0] ?? ''] ?? null;
}

export type LocaleSource = 'query' | 'path' | 'cookie' | 'browser' | 'default';

export interface LocaleInputs {
  /** The URL's query string, with or without the leading `?`. */
  readonly search: string;
  readonly pathname: string;
  /** The stored locale (the `i18n_redirected` cookie), if any. */
  readonly cookie: string | null;
  /** The browser's preferred languages (`navigator.languages`). */
  readonly languages: readonly string[];
}

export interface ResolvedLocale {
  readonly locale: Locale;
  readonly source: LocaleSource;
}

/**
 * The locale for a URL, in order: the `hl` query parameter, the locale prefix of the path, the stored locale,
 * the browser's languages, then en-US. A value that names no supported locale is skipped.
 */
export function resolveLocale({ search, pathname, cookie, languages }: LocaleInputs): ResolvedLocale {
  const fromQuery = normalizeLocale(new URLSearchParams(search).get('hl'));
  if (fromQuery) return { locale: fromQuery, source: 'query' };
  const fromPath = splitLocalePrefix(pathname).locale;
  if (fromPath) return { locale: fromPath, source: 'path' };
  const fromCookie = normalizeLocale(cookie);
  if (fromCookie) return { locale: fromCookie, source: 'cookie' };
  for (const language of languages) {
    const fromBrowser = normalizeLocale(language);
    if (fromBrowser) return { locale: fromBrowser, source: 'browser' };
  }
  return { locale: DEFAULT_LOCALE, source: 'default' };
}

/** The region subtag of a locale (`zh-HK` gives `HK`). */
export function regionOf(locale: Locale): string {
  return locale.slice(locale.indexOf('-') + 1);
}

/**
 * The country the home counters count, as ISO 3166-1 alpha-2: the browser language's region when it has one
 * (it says more about where the visitor is than the interface language does), else the locale's region.
 */
export function countryFor(locale: Locale, browserLanguage: string | undefined): string {
  const region = browserLanguage
    ?.split(/[-_]/)
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part));
  return (region ?? regionOf(locale)).toUpperCase();
}
