import type { BenchContext } from './lib/context';
import { BENCH_EXAMS, sharedPlanPagePath, sharedReportPagePath } from './lib/purchase';
import { routeInitialJs } from './lib/routeInitialJs';
import type { BenchResult } from './lib/types';
import { lighthousePage } from './lighthouse';
import { perExam } from './questionPage';

/** The same budget as the home and question routes: each page's own code loads as its lazy chunk. */
export const PAGE_JS_BUDGET_KB = 150;

/** Lighthouse mobile performance of the plan page of a finished test (`/paying/scheme/BMBTI-1754?s=`). */
export async function lighthousePlanPage(ctx: BenchContext): Promise<BenchResult> {
  const path = await sharedPlanPagePath(await ctx.server());
  return lighthousePage(ctx, { name: 'Lighthouse mobile, plan page', path });
}

/** Lighthouse mobile performance of each exam's paid report, opened with the signed link of its e-mail. */
export async function lighthouseReportPage(ctx: BenchContext): Promise<BenchResult> {
  const server = await ctx.server();
  return perExam('Lighthouse mobile, report page', async (exam) =>
    lighthousePage(ctx, { name: `Lighthouse mobile, report page, ${exam.code}`, path: await sharedReportPagePath(server, exam) }),
  BENCH_EXAMS);
}

/** Initial JS of the plan page: the entry chain plus what the page loads before it renders. */
export async function planPageBundle(ctx: BenchContext): Promise<BenchResult> {
  const path = await sharedPlanPagePath(await ctx.server());
  return routeInitialJs(ctx, { name: 'Plan page initial JS', path, budgetKb: PAGE_JS_BUDGET_KB });
}

/** Initial JS of each exam's report page: the entry chain plus what the page loads before it renders. */
export async function reportPageBundle(ctx: BenchContext): Promise<BenchResult> {
  const server = await ctx.server();
  return perExam('Report page initial JS', async (exam) =>
    routeInitialJs(ctx, { name: `Report page initial JS, ${exam.code}`, path: await sharedReportPagePath(server, exam), budgetKb: PAGE_JS_BUDGET_KB }),
  );
}
