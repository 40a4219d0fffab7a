import { lazy, Suspense } from 'react';
import { MessageBundleProvider } from '../../i18n/MessageBundleProvider';
import { closeCookieSettings, type ConsentUiProps, loadCookieSettingsDialog } from '../consentSettings';
import { CookieBanner } from './CookieBanner';

/** The settings dialog, its own chunk: most visitors answer the banner and never open it. */
const CookieSettingsDialog = lazy(() => loadCookieSettingsDialog().then((module) => ({ default: module.CookieSettingsDialog })));

/**
 * The banner with its words (the `support` bundle), in a small chunk fetched on demand; the settings dialog comes
 * when someone opens it.
 */
export function ConsentUi({ banner, settings }: ConsentUiProps) {
  return (
    <MessageBundleProvider bundle="support">
      {banner && <CookieBanner />}
      {settings && (
        <Suspense fallback={null}>
          <CookieSettingsDialog onClose={closeCookieSettings} />
        </Suspense>
      )}
    </MessageBundleProvider>
  );
}
