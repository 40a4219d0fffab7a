import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { claimChunkReload, isChunkLoadError } from './chunkReload';
import { ErrorScreen } from './ErrorScreen';
import { fullPathOf, statusOf } from './errorStatus';
import { HOME_PATH, withLocalePrefix } from '@innerscope/shared/routes';

/** One decision per failure: rendering the same error again must not claim a second reload. */
const reloadDecisions = new WeakMap<object, boolean>();

function shouldReload(error: unknown, path: string): boolean {
  if (!isChunkLoadError(error) || typeof error !== 'object' || error === null) return false;
  let decision = reloadDecisions.get(error);
  if (decision === undefined) {
    decision = claimChunkReload(window.sessionStorage, path, Date.now());
    reloadDecisions.set(error, decision);
  }
  return decision;
}

export interface RouteErrorScreenProps {
  readonly error: unknown;
  /** Reloads the page; replaced in tests. */
  readonly reload?: () => void;
}

const reloadWindow = () => window.location.reload();

/**
 * What a page that failed shows. A chunk that failed to load gets one automatic reload per path within ten
 * seconds; anything else, or a second failure, shows the error screen, whose button replaces the route with
 * the home page and keeps the query.
 */
export function RouteErrorScreen({ error, reload = reloadWindow }: RouteErrorScreenProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const reloading = shouldReload(error, location.pathname + location.search);

  useEffect(() => {
    if (reloading) reload();
  }, [reloading, reload]);

  if (reloading) return null;

  const goHome = () =>
    navigate({ pathname: withLocalePrefix(HOME_PATH, location.pathname), search: location.search }, { replace: true });

  return <ErrorScreen status={statusOf(error)} path={fullPathOf(location)} onGoHome={goHome} />;
}
