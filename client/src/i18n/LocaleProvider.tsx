import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { CROSS_ORIGIN_COOKIES } from '../config';
import { sessionState } from '../state/sessionState';
import { detectLocale } from './detectLocale';
import { cachedMessages, loadMessages, type Messages } from './loadMessages';
import { LocaleContext, type LocaleContextValue } from './LocaleContext';
import { localeCookieString } from './localeCookie';
import { DEFAULT_LOCALE, type Locale } from '@innerscope/shared/locales';
import { localizedUrl } from './localizedUrl';

interface Active {
  readonly locale: Locale;
  readonly messages: Messages;
}

function remember(locale: Locale): void {
  document.cookie = localeCookieString(locale, { secure: CROSS_ORIGIN_COOKIES });
  document.documentElement.lang = locale;
  sessionState.set('locale', locale);
}

/**
 * Keeps the interface locale in step with the URL: on every navigation the locale is resolved again (`hl`,
 * path prefix, cookie, browser), its messages are loaded if needed, and the choice is remembered.
 */
export function LocaleProvider({
  initialLocale,
  initialMessages,
  children,
}: {
  initialLocale: Locale;
  initialMessages: Messages;
  children: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [active, setActive] = useState<Active>({ locale: initialLocale, messages: initialMessages });
  const wanted = useRef<Locale>(initialLocale);

  const activate = useCallback(async (locale: Locale) => {
    wanted.current = locale;
    const messages = cachedMessages(locale) ?? (await loadMessages(locale));
    // A later switch wins over a slower earlier one.
    if (wanted.current !== locale) return;
    remember(locale);
    setActive((current) => (current.locale === locale ? current : { locale, messages }));
  }, []);

  useEffect(() => {
    const { locale } = detectLocale(location);
    activate(locale).catch(() => activate(DEFAULT_LOCALE));
  }, [location, activate]);

  const switchLocale = useCallback(
    async (locale: Locale) => {
      await activate(locale);
      const next = localizedUrl(location, locale);
      if (next.pathname !== location.pathname || next.search !== location.search) {
        navigate(next, { replace: true });
      }
    },
    [activate, location, navigate],
  );

  const context = useMemo<LocaleContextValue>(
    () => ({ locale: active.locale, switchLocale }),
    [active.locale, switchLocale],
  );

  return (
    <LocaleContext.Provider value={context}>
      <IntlProvider locale={active.locale} defaultLocale={DEFAULT_LOCALE} messages={active.messages}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
