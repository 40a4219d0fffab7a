import { useLocation } from 'react-router-dom';

/** Set by the server beside the http-only session cookie (see the server's sessionCookie.ts); it grants nothing. */
const HINT = /(?:^|;\s*)is_in=1(?:;|$)/;

/** Whether the browser holds a session, from its readable hint cookie; read again on every navigation. */
export function isSignedIn(cookie: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return HINT.test(cookie);
}

/**
 * Whether to show the signed-in header. It is a hint for the menu only: pages that need the account ask the
 * server, and a session that ended elsewhere loses its hint at the next call.
 */
export function useSignedIn(): boolean {
  useLocation();
  return isSignedIn();
}
