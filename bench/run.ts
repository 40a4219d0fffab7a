import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { graphqlThroughput } from './graphqlThroughput';
import { homeBundle } from './homeBundle';
import { createContext, type BenchContext } from './lib/context';
import { resultsDir } from './lib/paths';
import { formatBudget, formatValue, formatWithin, summaryTable } from './lib/report';
import { benchDurationSeconds, withTimeout } from './lib/time';
import type { BenchFailure, BenchResult } from './lib/types';
import { lighthouseHome } from './lighthouse';
import { loadBenchTimeoutMs } from './lib/load';
import { print } from './lib/print';
import { lighthouseQuestionPage, questionPageBundle } from './questionPage';
import { questionListThroughput } from './questionListThroughput';
import { submitThroughput } from './submitThroughput';
import { reportDelivery } from './reportDelivery';
import { avatarReencode } from './avatarReencode';
import { lighthousePlanPage, lighthouseReportPage, planPageBundle, reportPageBundle } from './checkoutPages';
import { articleSearch } from './articleSearch';
import { gameChunkSizes, gameFrameTimes } from './gameChunks';
import { treeHolePublish } from './treeHolePublish';
import { pdfViewerChunk, pdfViewerMemory } from './pdfViewer';

/**
 * Runs every benchmark in order and prints its figures beside their budgets. Budgets are information: the
 * exit code is 0 whatever the figures, and 1 only when a benchmark could not run at all.
 * To add a benchmark: a file exporting `async (ctx: BenchContext) => BenchResult`, and a line below.
 */
interface Benchmark {
  name: string;
  run: (ctx: BenchContext) => Promise<BenchResult>;
  timeoutMs: number;
}

const duration = benchDurationSeconds();
const allBenchmarks: Benchmark[] = [
  { name: 'Home route initial JS', run: homeBundle, timeoutMs: 3 * 60_000 },
  { name: 'Question page initial JS', run: questionPageBundle, timeoutMs: 6 * 60_000 },
  { name: 'Plan page initial JS', run: planPageBundle, timeoutMs: 3 * 60_000 },
  { name: 'Report page initial JS', run: reportPageBundle, timeoutMs: 6 * 60_000 },
  { name: 'Lighthouse mobile, home page', run: lighthouseHome, timeoutMs: 12 * 60_000 },
  // Three exams each: the 16-type test, the depression screen and the psychological map.
  { name: 'Lighthouse mobile, question page', run: lighthouseQuestionPage, timeoutMs: 30 * 60_000 },
  { name: 'Lighthouse mobile, plan page', run: lighthousePlanPage, timeoutMs: 12 * 60_000 },
  { name: 'Lighthouse mobile, report page', run: lighthouseReportPage, timeoutMs: 30 * 60_000 },
  { name: 'GraphQL throughput', run: graphqlThroughput, timeoutMs: loadBenchTimeoutMs(duration, 2) },
  { name: 'Question list throughput', run: questionListThroughput, timeoutMs: loadBenchTimeoutMs(duration, 2) },
  { name: 'Report PDF and e-mail', run: reportDelivery, timeoutMs: 6 * 60_000 },
  { name: 'Avatar re-encode', run: avatarReencode, timeoutMs: 3 * 60_000 },
  { name: 'Article search', run: articleSearch, timeoutMs: 20 * 60_000 },
  { name: 'Game chunks', run: gameChunkSizes, timeoutMs: 60_000 },
  { name: 'Game frame times', run: gameFrameTimes, timeoutMs: 6 * 60_000 },
  { name: 'Tree hole publish', run: treeHolePublish, timeoutMs: 10 * 60_000 },
  { name: 'PDF viewer chunk', run: pdfViewerChunk, timeoutMs: 60_000 },
  { name: 'PDF viewer memory', run: pdfViewerMemory, timeoutMs: 6 * 60_000 },
  // Last: it writes, and with DATABASE_URL it starts a server of its own on a fresh PostgreSQL database.
  // Bare Fastify, then one load per exam: the 16-type test, the depression screen, the psychological map.
  { name: 'Submit answers throughput', run: submitThroughput, timeoutMs: loadBenchTimeoutMs(duration, 4, 300) },
];

/** BENCH_ONLY=submit,lighthouse runs the benchmarks whose names contain one of the words. */
const only = (process.env.BENCH_ONLY ?? '').toLowerCase().split(',').map((w) => w.trim()).filter(Boolean);
const benchmarks = only.length ? allBenchmarks.filter((b) => only.some((w) => b.name.toLowerCase().includes(w))) : allBenchmarks;

/** A hard stop for the whole run, whatever hangs. */
const WATCHDOG_MS = benchmarks.reduce((s, b) => s + b.timeoutMs, 0) + 120_000;

async function main(): Promise<number> {
  const ctx = createContext();
  const results: BenchResult[] = [];
  const failures: BenchFailure[] = [];
  const outcomes: Array<BenchResult | BenchFailure> = [];
  const startedAt = new Date();

  let closing = false;
  const abort = (signal: string) => {
    if (closing) return;
    closing = true;
    console.error(`\n${signal}: stopping`);
    void withTimeout(ctx.close(), 20_000, 'server stop')
      .catch(() => undefined)
      .finally(() => process.exit(130));
  };
  process.on('SIGINT', () => abort('SIGINT'));
  process.on('SIGTERM', () => abort('SIGTERM'));
  const watchdog = setTimeout(() => {
    console.error(`\nthe run took more than ${Math.round(WATCHDOG_MS / 60_000)} min: stopping`);
    void withTimeout(ctx.close(), 20_000, 'server stop')
      .catch(() => undefined)
      .finally(() => process.exit(1));
  }, WATCHDOG_MS);
  watchdog.unref();

  try {
    for (const b of benchmarks) {
      print(`\n== ${b.name}`);
      const t0 = Date.now();
      try {
        const r = await withTimeout(b.run(ctx), b.timeoutMs, b.name);
        results.push(r);
        outcomes.push(r);
        for (const f of r.figures) {
          const budget = formatBudget(f);
          print(`  ${f.name}: ${formatValue(f)}${budget ? `  (budget ${budget}: ${formatWithin(f)})` : ''}`);
        }
        for (const n of r.notes) print(`  note: ${n}`);
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        failures.push({ name: b.name, error });
        outcomes.push({ name: b.name, error });
        print(`  could not run: ${error}`);
      }
      print(`  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    }
  } finally {
    await withTimeout(ctx.close(), 30_000, 'server stop').catch((err: unknown) => console.error(String(err)));
  }

  print(`\n${summaryTable(outcomes)}`);
  for (const f of failures) print(`\n${f.name} could not run: ${f.error}`);

  const json = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, platform: `${os.platform()} ${os.arch()}` },
    loadDurationSeconds: duration,
    results,
    failures,
  };
  fs.mkdirSync(resultsDir, { recursive: true });
  const out = path.join(resultsDir, 'latest.json');
  fs.writeFileSync(out, `${JSON.stringify(json, null, 2)}\n`);
  print(`\nfigures written to ${path.relative(process.cwd(), out)}`);
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
