import type { ReactPromise } from 'react';
import type { MessageFormatElement } from 'react-intl';
import { track } from '../shared/trackedPromise';
import enUS from './compiled/core/en-US.json';
import { detectLocale } from './detectLocale';
import type { Locale } from '@innerscope/shared/locales';
import type { CatalogueName, MessageBundle } from './messageBundles';

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

/**
 * Every catalogue but the English core is JSON data fetched only when needed: the core of the other locales, and
 * each bundle in every locale (see `messageBundles.ts`). The build writes them under one version, a hash of all
 * catalogues (`scripts/messageAssets.ts`), so one URL pattern finds each.
 */
export function catalogueUrl(name: CatalogueName, locale: Locale): string {
  return `/assets/messages/${name}/${locale}-${__MESSAGES_VERSION__}.json`;
}

async function importCatalogue(name: CatalogueName, locale: Locale): Promise<Messages> {
  const response = await fetch(catalogueUrl(name, locale));
  if (!response.ok) throw new Error(`No ${name} messages for ${locale} (HTTP ${response.status})`);
  return asMessages(await response.json());
}

const loaded = new Map<Locale, Messages>([['en-US', DEFAULT_MESSAGES]]);

/** Messages already in memory, so a switch back to a loaded locale needs no wait. */
export function cachedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

/**
 * A locale's core messages over the en-US ones, so a message missing from a translation shows in English
 * instead of falling back to an uncompiled default (the catalogue test keeps that from happening).
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  if (locale === 'en-US') return DEFAULT_MESSAGES;
  const messages = { ...DEFAULT_MESSAGES, ...(await importCatalogue('core', locale)) };
  loaded.set(locale, messages);
  return messages;
}

const bundles = new Map<string, ReactPromise<Messages>>();

/**
 * One bundle of messages in one locale, fetched once. The promise is tracked, so `use` reads a bundle that is
 * already here without suspending; a failed fetch is forgotten, so the next attempt tries again.
 */
export function loadBundle(bundle: MessageBundle, locale: Locale): ReactPromise<Messages> {
  const key = `${bundle}/${locale}`;
  let promise = bundles.get(key);
  if (!promise) {
    const loading = importCatalogue(bundle, locale);
    loading.catch(() => bundles.delete(key));
    promise = track(loading);
    bundles.set(key, promise);
  }
  return promise;
}

/** Starts fetching a bundle in the locale the current URL resolves to, beside the code of the page needing it. */
export function preloadBundle(bundle: MessageBundle): Promise<void> {
  return Promise.resolve(loadBundle(bundle, detectLocale(window.location).locale)).then(
    () => undefined,
    () => undefined,
  );
}
