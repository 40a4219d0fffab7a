import type { BenchContext } from './lib/context';
import { CONNECTIONS, WARMUP_SECONDS, checkAnswer, load, loadBare, uncleanLoadNotes } from './lib/load';
import { benchDurationSeconds } from './lib/time';
import { figure, type BenchResult } from './lib/types';

/** A trivial GraphQL query should keep at least this share of a bare Fastify JSON route's throughput. */
export const GRAPHQL_RATIO_BUDGET = 0.2;

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

  const bareFigures = await loadBare(duration);
  const gql = await load('GraphQL version', { url: `${server.url}/graphql`, method: 'POST', headers, body: query }, duration);

  const notes = uncleanLoadNotes([['bare Fastify', bareFigures], ['GraphQL', gql]]);
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
