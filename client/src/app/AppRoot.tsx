import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { Messages } from '../i18n/loadMessages';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Locale } from '@innerscope/shared/locales';
import { CookieConsentBanner } from '../shared/components/CookieConsentBanner';
import { SiteThemeContext } from '../theme/SiteThemeContext';
import { themeConfigFor } from '../theme/themeConfig';
import { muiThemeFor } from '../theme/themes';
import { DocumentHead } from './DocumentHead';
import { RouteLayout } from './layouts/RouteLayout';
import { matchRoute } from '@innerscope/shared/routes';
import { ScrollManager } from './ScrollManager';

/** The root of every page: locale, theme, scrolling, the route's layout, and the cookie banner. */
export function AppRoot({
  initialLocale,
  initialMessages,
  children,
}: {
  initialLocale: Locale;
  initialMessages: Messages;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoute(pathname), [pathname]);
  const route = match?.route;
  const siteTheme = themeConfigFor(route?.name, window.location.hostname);

  return (
    <LocaleProvider initialLocale={initialLocale} initialMessages={initialMessages}>
      <ThemeProvider theme={muiThemeFor(siteTheme.theme)}>
        <SiteThemeContext.Provider value={siteTheme}>
          <DocumentHead icon={siteTheme.icon} codeExamId={match?.params ? `${match.params.code}-${match.params.examId}` : null} />
          <ScrollManager keepScroll={route?.keepScroll ?? false} />
          <RouteLayout layout={route?.layout ?? 'default'}>
            {children}
          </RouteLayout>
          <CookieConsentBanner />
        </SiteThemeContext.Provider>
      </ThemeProvider>
    </LocaleProvider>
  );
}
