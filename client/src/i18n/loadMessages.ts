import type { MessageFormatElement } from 'react-intl';
import enUS from './compiled/en-US.json';
import type { Locale } from './locales';

/** A compiled catalogue: message ids to precompiled ICU ASTs. */
export type Messages = Record<string, MessageFormatElement[]>;

/**
 * `formatjs compile --ast` writes ASTs; TypeScript reads the JSON as plain literals whose enums are numbers,
 * so the catalogue's type is stated here once.
 */
function asMessages(json: unknown): Messages {
  return json as Messages;
}

const DEFAULT_MESSAGES = asMessages(enUS);

type OtherLocale = Exclude<Locale, 'en-US'>;

/** Every locale but the default is its own chunk, fetched only when needed. */
const LOADERS: Readonly<Record<OtherLocale, () => Promise<{ default: unknown }>>> = {
  'zh-CN': () => import('./compiled/zh-CN.json'),
  'zh-HK': () => import('./compiled/zh-HK.json'),
  'ja-JP': () => import('./compiled/ja-JP.json'),
  'ko-KR': () => import('./compiled/ko-KR.json'),
  'fr-FR': () => import('./compiled/fr-FR.json'),
  'es-ES': () => import('./compiled/es-ES.json'),
  'de-DE': () => import('./compiled/de-DE.json'),
  'pt-PT': () => import('./compiled/pt-PT.json'),
};

const loaded = new Map<Locale, Messages>([['en-US', DEFAULT_MESSAGES]]);

/** Messages already in memory, so a switch back to a loaded locale needs no wait. */
export function cachedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

/**
 * A locale's messages over the en-US ones, so a message missing from a translation shows in English instead
 * of falling back to an uncompiled default (the catalogue test keeps that from happening).
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  if (locale === 'en-US') return DEFAULT_MESSAGES;
  const module = await LOADERS[locale]();
  const messages = { ...DEFAULT_MESSAGES, ...asMessages(module.default) };
  loaded.set(locale, messages);
  return messages;
}
