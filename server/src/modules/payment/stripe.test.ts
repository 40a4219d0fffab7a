import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/runtime';
import { confirm, createOrder, finishedSession, pay } from '../../../test/checkout';
import { createStripeProvider } from './stripe.provider';

const API = 'https://api.stripe.com/v1';
const WEBHOOK_SECRET = 'whsec_test_stripe';

interface Seen { path: string; idempotencyKey: string | null; form: URLSearchParams }
const seen: Seen[] = [];
/** The next PaymentIntent answer the fake Stripe API gives; tests set it. */
let nextIntent: (form: URLSearchParams) => Response = () => HttpResponse.json({});

const intent = (over: Record<string, unknown>) => ({
  id: 'pi_test_1', object: 'payment_intent', amount: 100, currency: 'usd', status: 'succeeded', client_secret: 'pi_test_1_secret_x',
  customer: 'cus_test_1', setup_future_usage: 'off_session', next_action: null, last_payment_error: null,
  payment_method: { id: 'pm_test_1', object: 'payment_method', card: { brand: 'visa', last4: '4242' } }, ...over,
});

const api = setupServer(
  http.post(`${API}/customers`, async ({ request }) => {
    seen.push({ path: '/customers', idempotencyKey: request.headers.get('idempotency-key'), form: new URLSearchParams(await request.text()) });
    return HttpResponse.json({ id: 'cus_test_1', object: 'customer' });
  }),
  http.post(`${API}/payment_intents`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    seen.push({ path: '/payment_intents', idempotencyKey: request.headers.get('idempotency-key'), form });
    return nextIntent(form);
  }),
  http.get(`${API}/payment_intents/:id`, () => HttpResponse.json(intent({ id: 'pi_3ds', status: 'succeeded' }))),
  http.post(`${API}/payment_methods/:id/attach`, async ({ request, params }) => {
    const form = new URLSearchParams(await request.text());
    seen.push({ path: `/payment_methods/${String(params.id)}/attach`, idempotencyKey: request.headers.get('idempotency-key'), form });
    if (params.id === 'pm_declined') {
      return HttpResponse.json({ error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } }, { status: 402 });
    }
    return HttpResponse.json({ id: params.id, object: 'payment_method', customer: form.get('customer'), card: { brand: 'mastercard', last4: '4444' } });
  }),
);

let t: TestContext;
beforeAll(async () => {
  api.listen({ onUnhandledRequest: 'error' });
  t = await startTestApp(
    { STRIPE_SECRET_KEY: 'sk_test_innerscope', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PAYMENT_SLOWDOWN_MS: '1' },
    { paymentProviders: { stripe: createStripeProvider({ secretKey: 'sk_test_innerscope', webhookSecret: WEBHOOK_SECRET }, { maxNetworkRetries: 0 }) } },
  );
});
afterEach(() => {
  seen.length = 0;
});
afterAll(async () => {
  await t.close();
  api.close();
});

async function orderFor(country: string) {
  const sessionId = await finishedSession(t.app, country);
  return (await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email: 'card@example.com', country, acceptTerms: true, acceptRenewal: true })).order!;
}

