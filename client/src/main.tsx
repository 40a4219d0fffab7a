import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createPages, preloadPageFor } from './app/pages';
import { StandaloneErrorScreen } from './app/StandaloneErrorScreen';
import { detectLocale } from './i18n/detectLocale';
import { loadMessages, type Messages } from './i18n/loadMessages';
import { DEFAULT_LOCALE, type Locale } from '@innerscope/shared/locales';
import { ErrorBoundary } from './shared/components/ErrorBoundary';

async function initialLanguage(): Promise<{ locale: Locale; messages: Messages }> {
  const { locale } = detectLocale(window.location);
  try {
    return { locale, messages: await loadMessages(locale) };
  } catch {
    // The locale's chunk could not be fetched: English is already in the entry.
    return { locale: DEFAULT_LOCALE, messages: await loadMessages(DEFAULT_LOCALE) };
  }
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  const pages = createPages();
  // The messages and the first page's code load together; the HTML shell stays until both are here.
  const [{ locale, messages }] = await Promise.all([
    initialLanguage(),
    preloadPageFor(pages, window.location.pathname),
  ]);
  document.documentElement.lang = locale;
  const root = createRoot(container);
  // A transition lets React yield while it builds the first page, keeping the main thread responsive.
  startTransition(() => {
    root.render(
      <StrictMode>
        <ErrorBoundary
          fallback={(error) => <StandaloneErrorScreen error={error} locale={locale} messages={messages} />}
        >
          <BrowserRouter>
            <App locale={locale} messages={messages} pages={pages} />
          </BrowserRouter>
        </ErrorBoundary>
      </StrictMode>,
    );
  });
}

void start();
