/**
 * The nine locales the product speaks. One definition, in the package the server shares with the web client, so
 * the server and the browser read tags, short forms (CN, HK, JP, KR...) and fallbacks (pt-BR to pt-PT) alike.
 */
export { DEFAULT_LOCALE, LOCALES, NATIVE_NAMES, normalizeLocale, type Locale } from '@innerscope/shared/locales';
