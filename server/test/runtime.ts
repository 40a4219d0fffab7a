import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { createRuntime, type Runtime, type RuntimeOverrides } from '../src/runtime';
import { createTestDb } from './db';

export interface TestContext {
  runtime: Runtime;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Config for tests: quiet logs, fast relay, no Redis or SMTP unless asked for. */
export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  const fileStoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'innerscope-files-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent', FILE_STORE_DIR: fileStoreDir, APP_SECRET: 'test-secret-for-signed-links-0123456789', ...env });
  return { ...config, relayIntervalMs: 50 };
}

/** A runtime on a fresh database, and the HTTP app on it (driven with app.inject). */
export async function startTestApp(
  env: Record<string, string | undefined> = {},
  overrides: RuntimeOverrides = {},
): Promise<TestContext> {
  const db = await createTestDb();
  const config = testConfig(env);
  const runtime = await createRuntime({ ...config, databaseUrl: undefined }, {
    db,
    migrate: false,
    log: pino({ level: 'silent' }),
    ...overrides,
  });
  const app = await buildApp(runtime);
  await app.ready();
  return {
    runtime,
    app,
    async close() {
      await app.close();
      await runtime.close();
      await db.close();
    },
  };
}

export async function gql<T = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] } }> {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
  });
  return { status: res.statusCode, body: res.json() };
}
