import type { BenchContext } from './lib/context';
import { sharedPlanPagePath, sharedReportPagePath } from './lib/purchase';
import { routeInitialJs } from './lib/routeInitialJs';
import type { BenchResult } from './lib/types';
import { lighthousePage } from './lighthouse';

/** The same budget as the home and question routes: each page's own code loads as its lazy chunk. */
export const PAGE_JS_BUDGET_KB = 150;

/** Lighthouse mobile performance of the plan page of a finished test (`/paying/scheme/BMBTI-1754?s=`). */
export async function lighthousePlanPage(ctx: BenchContext): Promise<BenchResult> {
  const path = await sharedPlanPagePath(await ctx.server());
  return lighthousePage(ctx, { name: 'Lighthouse mobile, plan page', path });
}

/** Lighthouse mobile performance of a paid report opened with the signed link of its e-mail. */
export async function lighthouseReportPage(ctx: BenchContext): Promise<BenchResult> {
  const path = await sharedReportPagePath(await ctx.server());
  return lighthousePage(ctx, { name: 'Lighthouse mobile, report page', path });
}

/** Initial JS of the plan page: the entry chain plus what the page loads before it renders. */
export async function planPageBundle(ctx: BenchContext): Promise<BenchResult> {
  const path = await sharedPlanPagePath(await ctx.server());
  return routeInitialJs(ctx, { name: 'Plan page initial JS', path, budgetKb: PAGE_JS_BUDGET_KB });
}

/** Initial JS of the report page: the entry chain plus what the page loads before it renders. */
export async function reportPageBundle(ctx: BenchContext): Promise<BenchResult> {
  const path = await sharedReportPagePath(await ctx.server());
  return routeInitialJs(ctx, { name: 'Report page initial JS', path, budgetKb: PAGE_JS_BUDGET_KB });
}
