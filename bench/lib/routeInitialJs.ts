import fs from 'node:fs';
import { chromium, type Response } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_FLAGS } from './chromium';
import type { BenchContext } from './context';
import { InitialJs, entryChain, gzipSize, kb, kilobyteReadingNote, printFileTable } from './initialJs';
import { print } from './print';
import { withTimeout } from './time';
import { figure, type BenchResult } from './types';

const NETWORK_IDLE_TIMEOUT_MS = 30_000;

/** Whether a response is JavaScript: by its path, or by its content type for a path without an extension. */
function isJs(response: Response): boolean {
  const { pathname } = new URL(response.url());
  if (/\.m?js$/i.test(pathname)) return true;
  return /javascript|ecmascript/i.test(response.headers()['content-type'] ?? '');
}

/** One JavaScript response of a page load, with when the browser asked for it (ms from navigation start). */
interface JsResponse {
  url: string;
  status: number;
  body: Buffer | null;
  /** Null when the browser kept no timing for it. */
  requestedAtMs: number | null;
}

/** When the page showed its own content, as measured in the browser (ms from navigation start). */
interface FirstRender {
  /** The last largest-contentful-paint candidate's time, and what it was. */
  lcpMs: number | null;
  lcpElement: string | null;
  /** When an `h1` first appeared under `#root` (every page has one). */
  headingMs: number | null;
}

/** Recorded in the page before any of its scripts runs: when the first heading of the app appears. */
const HEADING_WATCH = `(() => {
  const seen = () => {
    if (window.__benchHeadingMs === undefined && document.querySelector('#root h1')) window.__benchHeadingMs = performance.now();
    return window.__benchHeadingMs !== undefined;
  };
  const start = () => {
    if (seen()) return;
    const observer = new MutationObserver(() => { if (seen()) observer.disconnect(); });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.documentElement) start(); else document.addEventListener('DOMContentLoaded', start, { once: true });
})();`;

/**
 * Evaluated in the page (as text, so nothing the bench's own compiler adds can reach it): the first-render times
 * and the request time of each script, from the page's performance timeline.
 */
const READ_TIMINGS = `new Promise((resolve) => {
  const scripts = performance
    .getEntriesByType('resource')
    .filter((e) => /\\.m?js$/.test(new URL(e.name).pathname) || e.initiatorType === 'script')
    .map((e) => ({ name: e.name, startTime: e.startTime }));
  const headingMs = window.__benchHeadingMs ?? null;
  let settled = false;
  const done = (entries) => {
    if (settled) return;
    settled = true;
    const last = entries[entries.length - 1];
    const element = last && last.element
      ? last.element.tagName.toLowerCase() + ' "' + (last.element.textContent || '').trim().slice(0, 60) + '"'
      : null;
    resolve({ first: { lcpMs: last ? last.startTime : null, lcpElement: element, headingMs }, scripts });
  };
  try {
    const observer = new PerformanceObserver((list) => { observer.disconnect(); done(list.getEntries()); });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => { observer.disconnect(); done([]); }, 1000);
  } catch {
    done([]);
  }
})`;

/**
 * Loads `url` in a fresh headless Chromium (a phone-sized viewport, en-US) and returns every JavaScript
 * response until the network has been idle for 500 ms, with its body and the time it was requested, and when
 * the page first showed its content; closes the browser whatever happens.
 */
async function jsResponses(url: string, notes: string[]): Promise<{ responses: JsResponse[]; first: FirstRender }> {
  const browser = await withTimeout(
    chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS, headless: true, timeout: 30_000 }),
    40_000,
    'Chromium start',
  );
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      serviceWorkers: 'block',
    });
    await context.addInitScript(HEADING_WATCH);
    const page = await context.newPage();
    const seen: Array<Promise<{ url: string; status: number; body: Buffer | null }>> = [];
    page.on('response', (response) => {
      if (!isJs(response)) return;
      seen.push(response.body().then(
        (body) => ({ url: response.url(), status: response.status(), body }),
        () => ({ url: response.url(), status: response.status(), body: null }),
      ));
    });
    const res = await page.goto(url, { waitUntil: 'networkidle', timeout: NETWORK_IDLE_TIMEOUT_MS }).catch((err: unknown) => {
      notes.push(`the page did not reach network idle within ${NETWORK_IDLE_TIMEOUT_MS / 1000} s (${err instanceof Error ? err.message.split('\n')[0] : String(err)}): counted what loaded until then`);
      return null;
    });
    if (res && res.status() !== 200) notes.push(`${new URL(url).pathname} answered HTTP ${res.status()}`);
    const heading = await page.locator('h1').first().textContent({ timeout: 2_000 }).catch(() => null);
    if (heading) print(`  page heading: ${heading.trim()}`);
    const { first, scripts } = await withTimeout(page.evaluate<{ first: FirstRender; scripts: Array<{ name: string; startTime: number }> }>(READ_TIMINGS), 10_000, 'page timings');
    const requestedAt = new Map<string, number>();
    for (const s of scripts) if (!requestedAt.has(s.name)) requestedAt.set(s.name, s.startTime);
    const bodies = await withTimeout(Promise.all(seen), 10_000, 'response bodies');
    return { responses: bodies.map((r) => ({ ...r, requestedAtMs: requestedAt.get(r.url) ?? null })), first };
  } finally {
    await withTimeout(browser.close(), 15_000, 'Chromium shutdown').catch(() => undefined);
  }
}

