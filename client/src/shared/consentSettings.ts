import type { ComponentType } from 'react';
import { preloadBundle } from '../i18n/loadMessages';

/**
 * Whether the cookie settings dialog is open. Anything may open it (the banner, the footer's "Cookie settings",
 * the privacy policy); the one dialog, mounted by `CookieConsentBanner`, follows this.
 */
const listeners = new Set<() => void>();
let open = false;

function set(value: boolean) {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const openCookieSettings = (): void => set(true);
export const closeCookieSettings = (): void => set(false);
export const cookieSettingsOpen = (): boolean => open;

export function subscribeCookieSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export interface ConsentUiProps {
  /** Show the banner (no choice yet, and the first screen is painted). */
  readonly banner: boolean;
  /** Show the settings dialog. */
  readonly settings: boolean;
}

let loading: Promise<{ default: ComponentType<ConsentUiProps> }> | undefined;

/**
 * The banner (and the way to the settings dialog), code and words, fetched after the first paint when there is a
 * question to ask, or when someone opens the settings (hover or focus on a way in starts it early). A failed fetch
 * is forgotten, so the next attempt tries again.
 */
export function loadConsentUi(): Promise<{ default: ComponentType<ConsentUiProps> }> {
  loading ??= Promise.all([import('./cookieSettings/ConsentUi'), preloadBundle('support')]).then(([module]) => ({
    default: module.ConsentUi,
  }));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

let loadingDialog: Promise<typeof import('./cookieSettings/CookieSettingsDialog')> | undefined;

/** The settings dialog's code, fetched when it opens or is about to (a failed fetch is forgotten). */
export function loadCookieSettingsDialog(): Promise<typeof import('./cookieSettings/CookieSettingsDialog')> {
  loadingDialog ??= import('./cookieSettings/CookieSettingsDialog');
  loadingDialog.catch(() => {
    loadingDialog = undefined;
  });
  return loadingDialog;
}

/** For `onPointerEnter` and `onFocus` on whatever opens the settings: the banner's chunk and the dialog's. */
export const preloadConsentUi = (): void => {
  void loadConsentUi().catch(() => undefined);
  void loadCookieSettingsDialog().catch(() => undefined);
};
