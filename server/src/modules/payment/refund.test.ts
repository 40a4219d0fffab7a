import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CARDS, createOrder, finishedSession, pay } from '../../../test/checkout';
import { startTestApp, type TestContext } from '../../../test/runtime';
import type { Actor } from '../access/actor';
import { createPayPalProvider } from './paypal.provider';
import type { PaymentProvider, ProviderName } from './provider';
import { createRefundService } from './refund.service';
import { createStripeProvider } from './stripe.provider';

const STRIPE = 'https://api.stripe.com/v1';
const PAYPAL = 'https://api-m.sandbox.paypal.com';

/** Each refund call the processors received: the path, the amount asked for and our idempotency key. */
const calls: { provider: 'stripe' | 'paypal'; amount: string; key: string | null }[] = [];
/** A processor that refuses the next refund (the test sets it). */
let refuse = false;

const api = setupServer(
  http.get(`${STRIPE}/payment_intents/:id`, ({ params }) =>
    HttpResponse.json({ id: params.id, object: 'payment_intent', amount: 1999, currency: 'usd', status: 'succeeded' }),
  ),
  http.post(`${STRIPE}/refunds`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    calls.push({ provider: 'stripe', amount: form.get('amount')!, key: request.headers.get('idempotency-key') });
    if (refuse) return HttpResponse.json({ error: { type: 'invalid_request_error', message: 'Charge already refunded.' } }, { status: 400 });
    return HttpResponse.json({ id: `re_${calls.length}`, object: 'refund', amount: Number(form.get('amount')), status: 'succeeded' });
  }),
  http.post(`${PAYPAL}/v1/oauth2/token`, () => HttpResponse.json({ access_token: 'A21_test', expires_in: 32_400 })),
  http.get(`${PAYPAL}/v2/checkout/orders/:id`, ({ params }) =>
    HttpResponse.json({
      id: params.id,
      status: 'COMPLETED',
      purchase_units: [{ amount: { currency_code: 'USD', value: '19.99' }, payments: { captures: [{ id: 'CAPTURE-1', status: 'COMPLETED' }] } }],
    }),
  ),
  http.post(`${PAYPAL}/v2/payments/captures/:id/refund`, async ({ request }) => {
    const body = (await request.json()) as { amount: { value: string; currency_code: string } };
    calls.push({ provider: 'paypal', amount: body.amount.value, key: request.headers.get('paypal-request-id') });
    if (refuse) return HttpResponse.json({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] }, { status: 422 });
    return HttpResponse.json({ id: `RF-${calls.length}`, status: 'COMPLETED' });
  }),
);

let t: TestContext;
const knex = () => t.runtime.db.knex;
const support: Actor = { credentials: [{ kind: 'staff', via: 'apiKey', id: 'support-key', roles: ['support'] }] };
const content: Actor = { credentials: [{ kind: 'staff', via: 'apiKey', id: 'content-key', roles: ['content'] }] };
let serviceFor: (name: ProviderName) => ReturnType<typeof createRefundService>;

beforeAll(async () => {
  api.listen({ onUnhandledRequest: 'error' });
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' });
  const processors: Record<'stripe' | 'paypal', PaymentProvider> = {
    stripe: createStripeProvider({ secretKey: 'sk_test_innerscope', webhookSecret: null }, { maxNetworkRetries: 0 }),
    paypal: createPayPalProvider({ clientId: 'client-id', clientSecret: 'client-secret', webhookId: null, apiBase: PAYPAL }),
  };
  const { services, clock } = t.runtime;
  serviceFor = (name) =>
    name === 'sandbox'
      ? services.refunds
      : createRefundService({ db: t.runtime.db.knex, clock, providers: { [name]: processors[name] }, access: services.access, audit: services.audit });
});
beforeEach(() => {
  calls.length = 0;
  refuse = false;
});
afterAll(async () => {
  await t.close();
  api.close();
});

let orders = 0;
/** A paid $19.99 payment, recorded as the given processor's (its own id for the payment). */
async function paidPayment(provider: ProviderName): Promise<{ id: string; orderId: string }> {
  const sessionId = await finishedSession(t.app);
  const order = (await createOrder(t.app, { sessionId, skuId: 'bmbti-report', email: `refund${++orders}@example.com`, country: 'US', acceptTerms: true, acceptRenewal: false })).order!;
  await pay(t.app, order.orderNumber, CARDS.ok, `10.91.0.${orders}`);
  const row = await knex()('orders').where({ order_number: order.orderNumber }).first();
  const payment = await knex()('payments').where({ order_id: row.id, status: 'succeeded' }).first();
  await knex()('payments').where({ id: payment.id }).update({ amount: 1999, currency: 'USD' });
  if (provider !== 'sandbox') {
    await knex()('payments').where({ id: payment.id }).update({ provider, provider_payment_id: provider === 'stripe' ? `pi_refund_${orders}` : `PAYPAL-ORDER-${orders}` });
  }
  return { id: payment.id, orderId: row.id };
}

const key = (n: number) => `refund-key-${orders}-${n}`;
const codes = (out: { errors: { code: string }[] }) => out.errors.map((e) => e.code);

