import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';

/** A redis-server of the test's own, so faults (pause, flush, kill) never touch the shared one. */
export interface TestRedis {
  url: string;
  port: number;
  /** SIGSTOP: the process keeps its connections open and answers nothing, like a hung Redis. */
  pause(): void;
  /** SIGCONT. */
  resume(): void;
  /** Drops every key (a Redis that lost its data). */
  flushAll(): Promise<void>;
  /** A short-lived client for looking at keys. */
  client(): Redis;
  stop(): Promise<void>;
}

/** Whether redis-server can be started here; fault tests skip (saying so) when it cannot. */
export const redisServerAvailable = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(port: number, child: ChildProcess, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    probe.on('error', () => undefined);
    const ok = await probe.connect().then(() => probe.ping(), () => null);
    probe.disconnect();
    if (ok === 'PONG') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer within ${deadlineMs} ms`);
}

/** Starts redis-server on a free port, without persistence (as CI's and the README's Redis run). */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitUntilReady(port, child, 10_000);
  const url = `redis://127.0.0.1:${port}`;
  const clients: Redis[] = [];
  const client = () => {
    const c = new Redis({ port, host: '127.0.0.1', maxRetriesPerRequest: 1 });
    c.on('error', () => undefined);
    clients.push(c);
    return c;
  };
  return {
    url,
    port,
    pause: () => void child.kill('SIGSTOP'),
    resume: () => void child.kill('SIGCONT'),
    async flushAll() {
      const c = client();
      await c.flushall();
    },
    client,
    async stop() {
      for (const c of clients) c.disconnect();
      child.kill('SIGCONT');
      child.kill('SIGKILL');
      await exited;
    },
  };
}
