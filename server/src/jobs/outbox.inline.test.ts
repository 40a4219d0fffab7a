import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/runtime';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { queueEmail } from '../mail/mail.service';
import { feedbackAckEmail } from '../mail/templates';
import * as outbox from './outbox.repository';

let smtp: TestSmtp;
let t: TestContext;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  smtp.messages.length = 0;
});

const rendered = (message: string) => feedbackAckEmail('en-US', { message });

describe('outbox with the in-process runner', () => {
  it('writes nothing when the transaction that needed the e-mail rolls back', async () => {
    const knex = t.runtime.db.knex;
    await expect(
      knex.transaction(async (trx) => {
        await queueEmail(trx, { template: 'test', locale: 'en-US', to: 'a@example.com', dedupeKey: 'rollback-1', rendered: rendered('x') });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await knex('outbox').select('id')).toHaveLength(0);
    expect(await knex('email_messages').where({ dedupe_key: 'rollback-1' })).toHaveLength(0);
  });

  it('delivers a committed e-mail through SMTP exactly once, even when queued twice', async () => {
    const knex = t.runtime.db.knex;
    for (let i = 0; i < 2; i++) {
      await knex.transaction((trx) =>
        queueEmail(trx, { template: 'test', locale: 'en-US', to: 'once@example.com', dedupeKey: 'once-1', rendered: rendered('Hello <b>there</b>') }),
      );
    }
    await t.runtime.jobs.drain();
    const [mail] = await smtp.waitFor(1);
    expect(smtp.messages).toHaveLength(1);
    expect(mail!.subject).toBe('We received your message');
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe('once@example.com');
    expect(mail!.html).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
    const row = await knex('email_messages').where({ dedupe_key: 'once-1' }).first();
    expect(row.state).toBe('sent');
    expect(mail!.messageId).toBe(`<${row.id}@127.0.0.1>`);
    const job = await knex('outbox').where({ dedupe_key: 'email:once-1' }).first();
    expect(job).toMatchObject({ state: 'done', attempts: 1 });
    expect(job.payload).toEqual({ messageId: row.id });
  });

  it('retries with backoff while SMTP refuses, then delivers once', async () => {
    const knex = t.runtime.db.knex;
    smtp.failNext(1);
    await knex.transaction((trx) =>
      queueEmail(trx, { template: 'test', locale: 'en-US', to: 'retry@example.com', dedupeKey: 'retry-1', rendered: rendered('retry') }),
    );
    await t.runtime.jobs.drain();
    let job = await knex('outbox').where({ dedupe_key: 'email:retry-1' }).first();
    expect(job.state).toBe('pending');
    expect(job.attempts).toBe(1);
    expect(new Date(job.run_after).getTime()).toBeGreaterThan(Date.now() + 3_000);
    await knex('outbox').where({ id: job.id }).update({ run_after: new Date(Date.now() - 1000) });
    await t.runtime.jobs.drain();
    job = await knex('outbox').where({ id: job.id }).first();
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('marks a job failed when its row is gone (permanent error), without retrying', async () => {
    const knex = t.runtime.db.knex;
    await outbox.insert(knex, {
      kind: 'sendEmail',
      payload: { messageId: '00000000-0000-4000-8000-000000000000' },
      maxAttempts: 8,
      dedupeKey: 'missing-1',
    });
    await t.runtime.jobs.drain();
    const job = await knex('outbox').where({ dedupe_key: 'missing-1' }).first();
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
    expect(job.last_error).toMatch(/not found/);
  });

  it('rejects a payload that does not match the job schema at enqueue time', async () => {
    const { enqueueJob } = await import('./outbox');
    const { sendEmailJob } = await import('./sendEmail.job');
    await expect(enqueueJob(t.runtime.db.knex, sendEmailJob, { messageId: 'not-a-uuid' })).rejects.toThrow();
  });
});
