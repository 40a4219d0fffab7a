import autocannon from 'autocannon';
import { startBareServer } from './bareServer';
import { print } from './print';
import { withTimeout } from './time';

/** Every load test holds this many connections open. */
export const CONNECTIONS = 50;
/** Seconds of load before the measured window, so neither side is measured cold. */
export const WARMUP_SECONDS = 2;

export interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * How long a benchmark made of `loads` load tests of `duration` seconds may take, with `extraSeconds` for its
 * own set-up (checks, a server start).
 */
export function loadBenchTimeoutMs(duration: number, loads: number, extraSeconds = 180): number {
  return (loads * (duration + WARMUP_SECONDS) + extraSeconds) * 1000;
}

/** One autocannon run: 50 connections, a short warm-up, then `duration` seconds measured; printed on one line. */
export async function load(label: string, opts: autocannon.Options, duration: number): Promise<LoadFigures> {
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
export async function checkAnswer(url: string, init: RequestInit, expected: unknown) {
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
 * The baseline every throughput budget is a share of: GET /bare on a bare Fastify server (lib/bareServer),
 * started for this load test and stopped right after it, so it does not share the machine with the next one.
 * Each benchmark measures it next to its own load test, so that both figures see the same machine state.
 */
export async function loadBare(duration: number): Promise<LoadFigures> {
  const bare = await startBareServer();
  try {
    await checkAnswer(`${bare.url}/bare`, {}, { hello: 'world' });
    return await load('bare Fastify', { url: `${bare.url}/bare` }, duration);
  } finally {
    await bare.stop();
  }
}

/** A note for each load test whose requests did not all succeed (its req/s then counts failures too). */
export function uncleanLoadNotes(loads: ReadonlyArray<readonly [string, LoadFigures]>): string[] {
  const notes: string[] = [];
  for (const [label, f] of loads) {
    if (f.non2xx || f.errors || f.timeouts) {
      notes.push(`${label}: ${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts: its req/s is not clean`);
    }
  }
  return notes;
}
