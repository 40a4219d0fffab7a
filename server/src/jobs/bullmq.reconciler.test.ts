import { randomBytes } from 'node:crypto';
import { UnrecoverableError, Worker } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerAvailable, startTestRedis, type TestRedis } from '../../test/redisProcess';
import { startTestApp, type TestContext } from '../../test/runtime';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { waitUntil } from '../../test/waitUntil';
import { queueEmail } from '../mail/mail.service';
import { feedbackAckEmail } from '../mail/templates';
import { bullmqConnection } from '../shared/redis';
import { JOB_FAILED_ALERT } from './jobCounters';

// The behaviour does not depend on the database driver: run once, on PostgreSQL when the run has it.
const here = process.env.DATABASE_URL ? process.env.TEST_DB === 'postgres' : process.env.TEST_DB === 'pglite';
if (here && !redisServerAvailable) console.warn('redis-server is not on PATH: the outbox reconciler test is skipped');

describe.skipIf(!here || !redisServerAvailable)('the outbox reconciler on BullMQ', () => {
  let redis: TestRedis;
  let smtp: TestSmtp;
  let t: TestContext;
  const logLines: string[] = [];
  const prefix = `{innerscope-reconcile-${randomBytes(4).toString('hex')}}`;

  beforeAll(async () => {
    redis = await startTestRedis();
    smtp = await startTestSmtp();
    const log = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
    t = await startTestApp({ SMTP_URL: smtp.url, REDIS_URL: redis.url, QUEUE_PREFIX: prefix, JOB_RECONCILE_MS: '1000' }, { log });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await redis?.stop();
  });

  it('runs again a job the queue failed while its row has tries, and fails for good (with the alert) one without', async () => {
    const knex = t.runtime.db.knex;
    for (const key of ['stalled-1', 'used-up-1']) {
      await knex.transaction((trx) =>
        queueEmail(trx, { template: 'test', locale: 'en-US', to: `${key}@example.com`, dedupeKey: key, rendered: feedbackAckEmail('en-US', { message: key }) }),
      );
    }
    await t.runtime.jobs.drain();
    const row = (key: string) => knex('outbox').where({ dedupe_key: `email:${key}` }).first();
    expect((await row('stalled-1')).state).toBe('relayed');

    // A worker of another build fails both jobs in the queue as BullMQ does at its stall limit, and records nothing.
    let failed = 0;
    const foreign = new Worker('email', async () => {
      throw new UnrecoverableError('job stalled more than allowable limit');
    }, { connection: bullmqConnection(redis.url, { maxRetriesPerRequest: null }), prefix });
    foreign.on('failed', () => (failed += 1));
    await waitUntil('both jobs failed in the queue', () => failed === 2);
    await foreign.close();
    // The second row's tries were all used by runs that never finished; both were relayed a minute ago (the
    // reconciler leaves alone rows that may still be on their way to Redis).
    await knex('outbox').where({ dedupe_key: 'email:used-up-1' }).update({ attempts: knex.raw('max_attempts') });
    await knex('outbox').update({ relayed_at: new Date(Date.now() - 60_000) });

    const outcome = await t.runtime.jobs.reconcile();
    expect(outcome).toMatchObject({ checked: 2, requeued: 1, failed: 1 });
    expect((await row('stalled-1')).state).toBe('pending');
    const usedUp = await row('used-up-1');
    expect(usedUp.state).toBe('failed');
    expect(usedUp.last_error).toMatch(/job stalled more than allowable limit.*tries are used/);
    const alert = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.alert === JOB_FAILED_ALERT);
    expect(alert).toMatchObject({ level: 50, jobId: usedUp.id, kind: 'sendEmail' });
    expect(t.runtime.jobs.counters()).toMatchObject({ failedForGood: 1, requeued: 1 });

    // The relay replaces the failed job under the same id and a worker delivers it, once.
    t.runtime.jobs.start({ work: true });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe('stalled-1@example.com');
    await waitUntil('the requeued row done', async () => (await row('stalled-1')).state === 'done');
    expect(smtp.messages).toHaveLength(1);
    expect((await row('used-up-1')).state).toBe('failed');
  }, 60_000);
});
