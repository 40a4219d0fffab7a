import type { ReactPromise } from 'react';

/**
 * Marks a promise with how it settled, in the fields React's `use` reads (`status`, `value`, `reason`), so a
 * component reading a promise that has already settled renders at once instead of suspending.
 */
export function track<T>(promise: Promise<T>): ReactPromise<T> {
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
