import { type ReactNode, use, useDeferredValue, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadBundle, type Messages } from './loadMessages';
import { useLocale } from './LocaleContext';
import { DEFAULT_LOCALE } from '@innerscope/shared/locales';
import type { MessageBundle } from './messageBundles';

/**
 * Adds a bundle of messages to those of the page around it. The page's loader fetches the bundle beside its
 * code (`preloadBundle`), so the first render does not wait. After a language switch the page keeps its
 * current words until the new bundle is here (a deferred value: React keeps the old screen instead of
 * suspending), so answers in progress never disappear behind a blank screen.
 */
export function MessageBundleProvider({ bundle, children }: { bundle: MessageBundle; children: ReactNode }) {
  const { locale } = useLocale();
  const shownLocale = useDeferredValue(locale);
  const own = use(loadBundle(bundle, shownLocale));
  const { messages: outer } = useIntl();
  // The outer catalogue is compiled too (see `loadMessages`); react-intl types it loosely.
  const messages = useMemo<Messages>(() => ({ ...(outer as Messages), ...own }), [outer, own]);
  return (
    <IntlProvider locale={shownLocale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
