/** The nine locales the product speaks, in the order menus list them. */
export const LOCALES = ['en-US', 'zh-CN', 'zh-HK', 'ja-JP', 'ko-KR', 'fr-FR', 'es-ES', 'de-DE', 'pt-PT'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export const NATIVE_NAMES: Record<Locale, string> = {
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

/** Short forms seen in links and in the spec (CN, EN, FR, ES, JA, HK, DE, PT, KR) and the bare languages. */
const SHORT_FORMS: Record<string, Locale> = {
  en: 'en-US', us: 'en-US', cn: 'zh-CN', zh: 'zh-CN', 'zh-hans': 'zh-CN', hk: 'zh-HK', 'zh-hant': 'zh-HK',
  'zh-tw': 'zh-HK', ja: 'ja-JP', jp: 'ja-JP', ko: 'ko-KR', kr: 'ko-KR', fr: 'fr-FR', es: 'es-ES',
  de: 'de-DE', pt: 'pt-PT',
};

/** Maps a tag or short form (any case, `-` or `_`) to one of the nine locales, or null when unknown. */
export function normalizeLocale(input: string | null | undefined): Locale | null {
  if (!input) return null;
  const key = input.trim().replace(/_/g, '-').toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === key);
  if (exact) return exact;
  return SHORT_FORMS[key] ?? null;
}