/** A route whose first-render JavaScript is measured: the benchmark's name, a path on the real server, a budget. */
export interface RouteJsTarget {
  name: string;
  /** Path (and query) on the real server, such as `/answer/question/BMBTI-1754`. */
  path: string;
  budgetKb: number;
}

/**
 * When the page showed its own content: its last largest-contentful-paint candidate or its first heading,
 * whichever came later; null when the browser reported neither.
 */
function firstRenderMs(first: FirstRender): number | null {
  const times = [first.lcpMs, first.headingMs].filter((t): t is number => t !== null);
  return times.length ? Math.max(...times) : null;
}

/**
 * Initial JS of a route: the entry chain every route loads (as for the home route), plus what the page itself
 * asks for before it shows its content (its lazy page chunk, that chunk's static imports, the words), found by
 * loading the route from the real server in Chromium and taking every .js response until network idle, with the
 * time the browser requested it. A script requested after the page's first render (its largest contentful
 * paint or its first heading, whichever came later) is code deferred past the first screen (the cookie banner,
 * the next step's code warmed when idle): it is listed and summed apart, outside the budget. Each file of
 * client/dist is gzipped at level 9 and the sizes are summed; a response with no file in client/dist (the build
 * changed under the server) is counted by its body, and said so.
 */
export async function routeInitialJs(ctx: BenchContext, target: RouteJsTarget): Promise<BenchResult> {
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`${CHROME_PATH} not found`);
  const notes: string[] = [];
  const js = await entryChain(notes);
  const later = await InitialJs.create(notes);
  const entryFiles = js.files.size;
  const server = await ctx.server();
  const url = `${server.url}${target.path}`;

  const { responses, first } = await jsResponses(url, notes);
  const renderedAt = firstRenderMs(first);
  print(
    `  first render at ${renderedAt === null ? '-' : `${Math.round(renderedAt)} ms`} ` +
      `(largest contentful paint ${first.lcpMs === null ? '-' : `${Math.round(first.lcpMs)} ms`}${first.lcpElement ? `, ${first.lcpElement}` : ''}; ` +
      `first heading ${first.headingMs === null ? '-' : `${Math.round(first.headingMs)} ms`})`,
  );
  if (renderedAt === null) notes.push('the browser reported no first render: every script counted as initial');
  const ordered = [...responses].sort((x, y) => (x.requestedAtMs ?? 0) - (y.requestedAtMs ?? 0));
  for (const r of ordered) {
    const { origin, pathname } = new URL(r.url);
    if (origin !== server.url) {
      notes.push(`script from another origin not counted: ${r.url}`);
      continue;
    }
    if (r.status !== 200) notes.push(`${pathname} answered HTTP ${r.status}`);
    const file = js.fileForUrlPath(pathname);
    if (!file || js.has(file)) continue;
    // Without a timing of its own, a script counts as initial: the budget is never flattered by a gap.
    const deferred = renderedAt !== null && r.requestedAtMs !== null && r.requestedAtMs > renderedAt;
    const set = deferred ? later : js;
    if (set.has(file)) continue;
    if (fs.existsSync(file)) {
      set.add(file, deferred ? `requested at ${Math.round(r.requestedAtMs ?? 0)} ms, after the first render` : 'loaded by the page', true);
    } else if (r.body) {
      // Not in client/dist any more (or not yet): count what the browser received.
      const key = InitialJs.keyOf(file);
      set.files.set(key, { file: key, via: 'loaded by the page (not in client/dist: response body)', rawBytes: r.body.length, gzipBytes: gzipSize(r.body) });
      notes.push(`${key} was served but is not in client/dist: counted from the response`);
    } else {
      notes.push(`${pathname} was served but is not in client/dist and its body could not be read: not counted`);
    }
  }
  for (const key of js.files.keys()) later.files.delete(key);
  const extra = js.files.size - entryFiles;
  const loadedPaths = new Set(responses.map((r) => new URL(r.url).pathname.replace(/^\//, '')));
  for (const key of js.files.keys()) {
    if (!loadedPaths.has(key)) notes.push(`${key} is in the entry chain but the page did not request it (counted all the same)`);
  }

  const rows = js.rows();
  const { totalGzip, totalRaw } = printFileTable(rows);
  const reading = kilobyteReadingNote(totalGzip, target.budgetKb);
  if (reading) notes.push(reading);
  const laterRows = later.rows();
  const laterGzip = laterRows.reduce((sum, r) => sum + r.gzipBytes, 0);
  if (laterRows.length) {
    print('  after the first render (outside the budget):');
    printFileTable(laterRows);
  }

  return {
    name: target.name,
    figures: [
      figure('gzip total', Number(kb(totalGzip).toFixed(1)), 'KB', { op: '<=', value: target.budgetKb }),
      figure('gzip total bytes', totalGzip, 'B'),
      figure('raw total', Number(kb(totalRaw).toFixed(1)), 'KB'),
      figure('files', rows.length, ''),
      figure('files beyond the entry chain', extra, ''),
      figure('gzip after the first render', Number(kb(laterGzip).toFixed(1)), 'KB'),
    ],
    notes,
    details: {
      url,
      firstRender: first,
      files: rows,
      afterFirstRender: laterRows,
      jsResponses: responses.map((r) => ({ url: r.url, status: r.status, requestedAtMs: r.requestedAtMs })),
    },
  };
}
