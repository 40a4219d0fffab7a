import type { BenchContext } from './lib/context';
import { BENCH_EXAMS, BMBTI, QUESTION_PAGE_EXAMS, type BenchExam } from './lib/purchase';
import { routeInitialJs } from './lib/routeInitialJs';
import type { BenchResult } from './lib/types';
import { lighthousePage } from './lighthouse';

export const QUESTION_PAGE_JS_BUDGET_KB = 150;

/** The first question page of an exam (`/answer/question/{code}-{examId}`). */
export const questionPagePath = (exam: BenchExam) => `/answer/question/${exam.code}-${exam.examId}`;
/** The first question page of the 16-type test. */
export const QUESTION_PAGE_PATH = questionPagePath(BMBTI);

/**
 * Initial JS of each exam's question page: the entry chain plus what the page loads before it renders (see
 * routeInitialJs). One result per exam, its figures named after the exam.
 */
export async function questionPageBundle(ctx: BenchContext): Promise<BenchResult> {
  return perExam('Question page initial JS', (exam) =>
    routeInitialJs(ctx, { name: `Question page initial JS, ${exam.code}`, path: questionPagePath(exam), budgetKb: QUESTION_PAGE_JS_BUDGET_KB }),
  QUESTION_PAGE_EXAMS);
}

/** Lighthouse mobile performance of each exam's question page. */
export function lighthouseQuestionPage(ctx: BenchContext): Promise<BenchResult> {
  return perExam('Lighthouse mobile, question page', (exam) =>
    lighthousePage(ctx, { name: `Lighthouse mobile, question page, ${exam.code}`, path: questionPagePath(exam) }),
  QUESTION_PAGE_EXAMS);
}

/**
 * One benchmark's result for every exam: each exam's figures in turn, named `CODE: figure`, with its notes and
 * details. An exam whose page could not be measured is a note, unless none could.
 */
export async function perExam(name: string, run: (exam: BenchExam) => Promise<BenchResult>, all: readonly BenchExam[] = BENCH_EXAMS): Promise<BenchResult> {
  // BENCH_EXAMS=IQ,DEPS measures those exams' pages only.
  const only = (process.env.BENCH_EXAMS ?? '').toUpperCase().split(',').map((c) => c.trim()).filter(Boolean);
  const exams = only.length > 0 ? all.filter((exam) => only.includes(exam.code)) : all;
  if (exams.length === 0) throw new Error(`no exam among ${all.map((exam) => exam.code).join(', ')} is in BENCH_EXAMS`);
  const result: BenchResult = { name, figures: [], notes: [], details: {} };
  const details: Record<string, unknown> = {};
  const failed: string[] = [];
  for (const exam of exams) {
    try {
      const r = await run(exam);
      result.figures.push(...r.figures.map((f) => ({ ...f, name: `${exam.code}: ${f.name}` })));
      result.notes.push(...r.notes.map((n) => `${exam.code}: ${n}`));
      details[exam.code] = r.details;
    } catch (err) {
      failed.push(`${exam.code}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (failed.length === exams.length) throw new Error(failed.join('; '));
  result.notes.push(...failed.map((f) => `could not run ${f}`));
  result.details = details;
  return result;
}
