import { localStore } from '../state/localStore';

/**
 * The visitor's cookie choices, in one small module that ships with every page. Nothing optional is loaded
 * before a choice: a tag added later reads `consentModeDefaults()` first, then follows `onConsentChange`.
 */

/** Raise when the categories (or what they cover) change: every stored choice is then asked for again. */
export const CONSENT_VERSION = 1;
export const CONSENT_STORAGE_KEY = 'cookieConsent';
/** A first-party cookie with the same choice, so the server can honour it too. */
export const CONSENT_COOKIE = 'cookie_consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The categories a visitor may refuse; necessary cookies are always on. */
export const OPTIONAL_CATEGORIES = ['analytics', 'marketing'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];
export type ConsentChoices = Readonly<Record<OptionalCategory, boolean>>;

export interface StoredConsent {
  readonly version: number;
  readonly choices: ConsentChoices;
  /** ISO time of the choice, kept as a record of when it was given. */
  readonly decidedAt: string;
}

export const NONE: ConsentChoices = { analytics: false, marketing: false };
export const ALL: ConsentChoices = { analytics: true, marketing: true };

export type ConsentModeValue = 'granted' | 'denied';
/** Google Consent Mode v2 signals. */
export interface ConsentModeState {
  readonly ad_storage: ConsentModeValue;
  readonly ad_user_data: ConsentModeValue;
  readonly ad_personalization: ConsentModeValue;
  readonly analytics_storage: ConsentModeValue;
}

function isStoredConsent(value: unknown): value is StoredConsent {
  if (typeof value !== 'object' || value === null) return false;
  const { version, choices, decidedAt } = value as Partial<StoredConsent>;
  return (
    version === CONSENT_VERSION &&
    typeof decidedAt === 'string' &&
    typeof choices === 'object' &&
    choices !== null &&
    OPTIONAL_CATEGORIES.every((category) => typeof choices[category] === 'boolean')
  );
}

/** Whether the browser sends Global Privacy Control, which counts as a refusal of every optional category. */
export function globalPrivacyControl(): boolean {
  return typeof navigator !== 'undefined' && (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl === true;
}

/** The stored choice of this version, or undefined (never asked, expired, or asked under older categories). */
export function readConsent(): StoredConsent | undefined {
  return localStore.get(CONSENT_STORAGE_KEY, isStoredConsent);
}

/** The cookie's value: `v=1&analytics=0&marketing=1`, readable with URLSearchParams. */
export function consentCookieValue(choices: ConsentChoices): string {
  const flags = OPTIONAL_CATEGORIES.map((category) => `${category}=${choices[category] ? 1 : 0}`);
  return [`v=${CONSENT_VERSION}`, ...flags].join('&');
}

/** What a tag may do now: the visitor's choice, with Global Privacy Control and no choice both meaning no. */
export function effectiveChoices(stored: StoredConsent | undefined = readConsent(), gpc = globalPrivacyControl()): ConsentChoices {
  return stored && !gpc ? stored.choices : NONE;
}

/** Whether the visitor still has to be asked: no choice of this version, and no Global Privacy Control. */
export function needsChoice(stored: StoredConsent | undefined = readConsent(), gpc = globalPrivacyControl()): boolean {
  return stored === undefined && !gpc;
}

/** The Consent Mode state for a set of choices. */
export function consentModeFor(choices: ConsentChoices): ConsentModeState {
  const marketing: ConsentModeValue = choices.marketing ? 'granted' : 'denied';
  return {
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
    analytics_storage: choices.analytics ? 'granted' : 'denied',
  };
}

/**
 * What a tag declares before it loads (`gtag('consent', 'default', ...)`): everything denied, waiting up to
 * 500 ms for an update.
 */
export function consentModeDefaults(): ConsentModeState & { readonly wait_for_update: number } {
  return { ...consentModeFor(NONE), wait_for_update: 500 };
}

type Listener = (state: ConsentModeState, choices: ConsentChoices) => void;
const listeners = new Set<Listener>();
const changeListeners = new Set<() => void>();

/** Calls `listener` with the Consent Mode state after every saved choice; returns the unsubscribe. */
export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** For `useSyncExternalStore`, with a primitive snapshot such as `needsChoice()`. */
export function subscribeConsent(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => void changeListeners.delete(listener);
}

/** Stores a choice (local storage and the cookie, for a year) and tells whoever listens. */
export function saveConsent(choices: ConsentChoices, now: Date = new Date()): StoredConsent {
  const stored: StoredConsent = {
    version: CONSENT_VERSION,
    choices: { analytics: choices.analytics, marketing: choices.marketing },
    decidedAt: now.toISOString(),
  };
  localStore.set(CONSENT_STORAGE_KEY, stored);
  if (typeof document !== 'undefined') {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(stored.choices)}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
  }
  const effective = effectiveChoices(stored);
  for (const listener of listeners) listener(consentModeFor(effective), effective);
  for (const listener of changeListeners) listener();
  return stored;
}
