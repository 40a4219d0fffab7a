/**
 * The nine locales the product speaks. One definition, shared with the web client (a pure module there), so
 * the server and the browser read tags, short forms (CN, HK, JP, KR...) and fallbacks (pt-BR to pt-PT) alike.
 */
export { DEFAULT_LOCALE, LOCALES, NATIVE_NAMES, normalizeLocale, type Locale } from '../../../client/src/i18n/locales';
