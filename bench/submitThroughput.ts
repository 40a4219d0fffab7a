import fs from 'node:fs';
import path from 'node:path';
import type { BenchContext } from './lib/context';
import { BENCH_DATABASE, createBenchDatabase, describeDatabaseUrl, dropBenchDatabase } from './lib/database';
import { CONNECTIONS, WARMUP_SECONDS, load, loadBare, uncleanLoadNotes } from './lib/load';
import { repoRoot } from './lib/paths';
import { print } from './lib/print';
import { startServer, type ServerHandle } from './lib/server';
import { benchDurationSeconds } from './lib/time';
import { figure, textFigure, type BenchResult } from './lib/types';

/** Submitting and scoring a full answer set should keep at least this share of a bare Fastify route's throughput. */
export const SUBMIT_RATIO_BUDGET = 0.12;
/** ... with 99 % of submissions answered within this many milliseconds under 50 connections. */
export const SUBMIT_P99_BUDGET_MS = 25;
const EXAM_ID = 1754;
const LOCALE = 'en-US';
const SUBMIT_PATH = '/exam/order/info/free';
/** Distinct answer sets sent in turn, built before the load test so that building them costs it nothing. */
const ANSWER_SETS = 1_000;

/** The statement ids of the 16-type test, from its seed content. */
function statementIds(): string[] {
  const file = path.join(repoRoot, 'server', 'seeds', 'content', 'bmbti', 'items.json');
  const { items } = JSON.parse(fs.readFileSync(file, 'utf8')) as { items: Array<{ id: string }> };
  if (!items.length) throw new Error(`${path.relative(process.cwd(), file)} lists no statements`);
  return items.map((i) => i.id);
}

/** Request bodies with every statement answered -3..+3, from a fixed seed so that runs send the same sets. */
function answerBodies(ids: string[], count: number): string[] {
  let seed = 0x1754;
  const next = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed >>> 16;
  };
  return Array.from({ length: count }, () => {
    const answers = Object.fromEntries(ids.map((id) => [id, (next() % 7) - 3]));
    return JSON.stringify({ appExamId: EXAM_ID, lang: LOCALE, answers });
  });
}

/** Fails early unless a submission answers 200 with a scored type code. */
async function checkSubmit(url: string, body: string): Promise<string> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  let typeCode: unknown;
  try {
    typeCode = (JSON.parse(text) as { data?: { typeCode?: unknown } }).data?.typeCode;
  } catch {
    /* reported below */
  }
  if (res.status !== 200 || typeof typeCode !== 'string' || !typeCode) {
    throw new Error(`POST ${SUBMIT_PATH} answered ${res.status} ${text.slice(0, 300)}, expected 200 with a typeCode`);
  }
  return typeCode;
}

/**
 * Throughput of submitting a complete answer set with scoring (REST POST /exam/order/info/free: a session,
 * its 76 answers and its result written in one transaction), against GET /bare on a bare Fastify server in
 * the same run: autocannon, 50 connections, BENCH_DURATION seconds each (default 10) after a short warm-up,
 * each request with the next of 1,000 answer sets.
 *
 * With DATABASE_URL set, a server of its own runs on a fresh PostgreSQL database `innerscope_bench`, created
 * and dropped through that (admin) URL; otherwise the shared server and its embedded PGlite take the writes.
 */
export async function submitThroughput(ctx: BenchContext): Promise<BenchResult> {
  const duration = benchDurationSeconds();
  const ids = statementIds();
  const bodies = answerBodies(ids, ANSWER_SETS);
  const notes: string[] = [];

  const adminUrl = process.env.DATABASE_URL?.trim() || undefined;
  let own: ServerHandle | null = null;
  let done: Promise<void> | null = null;
  // Runs once, whether the benchmark finishes or the run abandons it on its time limit.
  const cleanUp = () =>
    (done ??= (async () => {
      await own?.stop();
      if (adminUrl) await dropBenchDatabase(adminUrl);
    })());
  if (adminUrl) ctx.onClose(cleanUp);

  try {
    let server: ServerHandle;
    let database: string;
    if (adminUrl) {
      const url = await createBenchDatabase(adminUrl);
      database = `PostgreSQL ${describeDatabaseUrl(url)}`;
      own = await startServer({ env: { DATABASE_URL: url } });
      server = own;
      print(`  (server on ${database} ready at ${own.url} in ${(own.startupMs / 1000).toFixed(1)} s)`);
    } else {
      server = await ctx.server();
      database = 'embedded PGlite';
      notes.push('no DATABASE_URL: the writes went to the embedded PGlite, not PostgreSQL');
    }
    print(`  database: ${database}`);

    const url = `${server.url}${SUBMIT_PATH}`;
    const typeCode = await checkSubmit(url, bodies[0]!);
    print(`  sample submission: 200, typeCode ${typeCode}, ${ids.length} answers`);

    const bareFigures = await loadBare(duration);
    let sent = 0;
    const submit = await load(
      'submit answers',
      {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bodies[0]!,
        requests: [
          {
            method: 'POST',
            path: SUBMIT_PATH,
            setupRequest: (request) => ({ ...request, body: bodies[sent++ % bodies.length]! }),
          },
        ],
      },
      duration,
    );

    notes.push(...uncleanLoadNotes([['bare Fastify', bareFigures], ['submit', submit]]));
    const ratio = submit.reqPerSec / bareFigures.reqPerSec;
    return {
      name: 'Submit answers throughput',
      figures: [
        figure('ratio submit / bare', Number(ratio.toFixed(3)), '', { op: '>=', value: SUBMIT_RATIO_BUDGET }),
        figure('submit p99', submit.p99Ms, 'ms', { op: '<=', value: SUBMIT_P99_BUDGET_MS }),
        figure('bare Fastify', Math.round(bareFigures.reqPerSec), 'req/s'),
        figure('POST /exam/order/info/free', Math.round(submit.reqPerSec), 'req/s'),
        figure('bare p99', bareFigures.p99Ms, 'ms'),
        textFigure('database', adminUrl ? 'PostgreSQL' : 'PGlite'),
      ],
      notes,
      details: {
        connections: CONNECTIONS,
        durationSeconds: duration,
        warmupSeconds: Math.min(WARMUP_SECONDS, duration),
        database: adminUrl ? { driver: 'postgres', name: BENCH_DATABASE } : { driver: 'pglite' },
        answerSets: bodies.length,
        statements: ids.length,
        bare: bareFigures,
        submit,
      },
    };
  } finally {
    await cleanUp();
  }
}
