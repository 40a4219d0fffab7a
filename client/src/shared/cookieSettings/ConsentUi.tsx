import { MessageBundleProvider } from '../../i18n/MessageBundleProvider';
import { closeCookieSettings, type ConsentUiProps } from '../consentSettings';
import { CookieBanner } from './CookieBanner';
import { CookieSettingsDialog } from './CookieSettingsDialog';

/** The banner and the settings dialog with their words (the `support` bundle), in one chunk fetched on demand. */
export function ConsentUi({ banner, settings }: ConsentUiProps) {
  return (
    <MessageBundleProvider bundle="support">
      {banner && <CookieBanner />}
      {settings && <CookieSettingsDialog onClose={closeCookieSettings} />}
    </MessageBundleProvider>
  );
}
