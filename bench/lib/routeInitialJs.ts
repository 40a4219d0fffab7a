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

/**
 * Loads `url` in a fresh headless Chromium (a phone-sized viewport, en-US) and returns every JavaScript
 * response until the network has been idle for 500 ms, with its body; closes the browser whatever happens.
 */
async function jsResponses(url: string, notes: string[]): Promise<Array<{ url: string; status: number; body: Buffer | null }>> {
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
    return await withTimeout(Promise.all(seen), 10_000, 'response bodies');
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
 * Initial JS of a route: the entry chain every route loads (as for the home route), plus what the page itself
 * loads before it renders (its lazy page chunk and that chunk's static imports), found by loading the route
 * from the real server in Chromium and taking every .js response until network idle. Each file of client/dist
 * is gzipped at level 9 and the sizes are summed; a response with no file in client/dist (the build changed
 * under the server) is counted by its body, and said so.
 */
export async function routeInitialJs(ctx: BenchContext, target: RouteJsTarget): Promise<BenchResult> {
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`${CHROME_PATH} not found`);
  const notes: string[] = [];
  const js = await entryChain(notes);
  const entryFiles = js.files.size;
  const server = await ctx.server();
  const url = `${server.url}${target.path}`;

  const responses = await jsResponses(url, notes);
  for (const r of responses) {
    const { origin, pathname } = new URL(r.url);
    if (origin !== server.url) {
      notes.push(`script from another origin not counted: ${r.url}`);
      continue;
    }
    if (r.status !== 200) notes.push(`${pathname} answered HTTP ${r.status}`);
    const file = js.fileForUrlPath(pathname);
    if (!file || js.has(file)) continue;
    if (fs.existsSync(file)) {
      js.add(file, 'loaded by the page', true);
    } else if (r.body) {
      // Not in client/dist any more (or not yet): count what the browser received.
      const key = InitialJs.keyOf(file);
      js.files.set(key, { file: key, via: 'loaded by the page (not in client/dist: response body)', rawBytes: r.body.length, gzipBytes: gzipSize(r.body) });
      notes.push(`${key} was served but is not in client/dist: counted from the response`);
    } else {
      notes.push(`${pathname} was served but is not in client/dist and its body could not be read: not counted`);
    }
  }
  const extra = js.files.size - entryFiles;
  const loadedPaths = new Set(responses.map((r) => new URL(r.url).pathname.replace(/^\//, '')));
  for (const key of js.files.keys()) {
    if (!loadedPaths.has(key)) notes.push(`${key} is in the entry chain but the page did not request it (counted all the same)`);
  }

  const rows = js.rows();
  const { totalGzip, totalRaw } = printFileTable(rows);
  const reading = kilobyteReadingNote(totalGzip, target.budgetKb);
  if (reading) notes.push(reading);

  return {
    name: target.name,
    figures: [
      figure('gzip total', Number(kb(totalGzip).toFixed(1)), 'KB', { op: '<=', value: target.budgetKb }),
      figure('gzip total bytes', totalGzip, 'B'),
      figure('raw total', Number(kb(totalRaw).toFixed(1)), 'KB'),
      figure('files', rows.length, ''),
      figure('files beyond the entry chain', extra, ''),
    ],
    notes,
    details: { url, files: rows, jsResponses: responses.map((r) => ({ url: r.url, status: r.status })) },
  };
}