describe.each(['sandbox', 'stripe', 'paypal'] as const)('refunds through %s', (provider) => {
  it('refunds part, then the rest, and refuses more than is left', async () => {
    const refunds = serviceFor(provider);
    const payment = await paidPayment(provider);
    const part = await refunds.refund({ paymentId: payment.id, amount: 500, reason: 'Report arrived late', idempotencyKey: key(1) }, support);
    expect(codes(part)).toEqual([]);
    expect(part.refund).toMatchObject({ amount: 500, status: 'succeeded' });

    const over = await refunds.refund({ paymentId: payment.id, amount: 1500, reason: 'Too much', idempotencyKey: key(2) }, support);
    expect(codes(over)).toEqual(['AMOUNT_ABOVE_REMAINING']);

    const rest = await refunds.refund({ paymentId: payment.id, amount: null, reason: 'Customer asked for all of it', idempotencyKey: key(3) }, support);
    expect(rest.refund).toMatchObject({ amount: 1499, status: 'succeeded' });
    const none = await refunds.refund({ paymentId: payment.id, amount: 1, reason: 'Nothing left', idempotencyKey: key(4) }, support);
    expect(codes(none)).toEqual(['AMOUNT_ABOVE_REMAINING']);

    if (provider === 'stripe') expect(calls.map((c) => c.amount)).toEqual(['500', '1499']);
    if (provider === 'paypal') expect(calls.map((c) => c.amount)).toEqual(['5.00', '14.99']);
    if (provider !== 'sandbox') expect(calls.map((c) => c.key)).toEqual([`refund:${part.refund!.id}`, `refund:${rest.refund!.id}`]);

    // The order's history, the buyer's e-mail and the audit log follow each refund.
    const notes = await knex()('order_events').where({ order_id: payment.orderId }).where('reason', 'like', 'refunded%').orderBy('id');
    expect(notes.map((n) => n.reason)).toEqual(['refunded $5.00: Report arrived late', 'refunded $14.99: Customer asked for all of it']);
    const mails = await knex()('email_messages').whereIn('dedupe_key', [`refund:${part.refund!.id}`, `refund:${rest.refund!.id}`]);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringContaining('Your refund for Innerscope order')]));
    const audit = await knex()('audit_log').where({ target_id: payment.id }).orderBy('id').pluck('action');
    expect(audit).toEqual(['payment.refundRequested', 'payment.refund', 'payment.refundRequested', 'payment.refund']);
  });

  it('gives back the same refund for the same request key, without asking the processor again', async () => {
    const refunds = serviceFor(provider);
    const payment = await paidPayment(provider);
    const request = { paymentId: payment.id, amount: 700, reason: 'Double charge', idempotencyKey: key(1) };
    const [a, b] = await Promise.all([refunds.refund(request, support), refunds.refund(request, support)]);
    const again = await refunds.refund(request, support);
    const ids = [a, b, again].map((o) => o.refund?.id);
    expect(new Set(ids).size).toBe(1);
    expect(await knex()('payment_refunds').where({ payment_id: payment.id }).count('* as n').first()).toMatchObject({ n: expect.anything() });
    expect(Number((await knex()('payment_refunds').where({ payment_id: payment.id }).count('* as n').first())!.n)).toBe(1);
    if (provider !== 'sandbox') expect(calls).toHaveLength(1);
    const reused = await refunds.refund({ ...request, amount: 100 }, support);
    expect(codes(reused)).toEqual(['IDEMPOTENCY_KEY_REUSED']);
  });

  it('refuses bad input with stable codes and staff without the refund permission', async () => {
    const refunds = serviceFor(provider);
    const payment = await paidPayment(provider);
    expect(codes(await refunds.refund({ paymentId: payment.id, amount: 0, reason: ' ', idempotencyKey: 'short' }, support))).toEqual([
      'REASON_REQUIRED',
      'AMOUNT_INVALID',
      'IDEMPOTENCY_KEY_INVALID',
    ]);
    expect(codes(await refunds.refund({ paymentId: payment.id, amount: 100, reason: 'x', idempotencyKey: key(9) }, content))).toEqual(['NOT_FOUND']);
    expect(codes(await refunds.refund({ paymentId: 'not-a-payment', amount: 100, reason: 'x', idempotencyKey: key(8) }, support))).toEqual(['NOT_FOUND']);
    expect(calls).toHaveLength(0);
  });
});

describe('a refund the processor refuses', () => {
  it.each(['stripe', 'paypal'] as const)('is recorded as failed on %s, frees the amount again and writes no order note', async (provider) => {
    const refunds = serviceFor(provider);
    const payment = await paidPayment(provider);
    refuse = true;
    const out = await refunds.refund({ paymentId: payment.id, amount: 1999, reason: 'Wrong product', idempotencyKey: key(1) }, support);
    expect(codes(out)).toEqual(['REFUND_FAILED']);
    expect(out.refund).toMatchObject({ status: 'failed' });
    expect(await knex()('audit_log').where({ target_id: payment.id }).orderBy('id').pluck('action')).toEqual(['payment.refundRequested', 'payment.refundFailed']);
    expect(await knex()('order_events').where({ order_id: payment.orderId }).where('reason', 'like', 'refunded%')).toEqual([]);
    refuse = false;
    const retry = await refunds.refund({ paymentId: payment.id, amount: 1999, reason: 'Wrong product', idempotencyKey: key(2) }, support);
    expect(retry.refund).toMatchObject({ status: 'succeeded', amount: 1999 });
  });
});
