import { useCallback } from 'react';
import { type To, useLocation } from 'react-router-dom';
import { withLocalePrefix } from '@innerscope/shared/routes';

/** The test centre's own query parameters: they stay here and never travel to the pages it links to. */
const OWN_PARAMS = ['category'];

/**
 * Links that stay in the visitor's locale prefix and carry the language and campaign parameters along, as every
 * link of the product does, but not the test centre's own tab.
 */
export function useTestLinkTo(): (path: string, params?: Record<string, string>) => To {
  const { pathname, search } = useLocation();
  return useCallback(
    (path: string, params: Record<string, string> = {}) => {
      const query = new URLSearchParams(search);
      for (const name of OWN_PARAMS) query.delete(name);
      for (const [name, value] of Object.entries(params)) query.set(name, value);
      const rest = query.toString();
      return { pathname: withLocalePrefix(path, pathname), search: rest ? `?${rest}` : '' };
    },
    [pathname, search],
  );
}
