import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDbWithUrl } from '../db';
import { startTestApp, type TestContext } from '../runtime';
import { startTestSmtp, type TestSmtp } from '../smtp';
import { redisServerAvailable, startTestRedis, type TestRedis } from '../redisProcess';
import { expectDeliveredOnce, FAST_JOBS, startWorkerProcess, testQueues, timedPay, unpaidOrder, waitSettled, waitUntil } from './fulfilment';

// Worker processes share the database with the test, which PGlite (one process) cannot: PostgreSQL only.
const here = process.env.TEST_DB === 'postgres';
if (here && !redisServerAvailable) console.warn('redis-server is not on PATH: the worker kill fault test is skipped');

/** Whether a worker's log says it started try `run` of the job. */
function startedRun(log: string, jobId: string, run: number): boolean {
  return log.split('\n').some((line) => {
    if (!line.includes('"job started"')) return false;
    try {
      const entry = JSON.parse(line) as { jobId?: string; attempt?: number };
      return entry.jobId === jobId && entry.attempt === run;
    } catch {
      return false; // a line still being written
    }
  });
}

describe.skipIf(!here || !redisServerAvailable)('a worker killed twice in the same fulfilment job', () => {
  let redis: TestRedis;
  let smtp: TestSmtp;
  let t: TestContext;
  let queues: ReturnType<typeof testQueues>;
  let dbUrl = '';
  const workers: ReturnType<typeof startWorkerProcess>[] = [];
  const prefix = `{innerscope-kill-${randomBytes(4).toString('hex')}}`;
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'innerscope-kill-files-'));

  const startWorker = () => {
    const worker = startWorkerProcess({
      APP_SECRET: t.runtime.config.appSecret,
      DATABASE_URL: dbUrl,
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      QUEUE_PREFIX: prefix,
      FILE_STORE_DIR: files,
      LOG_LEVEL: 'debug',
      ...FAST_JOBS,
    });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    redis = await startTestRedis();
    smtp = await startTestSmtp();
    const { db, url } = await createTestDbWithUrl();
    dbUrl = url!;
    t = await startTestApp(
      { SMTP_URL: smtp.url, REDIS_URL: redis.url, QUEUE_PREFIX: prefix, FILE_STORE_DIR: files, PAYMENT_SLOWDOWN_MS: '1', ...FAST_JOBS },
      { db, log: pino({ level: 'silent' }) },
    );
    // This process serves and relays; the worker processes do the work.
    t.runtime.jobs.start({ work: false });
    queues = testQueues(redis.url, prefix);
  });
  afterAll(async () => {
    for (const w of workers) w.child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await queues?.close();
    await t?.close();
    await smtp?.close();
    await redis?.stop();
    fs.rmSync(files, { recursive: true, force: true });
  });

  it('runs the job a third time and delivers one PDF and one e-mail; another worker runs it again within lock + 2 stall intervals (4 s here) of each kill', async () => {
    const knex = t.runtime.db.knex;
    const orderNumber = await unpaidOrder(t.app, 'killed-twice@example.com');
    expect((await timedPay(t.app, orderNumber, '10.13.1.1', 10_000)).answer).toBe('PaymentSucceeded');
    const order = await knex('orders').where({ order_number: orderNumber }).first();
    const fulfilment = () => knex('outbox').where({ kind: 'fulfilOrder' }).whereRaw(`payload->>'orderId' = ?`, [order.id]).first();
    await waitUntil('the fulfilment job to be relayed to Redis', async () => (await fulfilment())?.state === 'relayed');
    const fulfilmentId: string = (await fulfilment()).id;

    // The test holds the order's row lock: each run of the job counts its try, then waits on the lock, mid-job,
    // until its worker is killed. Two workers are always up, so the survivor shows how fast a stalled job is found.
    const hold: Knex.Transaction = await knex.transaction();
    await hold('orders').where({ id: order.id }).forUpdate().first();
    const recoveries: number[] = [];
    try {
      let pool = [startWorker(), startWorker()];
      const runnerOf = (run: number) => waitUntil(`run ${run} of the job`, () => pool.find((w) => startedRun(w.log(), fulfilmentId, run)) ?? null, 60_000);
      let runner = await runnerOf(1);
      for (const run of [2, 3]) {
        // The other worker must be up, so what is measured is how fast a stalled job is found, not a process start.
        await waitUntil('the other worker to be up', () => pool.every((w) => w.log().includes('"worker started"')), 60_000);
        runner.child.kill('SIGKILL');
        await runner.exited;
        const killedAt = Date.now();
        pool = [...pool.filter((w) => w !== runner), startWorker()];
        runner = await runnerOf(run);
        recoveries.push(Date.now() - killedAt);
      }
      expect((await fulfilment()).attempts).toBe(3);
      expect((await knex('orders').where({ id: order.id }).first()).status).toBe('paid');
    } finally {
      await hold.rollback();
    }

    const [mail] = await smtp.waitFor(1, 60_000);
    await waitSettled(knex, queues);
    // Worst case: the lock runs out JOB_LOCK_MS after the last renewal; the checks that mark and then move the job
    // come one stall interval apart, and the surviving worker's may lag the dead one's by up to one more.
    const bound = Number(FAST_JOBS.JOB_LOCK_MS) + 2 * Number(FAST_JOBS.JOB_STALLED_INTERVAL_MS);
    // oxlint-disable-next-line no-console -- the measured figures are this test's output
    console.info(
      `worker killed twice mid-job: the job ran again ${recoveries.map((ms) => `${ms} ms`).join(' and ')} after each kill ` +
        `(bound: lock ${FAST_JOBS.JOB_LOCK_MS} ms + 2 × stall interval ${FAST_JOBS.JOB_STALLED_INTERVAL_MS} ms = ${bound} ms); fulfilment tries used: ${(await fulfilment()).attempts} of 8`,
    );
    // One more second for timers on a busy machine.
    for (const ms of recoveries) expect(ms).toBeLessThan(bound + 1_000);
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`${orderNumber}.pdf`]);
    await expectDeliveredOnce(knex, [orderNumber], smtp.messages);
    expect(await fulfilment()).toMatchObject({ state: 'done', attempts: 3 });
    expect(workers.map((w) => w.log()).join('')).toMatch(/job stalled/);
  }, 120_000);
});
