import { type ComponentType, useEffect, useState } from 'react';
import { afterFirstPaint } from './afterFirstPaint';
import { whenEngaged } from './whenEngaged';

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
 * When a deferred component's code is fetched: at once; once the first screen is painted and the browser is idle
 * (`paint`: for a part the visitor may have come for); or once the visitor acts on the page (`engaged`, see
 * whenEngaged: for a part below what they read first).
 */
export type DeferredUntil = 'now' | 'paint' | 'engaged';

const SCHEDULERS: Readonly<Record<DeferredUntil, (run: () => void) => () => void>> = {
  now: (run) => {
    run();
    return () => undefined;
  },
  paint: afterFirstPaint,
  engaged: whenEngaged,
};

/**
 * The deferred component, or null until its code is here (fetched when `until` says), so it never competes with
 * the first screen. A failed fetch leaves null (the part it draws is not essential to the page).
 */
export function useDeferredComponent<P>(deferred: DeferredComponent<P>, until: DeferredUntil = 'now'): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(() => deferred.loaded());
  useEffect(() => {
    if (component) return;
    let current = true;
    const fetch = () =>
      void deferred.load().then(
        (loaded) => current && setComponent(() => loaded),
        () => undefined,
      );
    const cancel = SCHEDULERS[until](fetch);
    return () => {
      current = false;
      cancel();
    };
  }, [component, deferred, until]);
  return component;
}
