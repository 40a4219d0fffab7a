import { ThemeProvider } from '@mui/material/styles';
import { IntlProvider } from 'react-intl';
import type { Messages } from '../i18n/loadMessages';
import { DEFAULT_LOCALE, type Locale } from '@innerscope/shared/locales';
import { muiThemeFor } from '../theme/themes';
import { DEFAULT_THEME } from '../theme/themeConfig';
import { ErrorScreen } from './ErrorScreen';
import { fullPathOf, statusOf } from './errorStatus';
import { HOME_PATH, withLocalePrefix } from '@innerscope/shared/routes';

function goHome(): void {
  window.location.replace(withLocalePrefix(HOME_PATH, window.location.pathname) + window.location.search);
}

/**
 * The error screen for failures outside the routed pages (the providers themselves), so it brings its own
 * providers and leaves with a full page load.
 */
export function StandaloneErrorScreen({
  error,
  locale,
  messages,
}: {
  error: unknown;
  locale: Locale;
  messages: Messages;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <ThemeProvider theme={muiThemeFor(DEFAULT_THEME)}>
        <ErrorScreen status={statusOf(error)} path={fullPathOf(window.location)} onGoHome={goHome} />
      </ThemeProvider>
    </IntlProvider>
  );
}
