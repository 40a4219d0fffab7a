import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startTestApp, type TestContext } from '../../test/runtime';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { queueEmail } from '../mail/mail.service';
import { feedbackAckEmail } from '../mail/templates';
import { bullmqConnection } from '../shared/redis';

const redisUrl = process.env.REDIS_URL;

// Needs a real Redis; the CI run and the README's test command provide REDIS_URL.
describe.skipIf(!redisUrl)('outbox relayed to BullMQ on Redis', () => {
  let smtp: TestSmtp;
  let t: TestContext;
  const prefix = `{innerscope-test-${randomBytes(4).toString('hex')}}`;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp({ SMTP_URL: smtp.url, REDIS_URL: redisUrl, QUEUE_PREFIX: prefix });
    t.runtime.jobs.start({ work: true });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('moves the row to the email queue with jobId = outbox id; the worker delivers it over SMTP', async () => {
    expect(t.runtime.jobs.driver).toBe('bullmq');
    expect(await t.runtime.jobs.ping()).toBe(true);
    const knex = t.runtime.db.knex;
    await knex.transaction((trx) =>
      queueEmail(trx, {
        template: 'test',
        locale: 'ja-JP',
        to: 'queue@example.com',
        dedupeKey: 'bullmq-1',
        rendered: feedbackAckEmail('ja-JP', { message: 'こんにちは、テストです' }),
      }),
    );
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('お問い合わせを受け付けました');
    expect(mail!.text).toContain('こんにちは、テストです');
    const row = await knex('outbox').where({ dedupe_key: 'email:bullmq-1' }).first();
    for (let i = 0; i < 100 && row.state !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      Object.assign(row, await knex('outbox').where({ id: row.id }).first());
    }
    expect(row.state).toBe('done');
    expect(row.relayed_at).not.toBeNull();
    const queue = new Queue('email', { connection: bullmqConnection(redisUrl!), prefix });
    try {
      const job = await queue.getJob(row.id);
      expect(job?.id).toBe(row.id);
      expect(job?.data).toEqual({ outboxId: row.id, payload: row.payload });
      await queue.obliterate({ force: true });
    } finally {
      await queue.close();
    }
    expect(smtp.messages).toHaveLength(1);
  });
});
