import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { chromium, type Page } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_FLAGS } from './lib/chromium';
import type { BenchContext } from './lib/context';
import { gzipSize, kb } from './lib/initialJs';
import { clientDist } from './lib/paths';
import { print } from './lib/print';
import { figure, type BenchResult } from './lib/types';

/** The viewer's own chunk (react-pdf and pdf.js's main thread), gzipped, is held to this. */
export const PDF_CHUNK_BUDGET_KB = 160;
/** pdf.js's worker, fetched by the viewer once a PDF opens, gzipped. */
export const PDF_WORKER_BUDGET_KB = 400;
/**
 * The canvases drawn at once on a phone, as bitmap memory (width × height × 4 bytes). iOS Safari stops drawing past
 * a few hundred MB of canvas across the page; a viewer that draws every page of a long PDF runs out.
 */
export const CANVAS_BUDGET_MB = 64;
/** The page's JavaScript heap with a 100-page PDF open, after reading it to the end. */
export const HEAP_BUDGET_MB = 80;
const PAGES = 100;

const VIEWER_MODULE = 'src/features/courses/components/PdfViewer.tsx';
const PAGE_MODULE = 'src/features/courses/routes/CoursePdfPage.tsx';
const tenth = (v: number) => Math.round(v * 10) / 10;
const MB = 1024 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
  assets?: string[];
}

