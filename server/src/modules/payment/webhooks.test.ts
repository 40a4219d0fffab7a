import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/runtime';
import { CARDS, createOrder, finishedSession, pay } from '../../../test/checkout';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox.provider';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ SANDBOX_WEBHOOK_SECRET: 'whsec_test_sandbox' });
});
afterAll(() => t.close());

/** An order waiting on 3-D Secure, so that the processor's webhook is what settles it. */
async function pendingPayment() {
  const sessionId = await finishedSession(t.app);
  const { order } = await createOrder(t.app, { sessionId, skuId: 'bmbti-weekly', email: 'hook@example.com', acceptTerms: true, acceptRenewal: true });
  await pay(t.app, order!.orderNumber, CARDS.threeDs, '10.2.0.1');
  const row = await t.runtime.db.knex('orders').where({ order_number: order!.orderNumber }).first();
  const payment = await t.runtime.db.knex('payments').where({ order_id: row.id }).first();
  return { orderId: row.id as string, providerPaymentId: payment.provider_payment_id as string };
}

function deliver(payload: string, signature: string | null) {
  return t.app.inject({
    method: 'POST',
    url: '/pay/webhook/sandbox',
    headers: { 'content-type': 'application/json', ...(signature ? { [SANDBOX_SIGNATURE_HEADER]: signature } : {}) },
    payload,
  });
}

const event = (id: string, paymentId: string, type = 'payment.succeeded') => JSON.stringify({ id, type, paymentId });

describe('webhooks', () => {
  it('refuse forged, altered, unsigned and stale events with 400 and change nothing', async () => {
    const { orderId, providerPaymentId } = await pendingPayment();
    const body = event('evt_forged', providerPaymentId);
    const cases = [
      deliver(body, signSandboxPayload(body, 'not-the-secret')),
      deliver(body.replace('succeeded', 'succeeded '), signSandboxPayload(body, 'whsec_test_sandbox')),
      deliver(body, null),
      deliver(body, signSandboxPayload(body, 'whsec_test_sandbox', Math.floor(Date.now() / 1000) - 301)),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_USER_INPUT');
    }
    expect((await t.runtime.db.knex('orders').where({ id: orderId }).first()).status).toBe('pending');
    expect(await t.runtime.db.knex('webhook_events').where({ event_id: 'evt_forged' })).toHaveLength(0);
  });

  it('the same event ten times, one after another, fulfils once', async () => {
    const { orderId, providerPaymentId } = await pendingPayment();
    const body = event('evt_serial', providerPaymentId);
    const results = [];
    for (let i = 0; i < 10; i++) results.push((await deliver(body, signSandboxPayload(body, 'whsec_test_sandbox'))).json().data);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    await expectFulfilledOnce(orderId);
  });

  it('the same event ten times at once fulfils once, and a late failure cannot undo the payment', async () => {
    const { orderId, providerPaymentId } = await pendingPayment();
    const body = event('evt_parallel', providerPaymentId);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(body, signSandboxPayload(body, 'whsec_test_sandbox'))));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    await expectFulfilledOnce(orderId);
    const late = event('evt_late_failure', providerPaymentId, 'payment.failed');
    expect((await deliver(late, signSandboxPayload(late, 'whsec_test_sandbox'))).statusCode).toBe(200);
    expect((await t.runtime.db.knex('payments').where({ order_id: orderId }).first()).status).toBe('succeeded');
    expect(['paid', 'report_generating', 'completed']).toContain((await t.runtime.db.knex('orders').where({ id: orderId }).first()).status);
  });
});

async function expectFulfilledOnce(orderId: string) {
  const knex = t.runtime.db.knex;
  expect((await knex('orders').where({ id: orderId }).first()).status).toBe('paid');
  expect(await knex('order_events').where({ order_id: orderId, to_status: 'paid' })).toHaveLength(1);
  expect(await knex('outbox').where({ dedupe_key: `order:${orderId}:fulfil` })).toHaveLength(1);
  await t.runtime.jobs.drain();
  expect(await knex('email_messages').where({ dedupe_key: `order:${orderId}:report` })).toHaveLength(1);
}
