import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../runtime';
import { startTestSmtp, type TestSmtp } from '../smtp';
import { redisServerAvailable, startTestRedis, type TestRedis } from '../redisProcess';
import { expectDeliveredOnce, FAST_JOBS, testQueues, timedPay, unpaidOrder, waitSettled, waitUntil } from './fulfilment';

// The behaviour does not depend on the database driver: run once, on PostgreSQL when the run has it.
const here = process.env.DATABASE_URL ? process.env.TEST_DB === 'postgres' : process.env.TEST_DB === 'pglite';
if (here && !redisServerAvailable) console.warn('redis-server is not on PATH: the Redis pause fault test is skipped');

const PAUSE_MS = 4_000;
const ANSWER_WITHIN_MS = 2_000;

describe.skipIf(!here || !redisServerAvailable)('Redis paused (SIGSTOP) while orders are paid', () => {
  let redis: TestRedis;
  let smtp: TestSmtp;
  let t: TestContext;
  let queues: ReturnType<typeof testQueues>;
  const prefix = `{innerscope-pause-${randomBytes(4).toString('hex')}}`;

  beforeAll(async () => {
    redis = await startTestRedis();
    smtp = await startTestSmtp();
    t = await startTestApp({ SMTP_URL: smtp.url, REDIS_URL: redis.url, QUEUE_PREFIX: prefix, PAYMENT_SLOWDOWN_MS: '1', ...FAST_JOBS });
    t.runtime.jobs.start({ work: true });
    queues = testQueues(redis.url, prefix);
  });
  afterAll(async () => {
    redis?.resume();
    await queues?.close();
    await t?.close();
    await smtp?.close();
    await redis?.stop();
  });

  it(`payOrder and /readyz answer within ${ANSWER_WITHIN_MS} ms during a ${PAUSE_MS} ms pause; afterwards every PDF and e-mail is delivered once`, async () => {
    const orders = [];
    for (let i = 0; i < 4; i++) orders.push(await unpaidOrder(t.app, `pause-${i}@example.com`));
    const knex = t.runtime.db.knex;

    // One order is paid just before the pause, so its jobs are in flight when Redis stops answering.
    expect((await timedPay(t.app, orders[0]!, '10.13.0.1', ANSWER_WITHIN_MS)).answer).toBe('PaymentSucceeded');
    await waitUntil('the first fulfilment to start', async () => (await knex('outbox').where({ kind: 'fulfilOrder', state: 'running' }).first()) ?? null, 15_000, 10);

    redis.pause();
    const pausedAt = Date.now();
    // Everything asked during the pause gets until shortly before the end of it to answer.
    const patience = PAUSE_MS - 500;
    const readyStarted = Date.now();
    const [payments, ready] = await Promise.all([
      Promise.all(orders.slice(1).map((orderNumber, i) => timedPay(t.app, orderNumber, `10.13.0.${i + 2}`, patience))),
      Promise.race([
        t.app.inject({ method: 'GET', url: '/readyz' }).then((r) => ({ status: r.statusCode, ms: Date.now() - readyStarted })),
        new Promise<{ status: string; ms: number }>((r) => setTimeout(() => r({ status: 'no answer', ms: patience }), patience).unref()),
      ]),
    ]);
    await new Promise((r) => setTimeout(r, Math.max(0, PAUSE_MS - (Date.now() - pausedAt))));
    redis.resume();
    const resumedAt = Date.now();

    await smtp.waitFor(orders.length, 60_000);
    const deliveredMs = Date.now() - resumedAt;
    await waitSettled(knex, queues);
    // oxlint-disable-next-line no-console -- the measured figures are this test's output
    console.info(
      `Redis paused ${resumedAt - pausedAt} ms: payOrder answered in ${payments.map((p) => `${p.ms} ms (${p.answer})`).join(', ')}; ` +
        `/readyz ${ready.status} in ${ready.ms} ms; all ${orders.length} e-mails delivered ${deliveredMs} ms after SIGCONT; job counters ${JSON.stringify(t.runtime.jobs.counters())}`,
    );

    for (const p of payments) {
      expect(p.answer).toBe('PaymentSucceeded');
      expect(p.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(ANSWER_WITHIN_MS);
    await expectDeliveredOnce(knex, orders, smtp.messages);
    const [emails] = await knex('email_messages').count<{ count: string }[]>('* as count');
    expect(Number(emails!.count)).toBe(orders.length);
  }, 90_000);
});
