import { Navigate, useLocation } from 'react-router-dom';
import { canonicalPathFor } from '@innerscope/shared/routes';

/** Sends a legacy path to its canonical route, keeping the query string and the hash. */
export function AliasRedirect() {
  const location = useLocation();
  const target = canonicalPathFor(location.pathname);
  if (!target) return null;
  return <Navigate replace to={{ pathname: target, search: location.search, hash: location.hash }} />;
}
