import type { BenchContext } from './lib/context';
import { routeInitialJs } from './lib/routeInitialJs';
import type { BenchResult } from './lib/types';
import { lighthousePage } from './lighthouse';

export const QUESTION_PAGE_JS_BUDGET_KB = 150;
/** The first question page of the 16-type test. */
export const QUESTION_PAGE_PATH = '/answer/question/BMBTI-1754';

/**
 * Initial JS of the question page: the entry chain plus what /answer/question/BMBTI-1754 loads before it
 * renders (see routeInitialJs).
 */
export function questionPageBundle(ctx: BenchContext): Promise<BenchResult> {
  return routeInitialJs(ctx, { name: 'Question page initial JS', path: QUESTION_PAGE_PATH, budgetKb: QUESTION_PAGE_JS_BUDGET_KB });
}

/** Lighthouse mobile performance of the question page. */
export function lighthouseQuestionPage(ctx: BenchContext): Promise<BenchResult> {
  return lighthousePage(ctx, { name: 'Lighthouse mobile, question page', path: QUESTION_PAGE_PATH });
}
