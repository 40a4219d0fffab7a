import fs from 'node:fs';
import path from 'node:path';
import type { BenchContext } from './lib/context';
import { BENCH_DATABASE, createBenchDatabase, describeDatabaseUrl, dropBenchDatabase } from './lib/database';
import { CONNECTIONS, WARMUP_SECONDS, load, loadBare, uncleanLoadNotes } from './lib/load';
import { repoRoot } from './lib/paths';
import { print } from './lib/print';
import { startServer, type ServerHandle } from './lib/server';
import { benchDurationSeconds } from './lib/time';
import { figure, textFigure, type BenchResult, type Figure } from './lib/types';
import type { ExamFile } from '../server/src/modules/exam/examContent.models';
import { KIND_RANGE } from '../server/src/modules/exam/itemKinds';

/** Submitting and scoring a full answer set should keep at least this share of a bare Fastify route's throughput. */
export const SUBMIT_RATIO_BUDGET = 0.12;
/** ... with 99 % of submissions answered within this many milliseconds under 50 connections. */
export const SUBMIT_P99_BUDGET_MS = 25;
const LOCALE = 'en-US';
const SUBMIT_PATH = '/exam/order/info/free';
/** Distinct answer sets sent in turn, per exam, built before the load test so that building them costs it nothing. */
const ANSWER_SETS = 1_000;

/** One exam as the benchmark submits it: its code, id and each statement's id with its answer range. */
interface BenchExam {
  readonly code: string;
  readonly examId: number;
  readonly items: readonly { id: string; range: readonly [number, number] }[];
}

const contentFile = (...parts: string[]) => path.join(repoRoot, 'server', 'seeds', 'content', ...parts);

/** The 16-type test, from its seed content: every statement answered -3..+3. */
function bmbtiExam(): BenchExam {
  const file = contentFile('bmbti', 'items.json');
  const { items } = JSON.parse(fs.readFileSync(file, 'utf8')) as { items: Array<{ id: string }> };
  if (!items.length) throw new Error(`${path.relative(process.cwd(), file)} lists no statements`);
  return { code: 'BMBTI', examId: 1754, items: items.map((i) => ({ id: i.id, range: KIND_RANGE.agree7 })) };
}

/** An exam written as data (`seeds/content/<dir>/exam.json`): each item answered in its part's scale. */
function dataExam(dir: string): BenchExam {
  const file = contentFile(dir, 'exam.json');
  const exam = JSON.parse(fs.readFileSync(file, 'utf8')) as ExamFile;
  const scaleOf = (item: ExamFile['items'][number]) =>
    exam.parts.find(
      (p) =>
        p.part === item.part &&
        (p.instrument === undefined || p.instrument === item.instrument) &&
        (p.block === undefined || p.block === item.block) &&
        (p.blocks === undefined || (item.block !== undefined && p.blocks.includes(item.block))),
    )?.scale;
  const items = exam.items.map((item) => {
    const scale = scaleOf(item);
    if (!scale) throw new Error(`${path.relative(process.cwd(), file)}: no part gives the scale of ${item.id}`);
    return { id: item.id, range: KIND_RANGE[scale] };
  });
  if (!items.length) throw new Error(`${path.relative(process.cwd(), file)} lists no items`);
  return { code: exam.code, examId: exam.examId, items };
}

/** The exams measured, in the order they are printed: the 16-type test, the depression screen, the psychological map. */
const benchExams = (): BenchExam[] => [bmbtiExam(), dataExam('deps'), dataExam('ydgx')];

/** Request bodies with every item answered within its range, from a fixed seed so that runs send the same sets. */
function answerBodies(exam: BenchExam, count: number): string[] {
  let seed = exam.examId;
  const next = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed >>> 16;
  };
  return Array.from({ length: count }, () => {
    const answers = Object.fromEntries(exam.items.map(({ id, range: [min, max] }) => [id, min + (next() % (max - min + 1))]));
    return JSON.stringify({ appExamId: exam.examId, lang: LOCALE, answers });
  });
}

