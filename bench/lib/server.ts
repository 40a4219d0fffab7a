import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clientDist, repoRoot } from './paths';
import { sleep } from './time';

/** A running Innerscope server started by the bench, on 127.0.0.1, by default with its own embedded database. */
export interface ServerHandle {
  url: string;
  port: number;
  /** `postgres` when started with a DATABASE_URL, else `pglite`. */
  database: 'postgres' | 'pglite';
  /** Milliseconds from spawn to the first 200 from /readyz. */
  startupMs: number;
  /** The server's APP_SECRET: lets a benchmark sign what the server e-mails (a report's link). */
  appSecret: string;
  /** The last lines the server printed (for diagnostics). */
  output(): string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 15_000;

/** A port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Children still running, killed synchronously if the bench process exits unexpectedly. */
const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal); // the child leads its own process group (detached)
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** What a caller may change about the server it starts. */
export interface StartServerOptions {
  /**
   * Environment entries applied last, over the defaults below: `{ DATABASE_URL }` runs the server on that
   * PostgreSQL database instead of the embedded one.
   */
  env?: Record<string, string>;
}

/**
 * Starts `node --import tsx server/src/main.ts` in production mode on a free port, with the embedded PGlite
 * database in a fresh temp dir and inline jobs (no DATABASE_URL, REDIS_URL or SMTP_URL) unless `options.env`
 * says otherwise, and waits for /readyz to answer 200. Stops the child and removes the temp dir if it never
 * gets ready. The one place the bench spawns the server.
 */
export async function startServer(options: StartServerOptions = {}): Promise<ServerHandle> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'innerscope-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    CLIENT_DIST: clientDist,
    LOG_LEVEL: 'warn',
  };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'ROLE']) delete env[key];
  Object.assign(env, options.env);

  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);

  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(line);
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => live.delete(child));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
    live.delete(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const output = () => lines.join('\n');
  const url = `http://127.0.0.1:${port}`;

  try {
    while (true) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited before it was ready (code ${child.exitCode ?? child.signalCode})\n${output()}`);
      }
      if (Date.now() - started > READY_TIMEOUT_MS) {
        throw new Error(`server was not ready within ${READY_TIMEOUT_MS / 1000} s\n${output()}`);
      }
      try {
        const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        if (res.status === 200) break;
      } catch {
        /* not listening yet */
      }
      await sleep(250);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, port, database: env.DATABASE_URL ? 'postgres' : 'pglite', startupMs: Date.now() - started, appSecret: env.APP_SECRET!, output, stop };
}
