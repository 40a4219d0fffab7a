import { matchRoute } from '@innerscope/shared/routes';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { preloadBundle } from '../i18n/loadMessages';
import type { MessageBundle } from '../i18n/messageBundles';

type PageModule = { default: ComponentType };
type Variant = { readonly Component: ComponentType; readonly preload: (pathname?: string) => Promise<void> };
type MakeLazyPage = (load: () => Promise<PageModule>, messages?: MessageBundle) => Variant;

/**
 * The depression screen, the psychological map and the matrix reasoning test: their result and report pages differ
 * from the 16-type test's, and the matrix test has its own question page (matrices, a practice item, a clock).
 */
export const DEPS_EXAM_ID = 1801;
export const YDGX_EXAM_ID = 1802;
export const IQ_EXAM_ID = 1803;

/** Routes whose page depends on the exam, and the pages each exam has of its own; other exams keep the route's. */
type VariantKind = 'question' | 'freeResult' | 'report' | 'download';

const VARIANT_ROUTES: Readonly<Record<string, VariantKind>> = {
  '/answer/question': 'question',
  '/quiz/standard': 'question',
  '/report/result-free-test': 'freeResult',
  '/report/result': 'report',
  '/report/result-old': 'report',
  '/report/result-download': 'download',
};

/** A page's code once the funnel's words are here too (a failure to fetch them shows when the page asks). */
const withFunnelWords = (page: Promise<PageModule>): Promise<PageModule> =>
  Promise.all([page, preloadBundle('funnel')]).then(([module]) => module);

/** Each exam's own pages, each its own chunk with the bundle of words its route already uses. */
export function examVariantPages(lazyPage: MakeLazyPage) {
  return {
    question: {
      [IQ_EXAM_ID]: lazyPage(() => import('../features/iq/routes/IqQuestionPage'), 'funnel'),
      [DEPS_EXAM_ID]: lazyPage(() => import('../features/deps/routes/DepsQuestionPage'), 'funnel'),
    },
    freeResult: {
      [DEPS_EXAM_ID]: lazyPage(() => import('../features/deps/routes/DepsFreeResultPage'), 'funnel'),
      [YDGX_EXAM_ID]: lazyPage(() => import('../features/ydgx/routes/YdgxFreeResultPage'), 'funnel'),
      [IQ_EXAM_ID]: lazyPage(() => import('../features/iq/routes/IqFreeResultPage'), 'funnel'),
    },
    report: {
      // These reports also show the free result's words (the funnel's): fetched with the page's code, so the
      // report appears in one step instead of after an empty page whose footer it then pushes down.
      [DEPS_EXAM_ID]: lazyPage(() => withFunnelWords(import('../features/deps/routes/DepsReportPage')), 'report'),
      [YDGX_EXAM_ID]: lazyPage(() => withFunnelWords(import('../features/ydgx/routes/YdgxReportPage')), 'report'),
      [IQ_EXAM_ID]: lazyPage(() => import('../features/iq/routes/IqReportPage'), 'report'),
    },
    download: {
      [DEPS_EXAM_ID]: lazyPage(() => import('../features/deps/routes/DepsDownloadPage'), 'report'),
      [YDGX_EXAM_ID]: lazyPage(() => import('../features/ydgx/routes/YdgxDownloadPage'), 'report'),
      [IQ_EXAM_ID]: lazyPage(() => import('../features/iq/routes/IqDownloadPage'), 'report'),
    },
  } as const satisfies Record<VariantKind, Record<number, Variant>>;
}

/** The exam's own page for a pathname, if it has one. */
function variantFor(pathname: string, variants: Partial<Record<VariantKind, Readonly<Record<number, Variant>>>>): Variant | undefined {
  const match = matchRoute(pathname);
  const kind = match ? VARIANT_ROUTES[match.route.path] : undefined;
  if (!match?.params || !kind) return undefined;
  return variants[kind]?.[match.params.examId];
}

/**
 * A route's page that gives way to an exam's own page where the exam has one (`/report/result-free-test/DEPS-1801`
 * shows the depression screen's result, `/report/result-free-test/BMBTI-1754` the type's). `variants` holds the
 * exam's pages of each kind the route may show (the report page serves the report and its PDF download).
 */
export function byExam<T extends Variant>(fallback: T, variants: Partial<Record<VariantKind, Readonly<Record<number, Variant>>>>): T {
  function Page() {
    const { pathname } = useLocation();
    const Chosen = (variantFor(pathname, variants) ?? fallback).Component;
    return <Chosen />;
  }
  return {
    ...fallback,
    Component: Page,
    preload: (pathname?: string) => (pathname ? (variantFor(pathname, variants) ?? fallback) : fallback).preload(),
  };
}