/** Fails early unless a submission answers 200 with its result (a type code for the 16-type test). */
async function checkSubmit(url: string, exam: BenchExam, body: string): Promise<string> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  let data: { typeCode?: unknown; examOrderNumber?: unknown } | undefined;
  try {
    data = (JSON.parse(text) as { data?: typeof data }).data;
  } catch {
    /* reported below */
  }
  const scored = exam.code === 'BMBTI' ? typeof data?.typeCode === 'string' && data.typeCode : typeof data?.examOrderNumber === 'string';
  if (res.status !== 200 || !scored) {
    throw new Error(`POST ${SUBMIT_PATH} (${exam.code}) answered ${res.status} ${text.slice(0, 300)}, expected 200 with its result`);
  }
  return exam.code === 'BMBTI' ? `typeCode ${String(data!.typeCode)}` : `exam order ${String(data!.examOrderNumber)}`;
}

/**
 * Throughput of submitting a complete answer set with scoring (REST POST /exam/order/info/free: a session, its
 * answers and its result written in one transaction) for each exam in turn (the 16-type test's 76 statements,
 * the depression screen's 14 items, the psychological map's items), against GET /bare on a bare Fastify server
 * in the same run: autocannon, 50 connections, BENCH_DURATION seconds each (default 10) after a short warm-up,
 * each request with the next of 1,000 answer sets of its exam.
 *
 * With DATABASE_URL set, a server of its own runs on a fresh PostgreSQL database `innerscope_bench`, created
 * and dropped through that (admin) URL; otherwise the shared server and its embedded PGlite take the writes.
 */
export async function submitThroughput(ctx: BenchContext): Promise<BenchResult> {
  const duration = benchDurationSeconds();
  const exams = benchExams().map((exam) => ({ exam, bodies: answerBodies(exam, ANSWER_SETS) }));
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
    for (const { exam, bodies } of exams) {
      print(`  sample ${exam.code} submission: 200, ${await checkSubmit(url, exam, bodies[0]!)}, ${exam.items.length} answers`);
    }

    const bareFigures = await loadBare(duration);
    const submits: { exam: BenchExam; figures: Awaited<ReturnType<typeof load>> }[] = [];
    for (const { exam, bodies } of exams) {
      let sent = 0;
      const figures = await load(
        `submit answers, ${exam.code}`,
        {
          url,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: bodies[0]!,
          requests: [{ method: 'POST', path: SUBMIT_PATH, setupRequest: (request) => ({ ...request, body: bodies[sent++ % bodies.length]! }) }],
        },
        duration,
      );
      submits.push({ exam, figures });
    }

    notes.push(...uncleanLoadNotes([['bare Fastify', bareFigures], ...submits.map(({ exam, figures }) => [`submit ${exam.code}`, figures] as const)]));
    // Each exam's figures side by side: throughput, its share of bare Fastify's, and p99.
    const perExam = submits.flatMap(({ exam, figures }): Figure[] => [
      figure(`${exam.code} POST /exam/order/info/free`, Math.round(figures.reqPerSec), 'req/s'),
      figure(`${exam.code} ratio submit / bare`, Number((figures.reqPerSec / bareFigures.reqPerSec).toFixed(3)), '', { op: '>=', value: SUBMIT_RATIO_BUDGET }),
      figure(`${exam.code} submit p99`, figures.p99Ms, 'ms', { op: '<=', value: SUBMIT_P99_BUDGET_MS }),
    ]);
    return {
      name: 'Submit answers throughput',
      figures: [
        ...perExam,
        figure('bare Fastify', Math.round(bareFigures.reqPerSec), 'req/s'),
        figure('bare p99', bareFigures.p99Ms, 'ms'),
        textFigure('database', adminUrl ? 'PostgreSQL' : 'PGlite'),
      ],
      notes,
      details: {
        connections: CONNECTIONS,
        durationSeconds: duration,
        warmupSeconds: Math.min(WARMUP_SECONDS, duration),
        database: adminUrl ? { driver: 'postgres', name: BENCH_DATABASE } : { driver: 'pglite' },
        answerSets: ANSWER_SETS,
        bare: bareFigures,
        exams: Object.fromEntries(submits.map(({ exam, figures }) => [exam.code, { examId: exam.examId, statements: exam.items.length, submit: figures }])),
      },
    };
  } finally {
    await cleanUp();
  }
}
