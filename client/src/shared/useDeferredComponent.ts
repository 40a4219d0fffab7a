import { type ComponentType, useEffect, useState } from 'react';
import { afterFirstPaint } from './afterFirstPaint';

/** A component whose code is fetched apart from the page, once: the loader's promise and the loaded component. */
export interface DeferredComponent<P> {
  readonly load: () => Promise<ComponentType<P>>;
  /** The component once its code is here, for renders that come after (no placeholder flashes again). */
  readonly loaded: () => ComponentType<P> | null;
}

/** Wraps a dynamic import so its code is fetched once and remembered for every later render. */
export function deferredComponent<P>(importer: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  return {
    load: () => {
      pending ??= importer().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => component,
  };
}

/**
 * The deferred component, or null until its code is here. With `afterPaint`, its code is fetched only once the page
 * has loaded and the browser is idle, so it never competes with the first screen; otherwise at once. A failed fetch
 * leaves null (the part it draws is not essential to the page).
 */
export function useDeferredComponent<P>(deferred: DeferredComponent<P>, afterPaint = false): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(() => deferred.loaded());
  useEffect(() => {
    if (component) return;
    let current = true;
    const fetch = () =>
      void deferred.load().then(
        (loaded) => current && setComponent(() => loaded),
        () => undefined,
      );
    const cancel = afterPaint ? afterFirstPaint(fetch) : (fetch(), () => undefined);
    return () => {
      current = false;
      cancel();
    };
  }, [component, deferred, afterPaint]);
  return component;
}
