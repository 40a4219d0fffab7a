import { matchRoute } from '@innerscope/shared/routes';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { MessageBundle } from '../i18n/messageBundles';

type PageModule = { default: ComponentType };
type Variant = { readonly Component: ComponentType; readonly preload: (pathname?: string) => Promise<void> };
type MakeLazyPage = (load: () => Promise<PageModule>, messages?: MessageBundle) => Variant;

/** The depression screen and the psychological map: their result and report pages differ from the 16-type test's. */
export const DEPS_EXAM_ID = 1801;
export const YDGX_EXAM_ID = 1802;

/** Routes whose page depends on the exam, and the pages each exam has of its own; other exams keep the route's. */
type VariantKind = 'freeResult' | 'report' | 'download';

const VARIANT_ROUTES: Readonly<Record<string, VariantKind>> = {
  '/report/result-free-test': 'freeResult',
  '/report/result': 'report',
  '/report/result-old': 'report',
  '/report/result-download': 'download',
};

/** Each exam's own pages, each its own chunk with the bundle of words its route already uses. */
export function examVariantPages(lazyPage: MakeLazyPage) {
  return {
    freeResult: {
      [DEPS_EXAM_ID]: lazyPage(() => import('../features/deps/routes/DepsFreeResultPage'), 'funnel'),
      [YDGX_EXAM_ID]: lazyPage(() => import('../features/ydgx/routes/YdgxFreeResultPage'), 'funnel'),
    },
    report: {
      [DEPS_EXAM_ID]: lazyPage(() => import('../features/deps/routes/DepsReportPage'), 'report'),
      [YDGX_EXAM_ID]: lazyPage(() => import('../features/ydgx/routes/YdgxReportPage'), 'report'),
    },
    download: {
      [DEPS_EXAM_ID]: lazyPage(() => import('../features/deps/routes/DepsDownloadPage'), 'report'),
      [YDGX_EXAM_ID]: lazyPage(() => import('../features/ydgx/routes/YdgxDownloadPage'), 'report'),
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
