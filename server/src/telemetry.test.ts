import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelemetry, tracingEnabled } from './telemetry';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** Runs the probe (tracing started, one Fastify request) as its own process with these variables. */
async function probe(env: Record<string, string>): Promise<{ tracing: boolean; otelApiLoaded: boolean }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('OTEL_')));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'test/telemetryProbe.ts'], { cwd: SERVER_DIR, env: { ...clean, ...env }, timeout: 60_000 });
  return JSON.parse(stdout) as { tracing: boolean; otelApiLoaded: boolean };
}

describe('OpenTelemetry traces', () => {
  const received: { url: string; type: string | undefined; bytes: number }[] = [];
  let collector: http.Server;
  let endpoint = '';
  beforeAll(async () => {
    collector = http.createServer((req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => {
        received.push({ url: req.url ?? '', type: req.headers['content-type'], bytes });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

  it('are off by default: nothing is loaded or started', async () => {
    expect(tracingEnabled({})).toBe(false);
    expect(await startTelemetry({})).toBeNull();
    const out = await probe({});
    expect(out).toEqual({ tracing: false, otelApiLoaded: false });
    expect(received).toEqual([]);
  });

  it('are sent over OTLP when an endpoint is configured, and only traces', async () => {
    const out = await probe({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
    expect(out.tracing).toBe(true);
    expect(received.map((r) => r.url)).toEqual(['/v1/traces']);
    expect(received[0]!.bytes).toBeGreaterThan(0);
  });
});
