import { type ReactElement, useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AliasRedirect } from './AliasRedirect';
import type { PageComponents } from './pages';
import { LEGACY_ALIASES, matchRoute, type RouteDef } from '@innerscope/shared/routes';

const PARAM = ':codeExamId';

/**
 * Router patterns for a table route, with and without the locale prefix. The patterns are loose (they cannot
 * say "letters, a hyphen, digits" or "one of the locale prefixes"): `App` has already turned away
 * every path the table does not know.
 */
function patternsFor(def: RouteDef): string[] {
  const base = def.path === '/' ? '' : def.path;
  const own =
    def.param === 'required' ? [`${base}/${PARAM}`] : def.param === 'optional' ? [`${base}/${PARAM}?`] : [base || '/'];
  return own.flatMap((pattern) => [pattern, `/:locale${pattern === '/' ? '' : pattern}`]);
}

function tableRoutes(def: RouteDef, pages: PageComponents): ReactElement[] {
  const { Component } = pages[def.page];
  return patternsFor(def).map((path) => <Route key={path} path={path} element={<Component />} />);
}

function aliasRoutes(): ReactElement[] {
  return LEGACY_ALIASES.flatMap((alias) =>
    [`${alias.from}/${PARAM}`, `/:locale${alias.from}/${PARAM}`].map((path) => (
      <Route key={path} path={path} element={<AliasRedirect />} />
    )),
  );
}

/**
 * The page of the route table entry the path matches, or the redirect of a legacy alias. The route table picks
 * the entry (`matchRoute`); the router is handed only that entry's patterns, for its params: ranking every
 * pattern of the table on each navigation cost the question page about 200 ms of main thread on a mid-range
 * phone.
 */
export function AppRoutes({ pages }: { pages: PageComponents }) {
  const { pathname } = useLocation();
  const def = useMemo(() => matchRoute(pathname)?.route, [pathname]);
  const routes = useMemo(() => (def ? tableRoutes(def, pages) : aliasRoutes()), [def, pages]);
  return <Routes>{routes}</Routes>;
}