describe('payments through Stripe (stripe-node against the API at the HTTP edge)', () => {
  it('confirms a PaymentIntent with the confirmation token, our idempotency key, and saves the card for renewals', async () => {
    nextIntent = () => HttpResponse.json(intent({}));
    const order = await orderFor('US');
    const out = await pay(t.app, order.orderNumber, 'ctoken_test_visa', '10.3.0.1');
    expect(out.result).toMatchObject({ __typename: 'PaymentSucceeded', order: { status: 'PAID' } });
    const row = await t.runtime.db.knex('orders').where({ order_number: order.orderNumber }).first();
    const create = seen.find((s) => s.path === '/payment_intents')!;
    expect(create.idempotencyKey).toBe(`order:${row.id}:charge:1`);
    expect(Object.fromEntries(create.form)).toMatchObject({ amount: '100', currency: 'usd', confirm: 'true', confirmation_token: 'ctoken_test_visa', customer: 'cus_test_1', setup_future_usage: 'off_session' });
    const payment = await t.runtime.db.knex('payments').where({ order_id: row.id }).first();
    expect(payment).toMatchObject({ provider: 'stripe', provider_payment_id: 'pi_test_1', card_last4: '4242', payment_method_token: 'cus_test_1/pm_test_1' });
  });

  it('sends whole yen for JPY (amounts are stored as value x 100)', async () => {
    nextIntent = (form) => HttpResponse.json(intent({ id: 'pi_jpy', amount: Number(form.get('amount')), currency: 'jpy' }));
    const order = await orderFor('JP');
    expect(order).toMatchObject({ currency: 'JPY', total: 15_000 });
    await pay(t.app, order.orderNumber, 'pm_card_visa', '10.3.0.2');
    expect(seen.find((s) => s.path === '/payment_intents')!.form.get('amount')).toBe('150');
  });

  it('maps a card error to a decline the buyer can retry', async () => {
    nextIntent = () =>
      HttpResponse.json(
        { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.', payment_intent: intent({ id: 'pi_declined', status: 'requires_payment_method' }) } },
        { status: 402 },
      );
    const order = await orderFor('US');
    const out = await pay(t.app, order.orderNumber, 'pm_card_chargeDeclinedInsufficientFunds', '10.3.0.3');
    expect(out.result).toMatchObject({ __typename: 'PaymentDeclined', code: 'INSUFFICIENT_FUNDS', order: { status: 'FAILED' } });
  });

  it('hands the 3-D Secure step to Stripe.js and settles it after', async () => {
    nextIntent = () => HttpResponse.json(intent({ id: 'pi_3ds', status: 'requires_action', next_action: { type: 'use_stripe_sdk' } }));
    const order = await orderFor('US');
    const out = await pay(t.app, order.orderNumber, 'pm_card_threeDSecure2Required', '10.3.0.4');
    expect(out.result).toMatchObject({ __typename: 'PaymentRequiresAction', order: { status: 'PENDING' } });
    const done = await confirm(t.app, order.orderNumber);
    expect(done.result).toMatchObject({ __typename: 'PaymentSucceeded', order: { status: 'PAID' } });
  });

  it('accepts a signed webhook once and refuses a forged one', async () => {
    nextIntent = () => HttpResponse.json(intent({ id: 'pi_hook', status: 'requires_action', next_action: { type: 'use_stripe_sdk' } }));
    const order = await orderFor('US');
    await pay(t.app, order.orderNumber, 'pm_card_threeDSecure2Required', '10.3.0.5');
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: intent({ id: 'pi_hook' }) } });
    const stripe = new Stripe('sk_test_innerscope');
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const send = (signature: string) =>
      t.app.inject({ method: 'POST', url: '/pay/webhook/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
    expect((await send(stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }))).statusCode).toBe(400);
    const first = await send(signed);
    const second = await send(signed);
    expect([first.json().data.duplicate, second.json().data.duplicate]).toEqual([false, true]);
    expect((await t.runtime.db.knex('orders').where({ order_number: order.orderNumber }).first()).status).toBe('paid');
  });

  it('offers card, Apple Pay and Google Pay through Stripe', async () => {
    const res = await t.app.inject({ url: '/app/payment/list/1754/US' });
    expect(res.json().data).toEqual(['card', 'apple_pay', 'google_pay']);
  });
});

describe('replacing a saved card through Stripe', () => {
  it('attaches the new PaymentMethod to the customer of the card it replaces, and reports a declined card', async () => {
    const stripe = createStripeProvider({ secretKey: 'sk_test_innerscope', webhookSecret: WEBHOOK_SECRET }, { maxNetworkRetries: 0 });
    const saved = await stripe.saveMethod!({ paymentToken: 'pm_new', replacing: 'cus_old/pm_old' });
    expect(saved).toEqual({ status: 'saved', savedMethodToken: 'cus_old/pm_new', cardBrand: 'mastercard', cardLast4: '4444' });
    expect(seen.find((s) => s.path === '/payment_methods/pm_new/attach')!.form.get('customer')).toBe('cus_old');
    expect(await stripe.saveMethod!({ paymentToken: 'pm_declined', replacing: 'cus_old/pm_old' })).toEqual({ status: 'failed', declineCode: 'card_declined' });
  });
});
