import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStore, type FileStore } from '../../files/fileStore';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { timedPay, unpaidOrder } from '../../../test/faults/fulfilment';

const FAILED_JOBS = 'query { failedJobs { id kind error attempts maxAttempts orderNumber createdAt failedAt } }';
const RETRY = 'mutation($i: RetryFailedJobInput!) { retryFailedJob(input: $i) { retried errors { code message } } }';
const COUNTERS = 'query { jobCounters { failedForGood retried stalled lockLost requeued schedulesRestored duplicatesSkipped } }';

interface FailedJob {
  id: string;
  kind: string;
  error: string | null;
  attempts: number;
  maxAttempts: number;
  orderNumber: string | null;
  failedAt: string | null;
}

describe('failed jobs, for staff', () => {
  let smtp: TestSmtp;
  let t: TestContext;
  let staff: Record<string, string>;
  let partner: Record<string, string>;
  const disk = { full: true };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    // A file store whose disk is full until the test says otherwise: report PDFs cannot be written.
    const real = localFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'innerscope-ops-files-')));
    const files: FileStore = {
      ...real,
      put: async (key, bytes) => {
        if (disk.full) throw new Error('ENOSPC: no space left on device');
        return real.put(key, bytes);
      },
    };
    t = await startTestApp({ SMTP_URL: smtp.url, PAYMENT_SLOWDOWN_MS: '1' }, { files });
    staff = { authorization: `Bearer ${(await t.runtime.services.apiKey.create('operations desk', ['staff'])).key}` };
    partner = { authorization: `Bearer ${(await t.runtime.services.apiKey.create('a partner', ['report:read'])).key}` };
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /**
   * Runs what is due; a row waiting out its backoff is made due at once (the test does not wait minutes), and
   * `shortenTries` gives the rows of one kind fewer tries, as if the earlier ones had been used.
   */
  async function runJobs(shortenTries?: { kind: string; maxAttempts: number }) {
    const knex = t.runtime.db.knex;
    for (let i = 0; i < 5; i++) {
      if (shortenTries) await knex('outbox').where({ kind: shortenTries.kind }).whereNot('state', 'done').update({ max_attempts: shortenTries.maxAttempts });
      await knex('outbox').where({ state: 'pending' }).update({ run_after: new Date(Date.now() - 1000) });
      await t.runtime.jobs.drain();
    }
  }

  it('lists a paid order whose fulfilment failed for good, with its order number, and completes it when staff retry it', async () => {
    const knex = t.runtime.db.knex;
    const orderNumber = await unpaidOrder(t.app, 'ops-fulfil@example.com');
    expect((await timedPay(t.app, orderNumber, '10.14.0.1', 10_000)).answer).toBe('PaymentSucceeded');
    await runJobs({ kind: 'fulfilOrder', maxAttempts: 2 });

    // The order is not silently stuck: it waits in report_generating, and staff see why.
    expect((await knex('orders').where({ order_number: orderNumber }).first()).status).toBe('report_generating');
    const listed = await gql<{ failedJobs: FailedJob[] }>(t.app, FAILED_JOBS, {}, staff);
    expect(listed.body.errors).toBeUndefined();
    const job = listed.body.data!.failedJobs.find((j) => j.orderNumber === orderNumber);
    expect(job).toMatchObject({ kind: 'fulfilOrder', attempts: 2, maxAttempts: 2, error: 'ENOSPC: no space left on device' });
    expect(Date.parse(job!.failedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const counters = await gql<{ jobCounters: { failedForGood: number; retried: number } }>(t.app, COUNTERS, {}, staff);
    expect(counters.body.data!.jobCounters).toMatchObject({ failedForGood: 1, retried: 1 });

    disk.full = false;
    const retried = await gql<{ retryFailedJob: { retried: boolean } }>(t.app, RETRY, { i: { id: job!.id } }, staff);
    expect(retried.body.data!.retryFailedJob).toEqual({ retried: true, errors: [] });
    const again = await gql<{ retryFailedJob: { retried: boolean; errors: { code: string }[] } }>(t.app, RETRY, { i: { id: job!.id } }, staff);
    expect(again.body.data!.retryFailedJob.errors.map((e) => e.code)).toEqual(['NOT_FAILED']);
    await runJobs();

    expect((await knex('orders').where({ order_number: orderNumber }).first()).status).toBe('completed');
    await smtp.waitFor(1);
    expect(smtp.messages.filter((m) => m.attachments.some((a) => a.filename === `${orderNumber}.pdf`))).toHaveLength(1);
    expect((await gql<{ failedJobs: FailedJob[] }>(t.app, FAILED_JOBS, {}, staff)).body.data!.failedJobs).toEqual([]);
  });

  it("names the order of a report e-mail that failed for good, and sends it once when retried", async () => {
    smtp.messages.length = 0;
    const orderNumber = await unpaidOrder(t.app, 'ops-mail@example.com');
    expect((await timedPay(t.app, orderNumber, '10.14.0.2', 10_000)).answer).toBe('PaymentSucceeded');
    smtp.failNext(1);
    await runJobs({ kind: 'sendEmail', maxAttempts: 1 });

    const listed = (await gql<{ failedJobs: FailedJob[] }>(t.app, FAILED_JOBS, {}, staff)).body.data!.failedJobs;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ kind: 'sendEmail', orderNumber, attempts: 1, maxAttempts: 1 });
    expect(listed[0]!.error).toMatch(/Try again later/);
    expect(smtp.messages).toHaveLength(0);

    await gql(t.app, RETRY, { i: { id: listed[0]!.id } }, staff);
    await runJobs();
    await smtp.waitFor(1);
    expect(smtp.messages).toHaveLength(1);
  });

  it('answers only staff keys: UNAUTHENTICATED without a key, FORBIDDEN for a partner key, NOT_FOUND for an unknown job', async () => {
    for (const query of [FAILED_JOBS, COUNTERS]) {
      expect((await gql(t.app, query)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await gql(t.app, query, {}, partner)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const anonymous = await gql(t.app, RETRY, { i: { id: '00000000-0000-4000-8000-000000000000' } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const unknown = await gql<{ retryFailedJob: { retried: boolean; errors: { code: string }[] } }>(t.app, RETRY, { i: { id } }, staff);
      expect(unknown.body.data!.retryFailedJob).toMatchObject({ retried: false, errors: [{ code: 'NOT_FOUND' }] });
    }
  });
});
