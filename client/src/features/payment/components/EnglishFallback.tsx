import { type ReactNode, use, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadBundle, type Messages } from '../../../i18n/loadMessages';
import { DEFAULT_LOCALE } from '../../../i18n/locales';

/**
 * Puts the English checkout messages under the current ones, so a payment message not yet translated shows in
 * English rather than as its id (production builds drop the default texts, and bundles have no English
 * fallback of their own). The report pages do the same for their bundle.
 */
export function EnglishFallback({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const english = use(loadBundle('checkout', DEFAULT_LOCALE));
  // The outer catalogue is compiled too; react-intl types it loosely.
  const outer = intl.messages as Messages;
  const messages = useMemo<Messages>(() => ({ ...english, ...outer }), [english, outer]);
  if (intl.locale === DEFAULT_LOCALE) return children;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
