import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import path from 'node:path';
import { CHROME_PATH, CHROMIUM_FLAGS } from './lib/chromium';
import { clientDist } from './lib/paths';
import type { BenchContext } from './lib/context';
import { withTimeout } from './lib/time';
import { figure, median, textFigure, type BenchResult } from './lib/types';
import { print } from './lib/print';

export const LIGHTHOUSE_BUDGET = 95;
/** Total blocking time the median run may spend, in ms (the "many tests" issue's budget beside the score). */
export const TBT_BUDGET_MS = 200;
/** Lighthouse runs per page, each in a fresh Chromium; the figures are their medians. */
const RUNS = 5;
const RUN_TIMEOUT_MS = 150_000;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--no-first-run'];

interface RunFigures {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

interface Run extends RunFigures {
  /** What Lighthouse blames most in this run: its failing insights, opportunities and diagnostics, worst first. */
  blame: string[];
}

const BLAME_KEEP = 6;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * The performance audits that failed (score under 0.9) outside the metrics themselves, ordered by the time they
 * are estimated to cost (LCP, FCP and TBT savings summed), each as "title (display value)".
 */
function blamed(lhr: Lhr): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const rows: Array<{ text: string; cost: number }> = [];
  for (const ref of refs) {
    if (ref.group === 'metrics' || ref.group === 'hidden') continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (['notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode)) continue;
    const savings = audit.metricSavings ?? {};
    const cost = (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0);
    rows.push({ text: `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`, cost });
  }
  return rows
    .sort((a, b) => b.cost - a.cost)
    .slice(0, BLAME_KEEP)
    .map((r) => (r.cost > 0 ? `${r.text} [est. ${Math.round(r.cost)} ms]` : r.text));
}

/** One Lighthouse navigation of `url` in a fresh headless Chromium, killed afterwards whatever happens. */
async function runOnce(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile', // the default config: Moto G Power emulation, simulated slow 4G
      }),
      RUN_TIMEOUT_MS,
      'Lighthouse run',
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    // BENCH_LH_SAVE=<dir> keeps each run's full report, to see what a page spends its main thread on.
    const saveDir = process.env.BENCH_LH_SAVE;
    if (saveDir) {
      fs.mkdirSync(saveDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) throw new Error('Lighthouse gave no performance score');
    const metric = (id: string) => {
      const v = lhr.audits[id]?.numericValue;
      if (v === undefined) throw new Error(`Lighthouse audit ${id} has no value`);
      return v;
    };
    for (const w of lhr.runWarnings) print(`  warning: ${w}`);
    return {
      score: Math.round(score * 100),
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      blame: blamed(lhr),
    };
  } finally {
    const gone = new Promise<void>((resolve) => {
      if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
      else chrome.process.once('exit', () => resolve());
    });
    try {
      chrome.kill();
    } catch {
      /* already gone */
    }
    await withTimeout(gone, 10_000, 'Chromium shutdown').catch(() => undefined);
  }
}

/** A page of the product to audit: its path on the real server and the benchmark's name. */
export interface LighthouseTarget {
  name: string;
  /** Path on the real server, such as `/` or `/answer/question/BMBTI-1754`. */
  path: string;
}

/**
 * Lighthouse mobile performance of one page served by the real server: five runs, each in a fresh Chromium,
 * and the median score and metrics (each metric's median taken on its own).
 */
export async function lighthousePage(ctx: BenchContext, target: LighthouseTarget): Promise<BenchResult> {
  if (!fs.existsSync(path.join(clientDist, 'index.html'))) {
    throw new Error('client/dist/index.html is missing: the page would be the "not built" placeholder');
  }
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`${CHROME_PATH} not found`);
  const server = await ctx.server();
  const url = `${server.url}${target.path}`;
  // One plain request first, so the first run does not also pay for the server's cold start.
  const first = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  await first.arrayBuffer();
  const notes: string[] = [];
  if (first.status !== 200) notes.push(`${target.path} answered HTTP ${first.status} to a plain request`);

  const runs: Run[] = [];
  for (let i = 1; i <= RUNS; i++) {
    try {
      const r = await runOnce(url);
      runs.push(r);
      print(
        `  run ${i}: score ${r.score}  LCP ${(r.lcpMs / 1000).toFixed(2)} s  FCP ${(r.fcpMs / 1000).toFixed(2)} s  ` +
          `TBT ${Math.round(r.tbtMs)} ms  CLS ${r.cls.toFixed(3)}`,
      );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      notes.push(`run ${i} failed: ${message}`);
      print(`  run ${i}: failed: ${message}`);
    }
  }
  if (runs.length === 0) throw new Error(`every Lighthouse run failed (${notes.join('; ')})`);
  if (runs.length < RUNS) notes.push(`median of ${runs.length} runs, not ${RUNS}`);

  const med = (k: keyof RunFigures) => median(runs.map((r) => r[k]));
  const score = med('score');
  const tbt = Math.round(med('tbtMs'));
  if (score < LIGHTHOUSE_BUDGET || tbt > TBT_BUDGET_MS) {
    // What the run nearest the median score blames, so a miss says where the time goes.
    const nearest = [...runs].sort((a, b) => Math.abs(a.score - score) - Math.abs(b.score - score))[0]!;
    for (const b of nearest.blame) notes.push(`Lighthouse blames: ${b}`);
  }
  return {
    name: target.name,
    figures: [
      figure('median score', score, '', { op: '>=', value: LIGHTHOUSE_BUDGET }),
      textFigure('scores', runs.map((r) => r.score).join(' / ')),
      figure('median LCP', Math.round(med('lcpMs')), 'ms'),
      figure('median FCP', Math.round(med('fcpMs')), 'ms'),
      figure('median TBT', tbt, 'ms', { op: '<=', value: TBT_BUDGET_MS }),
      figure('median CLS', Number(med('cls').toFixed(3)), ''),
    ],
    notes,
    details: { url, runs },
  };
}

/** Lighthouse mobile performance of the home page. */
export function lighthouseHome(ctx: BenchContext): Promise<BenchResult> {
  return lighthousePage(ctx, { name: 'Lighthouse mobile, home page', path: '/' });
}
