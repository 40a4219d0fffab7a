import { type ComponentType, type ReactPromise, use } from 'react';
import { HomePage } from '../features/home/routes/HomePage';
import { matchRoute, type PageKey } from './routes.table';

export type PageModule = { default: ComponentType };
export type PageLoaders = Readonly<Record<Exclude<PageKey, 'home'>, () => Promise<PageModule>>>;

/**
 * Page modules loaded on demand, one chunk each. The home page is not among them: it is the usual first page
 * and where the error screen leads, so it ships with the entry and never waits for a second request.
 */
export const pageLoaders: PageLoaders = {
  unavailable: () => import('../features/unavailable/routes/UnavailablePage'),
};

export interface LazyPage {
  readonly Component: ComponentType;
  /** Starts loading the module; resolves when it is ready and never rejects (a failure shows on render). */
  readonly preload: () => Promise<void>;
}

/**
 * Marks a promise with how it settled, in the fields React's `use` reads (`status`, `value`, `reason`), so a
 * page whose code is already here renders without suspending.
 */
function track<T>(promise: Promise<T>): ReactPromise<T> {
  const tracked = Object.assign(promise, { status: 'pending' as const });
  // Block bodies on purpose: returning the (rejected) promise from a handler would reject the derived one too.
  promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
  return tracked;
}

/**
 * A page loaded on demand. Unlike `React.lazy`, a page loaded before the first render (see `preloadPageFor`)
 * renders at once, so the HTML shell is replaced by the finished page in one step. A failed load is thrown on
 * render, for the route error boundary to handle.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let module: ReactPromise<PageModule> | undefined;
  const start = () => {
    module ??= track(load());
    return module;
  };
  function Page() {
    const { default: Component } = use(start());
    return <Component />;
  }
  return {
    Component: Page,
    preload: () =>
      Promise.resolve(start()).then(
        () => undefined,
        () => undefined,
      ),
  };
}

export type PageComponents = Readonly<Record<PageKey, LazyPage>>;

const ready = (Component: ComponentType): LazyPage => ({ Component, preload: () => Promise.resolve() });

export function createPages(loaders: PageLoaders = pageLoaders): PageComponents {
  return { home: ready(HomePage), unavailable: lazyPage(loaders.unavailable) };
}

/** Loads the code of the page a path shows, if it has its own chunk. */
export function preloadPageFor(pages: PageComponents, pathname: string): Promise<void> {
  const route = matchRoute(pathname)?.route;
  return route ? pages[route.page].preload() : Promise.resolve();
}
