import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { withTimeout } from './time';

/**
 * The bare Fastify baseline: GET /bare answering {"hello":"world"}, no logger, no plugins. It runs in a worker
 * thread of the bench process so that it has an event loop of its own, as the real server has its own
 * process: sharing the load generator's thread would slow it down and flatter the GraphQL ratio.
 * Plain JavaScript evaluated in the worker: loader hooks (`--import tsx`) do not reach worker threads here.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const Fastify = require(workerData.fastify);
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
app.listen({ host: '127.0.0.1', port: 0 }).then(
  () => parentPort.postMessage({ port: app.server.address().port }),
  (err) => { throw err; },
);
parentPort.on('message', (msg) => {
  if (msg === 'close') app.close().then(() => process.exit(0));
});
`;

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

export async function startBareServer(): Promise<BareServer> {
  const fastify = createRequire(import.meta.url).resolve('fastify');
  const worker = new Worker(WORKER_CODE, { eval: true, execArgv: [], workerData: { fastify } });
  const port = await withTimeout(
    new Promise<number>((resolve, reject) => {
      worker.once('message', (msg: { port: number }) => resolve(msg.port));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`bare Fastify worker exited (code ${code})`)));
    }),
    30_000,
    'bare Fastify start',
  ).catch(async (err: unknown) => {
    await worker.terminate();
    throw err;
  });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      worker.postMessage('close'); // oxlint-disable-line unicorn/require-post-message-target-origin -- a worker, not a window
      await withTimeout(exited, 5_000, 'bare Fastify stop').catch(() => worker.terminate());
    },
  };
}
