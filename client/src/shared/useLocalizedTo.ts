import { useCallback } from 'react';
import { type To, useLocation } from 'react-router-dom';
import { withLocalePrefix } from '@innerscope/shared/routes';

/**
 * Builds links that stay in the visitor's locale prefix and carry the current query along (the language and
 * the campaign parameters travel through the whole funnel).
 */
export function useLocalizedTo(): (path: string, hash?: string) => To {
  const { pathname, search } = useLocation();
  return useCallback(
    (path: string, hash = '') => ({ pathname: withLocalePrefix(path, pathname), search, hash }),
    [pathname, search],
  );
}
