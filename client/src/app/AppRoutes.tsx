import { type ReactElement, useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AliasRedirect } from './AliasRedirect';
import type { PageComponents } from './pages';
import { ALL_ROUTES, LEGACY_ALIASES, type RouteDef } from '@innerscope/shared/routes';

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

function buildRoutes(pages: PageComponents): ReactElement[] {
  const tableRoutes = ALL_ROUTES.flatMap((def) => {
    const { Component } = pages[def.page];
    return patternsFor(def).map((path) => <Route key={path} path={path} element={<Component />} />);
  });
  const aliasRoutes = LEGACY_ALIASES.flatMap((alias) =>
    [`${alias.from}/${PARAM}`, `/:locale${alias.from}/${PARAM}`].map((path) => (
      <Route key={path} path={path} element={<AliasRedirect />} />
    )),
  );
  return [...tableRoutes, ...aliasRoutes];
}

/** The pages of the route table and its legacy aliases. */
export function AppRoutes({ pages }: { pages: PageComponents }) {
  const routes = useMemo(() => buildRoutes(pages), [pages]);
  return <Routes>{routes}</Routes>;
}
