import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, createOrder, finishedSession, pay } from '../../../test/checkout';
import { startTestApp, type TestContext } from '../../../test/runtime';
import { fulfilOrderJob } from '../../jobs/fulfilOrder.job';
import { PermanentJobError, type JobDeps } from '../../jobs/job.types';
import { createFulfilmentService, FulfilmentRefused } from './fulfilment.service';

let t: TestContext;
let deps: JobDeps;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' });
  const { runtime } = t;
  deps = {
    db: runtime.db.knex,
    mail: runtime.mail,
    config: runtime.config,
    clock: runtime.clock,
    log: runtime.log,
    files: runtime.files,
    reports: runtime.services.report,
    subscriptions: runtime.services.subscription,
  };
});
afterAll(() => t.close());

const UNKNOWN_ORDER = '00000000-0000-4000-8000-000000000000';

async function order(email: string) {
  const sessionId = await finishedSession(t.app);
  const created = await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email, acceptTerms: true, acceptRenewal: true });
  const row = await t.runtime.db.knex('orders').where({ order_number: created.order!.orderNumber }).first<{ id: string; order_number: string }>('id', 'order_number');
  return { id: row.id, orderNumber: row.order_number };
}

const statusOf = async (id: string) => (await t.runtime.db.knex('orders').where({ id }).first<{ status: string }>('status')).status;

describe('fulfilment', () => {
  it('refuses an unknown or unpaid order and changes nothing; the job stops on it at once', async () => {
    const fulfilment = createFulfilmentService(deps);
    await expect(fulfilment.fulfil(UNKNOWN_ORDER)).rejects.toThrow(new FulfilmentRefused(`order ${UNKNOWN_ORDER} not found`));
    const unpaid = await order('unpaid-fulfil@example.com');
    await expect(fulfilment.fulfil(unpaid.id)).rejects.toBeInstanceOf(FulfilmentRefused);
    expect(await statusOf(unpaid.id)).toBe('created');
    const job = fulfilOrderJob.handle({ orderId: unpaid.id }, deps);
    await expect(job).rejects.toBeInstanceOf(PermanentJobError);
    await expect(job).rejects.toThrow(`order ${unpaid.id} is created`);
  });

  it('completes a paid order with one report e-mail, and running it again sends nothing more', async () => {
    const paid = await order('paid-fulfil@example.com');
    expect(await pay(t.app, paid.orderNumber, CARDS.ok)).toMatchObject({ result: { __typename: 'PaymentSucceeded' } });
    await t.runtime.jobs.drain();
    expect(await statusOf(paid.id)).toBe('completed');
    await createFulfilmentService(deps).fulfil(paid.id);
    expect(await statusOf(paid.id)).toBe('completed');
    const mails = await t.runtime.db.knex('email_messages').where({ to_address: 'paid-fulfil@example.com' }).select('dedupe_key', 'template');
    expect(mails).toEqual([{ dedupe_key: `order:${paid.id}:report`, template: 'report' }]);
  });
});