function readManifest(): Record<string, ManifestChunk> {
  const file = path.join(clientDist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`no build manifest at ${file}: build the client first (CLIENT_DIST picks another build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imp of manifest[key].imports ?? []) closure(manifest, imp, seen);
  return seen;
}

const gzipKbOfFiles = (files: Iterable<string>) => kb([...files].reduce((sum, f) => sum + gzipSize(fs.readFileSync(path.join(clientDist, f))), 0));

/** A PDF of `pages` A4 pages of text and a drawing each, as a course worksheet would be. */
export function samplePdf(pages: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, autoFirstPage: false });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    for (let n = 1; n <= pages; n++) {
      doc.addPage();
      doc.fontSize(20).text(`Worksheet page ${n}`, { underline: false });
      doc.moveDown();
      for (let p = 0; p < 6; p++) {
        doc.fontSize(11).text(
          'Notice the feeling, name it in a word or two, and rate how strong it is from 0 to 10. Then write what happened just before, ' +
            'what you told yourself about it, and one small thing that would help right now. Naming a feeling is a skill: it grows with practice.',
          { align: 'justify' },
        );
        doc.moveDown(0.6);
      }
      doc.circle(300, 640, 60 + (n % 5) * 8).lineWidth(3).stroke('#4a6cf7');
      doc.fontSize(9).text(`${n} / ${pages}`, 56, 780, { align: 'center' });
    }
    doc.end();
  });
}

/** The viewer's chunk from the build's manifest, gzipped at level 9: its own files beyond the page's, and the worker. */
export async function pdfViewerChunk(): Promise<BenchResult> {
  const manifest = readManifest();
  if (!manifest[VIEWER_MODULE]) throw new Error(`${VIEWER_MODULE} is not a chunk of the build`);
  const page = closure(manifest, PAGE_MODULE);
  const added = [...closure(manifest, VIEWER_MODULE)].filter((k) => !page.has(k));
  const files = added.map((k) => manifest[k]!.file);
  const chunkKb = gzipKbOfFiles(files);
  // The worker is emitted as an asset of the viewer's chunk (new URL(..., import.meta.url)).
  const assets = (manifest[VIEWER_MODULE]!.assets ?? []).concat(fs.readdirSync(path.join(clientDist, 'assets')).map((f) => `assets/${f}`));
  const worker = [...new Set(assets)].find((f) => /pdf\.worker.*\.m?js$/.test(f));
  const workerKb = worker ? gzipKbOfFiles([worker]) : Number.NaN;
  print(`  viewer chunk ${files.join(', ')}: ${chunkKb.toFixed(1)} KB gzip (budget ${PDF_CHUNK_BUDGET_KB} KB)`);
  print(`  pdf.js worker ${worker ?? '(not found)'}: ${workerKb.toFixed(1)} KB gzip (budget ${PDF_WORKER_BUDGET_KB} KB)`);
  return {
    name: 'PDF viewer chunk',
    figures: [
      figure('PDF viewer chunk (gzip)', tenth(chunkKb), 'KB', { op: '<=', value: PDF_CHUNK_BUDGET_KB }),
      figure('pdf.js worker (gzip)', tenth(workerKb), 'KB', { op: '<=', value: PDF_WORKER_BUDGET_KB }),
    ],
    notes: ['Fetched only when a PDF lesson is opened: never part of the entry bundle or the course page.'],
    details: { files, worker },
  };
}

/** Canvas bitmap memory and how many pages are drawn, in the page now. */
async function canvases(page: Page): Promise<{ bytes: number; count: number }> {
  return page.evaluate(`(() => {
    const all = [...document.querySelectorAll('canvas')];
    return { bytes: all.reduce((s, c) => s + c.width * c.height * 4, 0), count: all.length };
  })()`) as Promise<{ bytes: number; count: number }>;
}

async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize;
}

/**
 * A 100-page PDF in the course viewer on a phone (390×844 at 3× density): a PDF lesson of a free course opened as a
 * member would, its file answered with the 100-page worksheet. The figures are the canvases' bitmap memory at
 * the top, the most at any point while reading to the end page by page, and the page's JavaScript heap at the end.
 */
export async function pdfViewerMemory(ctx: BenchContext): Promise<BenchResult> {
  const server = await ctx.server();
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    return ((await res.json()) as { data: any }).data; // oxlint-disable-line typescript/no-explicit-any
  };
  const list = await gql('query($l: String!) { courses(locale: $l, pageSize: 50) { items { id format locked } } }', { l: 'en-US' });
  const free = (list.courses.items as { id: number; format: string; locked: boolean }[]).filter((c) => !c.locked);
  let target: { courseId: number; lessonId: number; fileUrl: string } | null = null;
  for (const c of free) {
    const detail = await gql('query($id: Int!, $l: String!) { course(id: $id, locale: $l) { lessons { id kind fileUrl } } }', { id: c.id, l: 'en-US' });
    const lesson = (detail.course.lessons as { id: number; kind: string; fileUrl: string | null }[]).find((l) => l.kind === 'PDF' && l.fileUrl);
    if (lesson) {
      target = { courseId: c.id, lessonId: lesson.id, fileUrl: lesson.fileUrl! };
      break;
    }
  }
  if (!target) throw new Error('no free course with a PDF lesson');
  const pdf = await samplePdf(PAGES);

  const browser = await chromium.launch({ executablePath: CHROME_PATH, headless: true, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'en-US' });
    const page = await context.newPage();
    await page.route(`**${target.fileUrl.split('?')[0]}*`, (route) => route.fulfill({ status: 200, contentType: 'application/pdf', body: pdf }));
    const started = Date.now();
    await page.goto(`${server.url}/userCenter/courseList/detail/pdf/BMBTI-1754?id=${target.courseId}&lesson=${target.lessonId}`, { waitUntil: 'load' });
    await page.locator('.react-pdf__Page__canvas').first().waitFor({ timeout: 60_000 });
    const firstPageMs = Date.now() - started;
    const pagesShown = await page.locator('[role=region]').count();
    const top = await canvases(page);
    let peak = top;
    // Read to the end a screen at a time, letting each screen draw.
    for (let i = 0; i < 400; i++) {
      const done = (await page.evaluate(`(() => {
        window.scrollBy(0, window.innerHeight * 0.9);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      })()`)) as boolean;
      await page.waitForTimeout(120);
      const now = await canvases(page);
      if (now.bytes > peak.bytes) peak = now;
      if (done) break;
    }
    await page.locator(`[role=region][aria-label$=" ${PAGES}"] canvas`).first().waitFor({ timeout: 30_000 }).catch(() => undefined);
    const end = await canvases(page);
    const heap = await heapUsed(page);
    await context.close();
    print(
      `  ${PAGES} pages: first page drawn in ${firstPageMs} ms; canvases at the top ${(top.bytes / MB).toFixed(1)} MB (${top.count}), ` +
        `peak ${(peak.bytes / MB).toFixed(1)} MB (${peak.count}) (budget ${CANVAS_BUDGET_MB} MB), at the end ${(end.bytes / MB).toFixed(1)} MB; JS heap ${(heap / MB).toFixed(1)} MB (budget ${HEAP_BUDGET_MB} MB)`,
    );
    return {
      name: 'PDF viewer memory',
      figures: [
        figure('canvas memory, 100-page PDF, peak', tenth(peak.bytes / MB), 'MB', { op: '<=', value: CANVAS_BUDGET_MB }),
        figure('pages drawn at once, peak', peak.count, 'pages'),
        figure('JS heap after reading 100 pages', tenth(heap / MB), 'MB', { op: '<=', value: HEAP_BUDGET_MB }),
        figure('first page drawn', firstPageMs, 'ms'),
      ],
      notes: [
        '390×844 at 3× density, headless Chromium without a GPU; canvas memory is width × height × 4 bytes of every canvas in the page.',
        'The JS heap is the page’s own (after a garbage collection); pdf.js parses in its worker, whose heap is not counted.',
      ],
      details: { pages: PAGES, pagesShown, top, peak, end, heapBytes: heap, pdfBytes: pdf.length },
    };
  } finally {
    await browser.close();
  }
}
