import { act, fireEvent, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router-dom';
import { App } from '../src/app/App';
import { createPages, type PageLoaders, pageLoaders, preloadPageFor } from '../src/app/pages';
import { detectLocale } from '../src/i18n/detectLocale';
import { loadMessages } from '../src/i18n/loadMessages';

export interface RenderAppOptions {
  /** Page modules to use instead of the real ones (the others stay real). */
  readonly loaders?: Partial<PageLoaders>;
  readonly reloadPage?: () => void;
}

/**
 * Starts the app the way `main.tsx` does, at `url`: the locale is resolved from the URL, cookie and browser,
 * and the first page's code is loaded before the first render.
 */
export async function renderApp(url: string, options: RenderAppOptions = {}) {
  window.history.replaceState(null, '', url);
  const { locale } = detectLocale(window.location);
  const messages = await loadMessages(locale);
  const pages = createPages({ ...pageLoaders, ...options.loaders });
  // The home page too: the app fetches it once the first page is up, and error screens and links lead there.
  await Promise.all([preloadPageFor(pages, window.location.pathname), pages.home.preload()]);
  const user = userEvent.setup();
  let view: RenderResult | undefined;
  // An awaited act: a redirect on the first render can suspend on a page's code, and only an async act waits.
  await act(async () => {
    view = render(
      <BrowserRouter>
        <App locale={locale} messages={messages} pages={pages} reloadPage={options.reloadPage} />
      </BrowserRouter>,
    );
  });
  if (!view) throw new Error('render did not run');
  return { user, ...view };
}

/** The browser's current URL without the origin. */
export function currentUrl(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/**
 * Clicks a link to a page with its own chunk. The page suspends while its code loads, and React only retries
 * a render that suspended inside an awaited act, so the click happens in one (user-event's own act is not).
 */
export async function clickToLazyPage(element: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}
