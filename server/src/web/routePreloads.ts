import fs from 'node:fs';
import path from 'node:path';
import { HOME_EXAM_ID, matchRoute, type PageKey } from '@innerscope/shared/routes';

/** One chunk of Vite's build manifest (`client/dist/.vite/manifest.json`), keyed by its source module. */
export interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The client module each page's code lives in (the chunks `client/src/app/pages.tsx` loads), for the pages whose
 * first screen the funnel cares about. The result and report modules serve the 16-type test: other exams show
 * pages of their own (`client/src/app/examVariants.tsx`); of those, the report pages of the depression screen and
 * the psychological map are preloaded too (EXAM_REPORT_MODULES).
 */
export const PAGE_MODULES: Readonly<Partial<Record<PageKey, string>>> = {
  home: 'src/features/home/routes/HomePage.tsx',
  question: 'src/app/examPages.ts',
  answerComplete: 'src/features/exam/routes/AnswerCompletePage.tsx',
  reportForm: 'src/app/reportPages.ts',
  freeResult: 'src/app/reportPages.ts',
  plan: 'src/app/checkoutPages.ts',
  buyReport: 'src/app/checkoutPages.ts',
  package: 'src/features/plan/routes/PackagePage.tsx',
  report: 'src/features/report/routes/ReportPage.tsx',
  landing: 'src/features/landing/routes/LandingPage.tsx',
};

const EXAM_SPECIFIC_PAGES: ReadonlySet<PageKey> = new Set(['question', 'freeResult', 'report']);

/** The question pages of the exams that have their own (`client/src/app/examVariants.tsx`), by exam id. */
export const EXAM_QUESTION_MODULES: Readonly<Record<number, string>> = {
  1801: 'src/features/deps/routes/DepsQuestionPage.tsx',
  1803: 'src/features/iq/routes/IqQuestionPage.tsx',
};

/** The report pages of the exams that have their own (`client/src/app/examVariants.tsx`), by exam id. */
export const EXAM_REPORT_MODULES: Readonly<Record<number, string>> = {
  1801: 'src/features/deps/routes/DepsReportPage.tsx',
  1802: 'src/features/ydgx/routes/YdgxReportPage.tsx',
  1803: 'src/features/iq/routes/IqReportPage.tsx',
};

/** The build manifest, or null when the build wrote none (or it cannot be read): pages then go without preloads. */
export function readBuildManifest(clientDist: string): BuildManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

/** Everything a chunk imports statically, itself first, in the order the manifest lists them. */
function staticClosure(manifest: BuildManifest, key: string, seen: Set<string> = new Set()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [key, ...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen))];
}

/**
 * The files (`assets/...js`) a module needs beyond the entry: the module's chunk and its static imports, less
 * the entry's own chain, which the page's `<script>` already fetches.
 */
export function chunkFilesOf(manifest: BuildManifest, moduleKey: string): string[] {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entryChain = new Set(entryKeys.flatMap((key) => staticClosure(manifest, key)));
  if (!manifest[moduleKey] || entryChain.has(moduleKey)) return [];
  return staticClosure(manifest, moduleKey)
    .filter((key) => !entryChain.has(key))
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => typeof file === 'string' && file.endsWith('.js'));
}

/** The client module whose chunks a page path needs first, or null when the path needs nothing beyond the entry. */
export function pageModuleFor(pathname: string): string | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const page = match.route.page;
  if (EXAM_SPECIFIC_PAGES.has(page) && match.params && match.params.examId !== HOME_EXAM_ID) {
    if (page === 'question') return EXAM_QUESTION_MODULES[match.params.examId] ?? PAGE_MODULES.question ?? null;
    const ownReport = page === 'report' && match.route.path !== '/report/result-download';
    return ownReport ? (EXAM_REPORT_MODULES[match.params.examId] ?? null) : null;
  }
  return PAGE_MODULES[page] ?? null;
}

/**
 * Adds a `<link rel="modulepreload">` for each file before `</head>`, so the browser fetches the page's own chunks
 * while it runs the entry, instead of after. `crossorigin` matches the entry's script tag, so each preload is
 * reused by the import that needs it. `fetchpriority="low"` keeps them behind the entry: at their default high
 * priority, page-load simulations (Lighthouse's) count them as blocking the shell's first paint.
 */
export function withModulePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`).join('\n    ');
  const head = html.indexOf('</head>');
  return head < 0 ? html : `${html.slice(0, head)}  ${links}\n  ${html.slice(head)}`;
}
