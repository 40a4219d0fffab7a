import autocannon from 'autocannon';
import { startBareServer } from './lib/bareServer';
import type { BenchContext } from './lib/context';
import { benchDurationSeconds, withTimeout } from './lib/time';
import { figure, type BenchResult } from './lib/types';
import { print } from './lib/print';

/** A trivial GraphQL query should keep at least this share of a bare Fastify JSON route's throughput. */
export const GRAPHQL_RATIO_BUDGET = 0.2;
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;

interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function load(label: string, opts: autocannon.Options, duration: number): Promise<LoadFigures> {
  const instance = autocannon({
    ...opts,
    connections: CONNECTIONS,
    duration,
    timeout: 10,
    warmup: { connections: CONNECTIONS, duration: Math.min(WARMUP_SECONDS, duration) },
  });
  let result: autocannon.Result;
  try {
    result = await withTimeout(Promise.resolve(instance), (duration + WARMUP_SECONDS + 30) * 1000, `${label} load test`);
  } catch (err) {
    instance.stop();
    throw err;
  }
  const figures: LoadFigures = {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  print(
    `  ${label.padEnd(16)} ${Math.round(figures.reqPerSec).toLocaleString('en-US').padStart(8)} req/s  ` +
      `p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  (${figures.total} requests, ${figures.non2xx} non-2xx, ` +
      `${figures.errors} errors, ${figures.timeouts} timeouts)`,
  );
  return figures;
}

/** Fails early, before a load test, if a target does not answer what it should. */
async function checkAnswer(url: string, init: RequestInit, expected: unknown) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  if (res.status !== 200 || JSON.stringify(body) !== JSON.stringify(expected)) {
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status} ${text.slice(0, 300)}, expected ${JSON.stringify(expected)}`);
  }
}

/**
 * GraphQL throughput against a bare Fastify JSON route in the same run: autocannon, 50 connections,
 * BENCH_DURATION seconds each (default 10) after a short warm-up, (a) GET /bare on a bare Fastify server and
 * (b) POST /graphql `{ version }` on the real server.
 */
export async function graphqlThroughput(ctx: BenchContext): Promise<BenchResult> {
  const duration = benchDurationSeconds();
  const server = await ctx.server();
  const query = JSON.stringify({ query: '{ version }' });
  const headers = { 'content-type': 'application/json' };
  const version = ((await (await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(10_000) })).json()) as { version: string }).version;
  await checkAnswer(`${server.url}/graphql`, { method: 'POST', headers, body: query }, { data: { version } });

  const bare = await startBareServer();
  let bareFigures: LoadFigures;
  try {
    await checkAnswer(`${bare.url}/bare`, {}, { hello: 'world' });
    bareFigures = await load('bare Fastify', { url: `${bare.url}/bare` }, duration);
  } finally {
    await bare.stop();
  }
  const gql = await load('GraphQL version', { url: `${server.url}/graphql`, method: 'POST', headers, body: query }, duration);

  const notes: string[] = [];
  for (const [label, f] of [['bare Fastify', bareFigures], ['GraphQL', gql]] as const) {
    if (f.non2xx || f.errors || f.timeouts) {
      notes.push(`${label}: ${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts: its req/s is not clean`);
    }
  }
  const ratio = gql.reqPerSec / bareFigures.reqPerSec;
  return {
    name: 'GraphQL throughput',
    figures: [
      figure('ratio GraphQL / bare', Number(ratio.toFixed(3)), '', { op: '>=', value: GRAPHQL_RATIO_BUDGET }),
      figure('bare Fastify', Math.round(bareFigures.reqPerSec), 'req/s'),
      figure('GraphQL { version }', Math.round(gql.reqPerSec), 'req/s'),
      figure('bare p99', bareFigures.p99Ms, 'ms'),
      figure('GraphQL p99', gql.p99Ms, 'ms'),
    ],
    notes,
    details: { connections: CONNECTIONS, durationSeconds: duration, warmupSeconds: Math.min(WARMUP_SECONDS, duration), bare: bareFigures, graphql: gql },
  };
}
