import type { ExamApi } from './examApi';

let loading: Promise<ExamApi> | undefined;

/**
 * The test's server calls (`examApi.ts`, with the Apollo client), fetched once on first use so that they load
 * beside the question page's first render instead of before it. A failed fetch is tried again next time.
 */
export function loadExamApi(): Promise<ExamApi> {
  if (!loading) {
    const next = import('./examApi').then((module) => module.examApi);
    next.catch(() => {
      if (loading === next) loading = undefined;
    });
    loading = next;
  }
  return loading;
}
