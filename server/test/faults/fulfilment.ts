import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { expect } from 'vitest';
import { bullmqConnection } from '../../src/shared/redis';
import { createOrder, finishedSession, pay } from '../checkout';
import { gql } from '../runtime';
import { waitUntil } from '../waitUntil';

export { waitUntil };

export const serverDir = path.resolve(import.meta.dirname, '../..');

/** Short job timings, so a fault and its recovery take seconds: a dead worker's job runs again within 3 s. */
export const FAST_JOBS = { JOB_LOCK_MS: '2000', JOB_STALLED_INTERVAL_MS: '1000', JOB_RECONCILE_MS: '1000' } as const;

/** A finished test with its report form, and an order for it in `locale`, not paid yet: the order number. */
export async function unpaidOrder(app: FastifyInstance, email: string, locale = 'en-US'): Promise<string> {
  const sessionId = await finishedSession(app, 'US');
  await gql(app, 'mutation($i: SaveReportFormInput!) { saveReportForm(input: $i) { errors { code } } }', {
    i: { sessionId, firstName: 'Mina', email, country: 'US' },
  });
  const created = await createOrder(app, { sessionId, skuId: 'bmbti-trial-monthly', email, locale, acceptTerms: true, acceptRenewal: true });
  expect(created.order?.orderNumber, JSON.stringify(created.errors)).toBeTruthy();
  return created.order!.orderNumber;
}

/** Pays with the sandbox's good card; how long the answer took and what it said. */
export async function timedPay(app: FastifyInstance, orderNumber: string, ip: string, limitMs: number) {
  const started = Date.now();
  const answer = await Promise.race([
    pay(app, orderNumber, 'sbx.ok.visa.4242.testnonce01', ip).then((r) => r.result?.__typename ?? r.gqlError ?? 'no result'), // oxlint-disable-line eslint/no-underscore-dangle -- GraphQL's own field name
    new Promise<string>((r) => setTimeout(() => r('no answer'), limitMs).unref()),
  ]);
  return { ms: Date.now() - started, answer };
}

/** The queues of one prefix, to look at from the test. */
export function testQueues(redisUrl: string, prefix: string) {
  const queues = ['email', 'pdf'].map((name) => new Queue(name, { connection: bullmqConnection(redisUrl, { maxRetriesPerRequest: 1 }), prefix }));
  return {
    pdf: queues[1]!,
    /** Jobs that may still run: waiting, delayed, active (a duplicate could still come from these). */
    async live(): Promise<number> {
      const counts = await Promise.all(queues.map((q) => q.getJobCounts('waiting', 'delayed', 'active', 'prioritized')));
      return counts.reduce((sum, c) => sum + Object.values(c).reduce((a, b) => a + b, 0), 0);
    },
    close: () => Promise.all(queues.map((q) => q.close())),
  };
}

/** Waits until every outbox row is done and no job can still run: after this, a duplicate cannot appear. */
export async function waitSettled(knex: Knex, queues: ReturnType<typeof testQueues>, timeoutMs = 30_000): Promise<void> {
  await waitUntil(
    'every outbox row done and no live job',
    async () => {
      const open = await knex('outbox').whereNot('state', 'done').count<{ count: string }[]>('* as count');
      return Number(open[0]!.count) === 0 && (await queues.live()) === 0;
    },
    timeoutMs,
  );
}

/** Each order completed, and exactly one e-mail per order, carrying that order's PDF and nothing else. */
export async function expectDeliveredOnce(knex: Knex, orderNumbers: string[], mails: { attachments: { filename?: string; content: Buffer }[] }[]) {
  expect(mails).toHaveLength(orderNumbers.length);
  for (const orderNumber of orderNumbers) {
    const order = await knex('orders').where({ order_number: orderNumber }).first();
    expect(order.status, orderNumber).toBe('completed');
    const withPdf = mails.filter((m) => m.attachments.some((a) => a.filename === `${orderNumber}.pdf`));
    expect(withPdf, `e-mails with the PDF of ${orderNumber}`).toHaveLength(1);
    expect(withPdf[0]!.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  }
}

/** A worker process (`--role=worker`) on the given services; its log lines are kept for the test to read. */
export function startWorkerProcess(env: NodeJS.ProcessEnv): { child: ChildProcess; log: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--role=worker'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += String(d)));
  child.stderr!.on('data', (d) => (log += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, log: () => log, exited };
}
