import type { BenchContext } from './lib/context';
import { routeInitialJs } from './lib/routeInitialJs';
import type { BenchResult } from './lib/types';

export const HOME_JS_BUDGET_KB = 150;

/**
 * Initial JS of the home route, measured as the other pages are (see routeInitialJs): the scripts index.html
 * loads, every `<link rel="modulepreload">` and the static import chain of every module script, plus whatever
 * the home page asks for before it shows its content. What it fetches after that (the cookie banner, the
 * counters) is listed apart. Each file is gzipped at level 9 and the sizes are summed.
 */
export function homeBundle(ctx: BenchContext): Promise<BenchResult> {
  return routeInitialJs(ctx, { name: 'Home route initial JS', path: '/', budgetKb: HOME_JS_BUDGET_KB });
}
