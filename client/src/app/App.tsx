import { Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { Messages } from '../i18n/loadMessages';
import type { Locale } from '@innerscope/shared/locales';
import { afterFirstPaint } from '../shared/afterFirstPaint';
import { whenEngaged } from '../shared/whenEngaged';
import { ErrorBoundary } from '../shared/components/ErrorBoundary';
import { AppRoot } from './AppRoot';
import { AppRoutes } from './AppRoutes';
import { NOT_FOUND } from './errorStatus';
import { movesOnByItself, type PageComponents, prefetchNextPages } from './pages';
import { RouteErrorScreen } from './RouteErrorScreen';
import { isKnownPath } from '@innerscope/shared/routes';

export interface AppProps {
  readonly locale: Locale;
  readonly messages: Messages;
  /** The page components (see `createPages`); tests pass their own loaders to simulate failures. */
  readonly pages: PageComponents;
  /** Reloads the page after a chunk failed to load; tests observe it instead. */
  readonly reloadPage?: () => void;
}

/**
 * The application inside a router: root providers, then the page. A path the route table does not know gets
 * the 404 screen; a page that throws (or whose code fails to load) gets the error screen.
 */
export function App({ locale, messages, pages, reloadPage }: AppProps) {
  const location = useLocation();
  const known = useMemo(() => isKnownPath(location.pathname), [location.pathname]);
  // The header's logo and every error screen lead home: its code is fetched once the first page is up, with the
  // pages usually opened after the one on screen.
  useEffect(() => afterFirstPaint(() => void pages.home.preload()), [pages]);
  useEffect(() => {
    const when = movesOnByItself(location.pathname) ? afterFirstPaint : whenEngaged;
    return when(() => prefetchNextPages(pages, location.pathname));
  }, [pages, location.pathname]);
  return (
    <AppRoot initialLocale={locale} initialMessages={messages}>
      <ErrorBoundary
        resetKey={location.key}
        fallback={(error) => <RouteErrorScreen key={location.key} error={error} reload={reloadPage} />}
      >
        {known ? (
          <Suspense fallback={null}>
            <AppRoutes pages={pages} />
          </Suspense>
        ) : (
          <RouteErrorScreen error={NOT_FOUND} />
        )}
      </ErrorBoundary>
    </AppRoot>
  );
}
