import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { withLocalePrefix } from '@innerscope/shared/routes';

/** A link to the unsubscribe page, for the "how to cancel" part of a plan's terms (new tab, same language and query). */
export function useUnsubscribeLink(codeExamId: string) {
  const location = useLocation();
  const to = { pathname: withLocalePrefix(`/cancel/subscription/${codeExamId}`, location.pathname), search: location.search };
  return (chunks: ReactNode[]) => (
    <Link key="unsubscribe" to={to} target="_blank" rel="noopener">
      {chunks}
    </Link>
  );
}
