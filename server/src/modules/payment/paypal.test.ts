import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUYER, confirm, createOrder, finishedSession, pay } from '../../../test/checkout';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { createStripeProvider } from './stripe.provider';

const API = 'https://api-m.sandbox.paypal.com';
const STRIPE = 'https://api.stripe.com/v1';
let verification = 'SUCCESS';

/** PayPal's Orders v2 as far as the product uses it: orders made once per PayPal-Request-Id, approved by the test. */
interface FakePayPalOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  requestId: string | null;
  body: { purchase_units: { amount: { value: string; currency_code: string } }[]; payment_source: { paypal: { experience_context: Record<string, string> } } };
}
const paypalOrders = new Map<string, FakePayPalOrder>();
/** The PayPal-Request-Id of each capture call, in order. */
const captures: { orderId: string; requestId: string | null }[] = [];
/** What a buyer does on PayPal's page: the order is approved and waits for our capture. */
const approveOnPayPal = (id: string) => {
  paypalOrders.get(id)!.status = 'APPROVED';
};

const api = setupServer(
  http.post(`${API}/v1/oauth2/token`, ({ request }) => {
    expect(request.headers.get('authorization')).toBe(`Basic ${Buffer.from('client-id:client-secret').toString('base64')}`);
    return HttpResponse.json({ access_token: 'A21_test', expires_in: 32_400 });
  }),
  http.post(`${API}/v2/checkout/orders`, async ({ request }) => {
    const requestId = request.headers.get('paypal-request-id');
    let order = [...paypalOrders.values()].find((o) => o.requestId === requestId);
    if (!order) {
      order = { id: `PP-ORDER-${paypalOrders.size + 1}`, status: 'PAYER_ACTION_REQUIRED', requestId, body: (await request.json()) as FakePayPalOrder['body'] };
      paypalOrders.set(order.id, order);
    }
    return HttpResponse.json({ id: order.id, status: order.status, links: [{ rel: 'payer-action', href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}` }] });
  }),
  http.get(`${API}/v2/checkout/orders/:id`, ({ params }) => {
    const order = paypalOrders.get(String(params.id));
    return order ? HttpResponse.json({ id: order.id, status: order.status }) : HttpResponse.json({ name: 'RESOURCE_NOT_FOUND' }, { status: 404 });
  }),
  http.post(`${API}/v2/checkout/orders/:id/capture`, ({ params, request }) => {
    const order = paypalOrders.get(String(params.id))!;
    captures.push({ orderId: order.id, requestId: request.headers.get('paypal-request-id') });
    if (order.status === 'PAYER_ACTION_REQUIRED') return HttpResponse.json({ details: [{ issue: 'ORDER_NOT_APPROVED' }] }, { status: 422 });
    order.status = 'COMPLETED';
    return HttpResponse.json({ id: order.id, status: 'COMPLETED' });
  }),
  http.post(`${API}/v1/notifications/verify-webhook-signature`, () => HttpResponse.json({ verification_status: verification })),
  // Cards through Stripe beside PayPal, as a real deployment with both keys runs.
  http.post(`${STRIPE}/customers`, () => HttpResponse.json({ id: 'cus_test_1', object: 'customer' })),
  http.post(`${STRIPE}/payment_intents`, () =>
    HttpResponse.json({
      id: 'pi_test_card', object: 'payment_intent', amount: 100, currency: 'usd', status: 'succeeded', client_secret: 'pi_test_card_secret',
      customer: 'cus_test_1', next_action: null, last_payment_error: null,
      payment_method: { id: 'pm_test_1', object: 'payment_method', card: { brand: 'visa', last4: '4242' } },
    }),
  ),
);

let t: TestContext;
beforeAll(async () => {
  api.listen({ onUnhandledRequest: 'error' });
  t = await startTestApp(
    { PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'client-secret', PAYPAL_WEBHOOK_ID: 'WH-1', PAYMENT_SLOWDOWN_MS: '1' },
    { paymentProviders: { stripe: createStripeProvider({ secretKey: 'sk_test_innerscope', webhookSecret: null }, { maxNetworkRetries: 0 }) } },
  );
});
beforeEach(() => {
  captures.length = 0;
});
afterAll(async () => {
  await t.close();
  api.close();
});

const knex = () => t.runtime.db.knex;
let ip = 0;

async function paypalOrder(email: string) {
  const sessionId = await finishedSession(t.app);
  const order = (await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email, acceptTerms: true, acceptRenewal: true })).order!;
  const row = await knex()('orders').where({ order_number: order.orderNumber }).first();
  return { orderNumber: order.orderNumber, id: row.id as string };
}

const RESULT = `result { __typename ... on PaymentSucceeded { order { status } } ... on PaymentDeclined { code order { status } }
  ... on PaymentRequiresAction { actionUrl method awaitsApproval } ... on PaymentProcessing { order { status } } } errors { code }`;

interface Payload {
  result: { __typename: string; code?: string; actionUrl?: string | null; awaitsApproval?: boolean; order?: { status: string } } | null;
  errors: { code: string }[];
}

/** Pays with PayPal from the payment page: the answer sends the buyer to PayPal; the PayPal order's id. */
async function payWithPayPal(orderNumber: string, returnPath?: string): Promise<string> {
  const { body } = await gql<{ payOrder: Payload }>(
    t.app,
    `mutation($i: PayOrderInput!) { payOrder(input: $i) { ${RESULT} } }`,
    { i: { orderNumber, method: 'PAYPAL', paymentToken: 'paypal', returnPath } },
    BUYER,
  );
  const result = body.data!.payOrder.result!;
  expect(result).toMatchObject({ __typename: 'PaymentRequiresAction', method: 'PAYPAL', awaitsApproval: true });
  return new URL(result.actionUrl!).searchParams.get('token')!;
}

/** The check page, as PayPal's redirect opens it: `token` is PayPal's order id; the cancel address adds the marker. */
async function backFromPayPal(orderNumber: string, back: { processorReference?: string; canceled?: boolean } = {}): Promise<Payload> {
  const { body } = await gql<{ confirmPayment: Payload }>(t.app, `mutation($i: ConfirmPaymentInput!) { confirmPayment(input: $i) { ${RESULT} } }`, { i: { orderNumber, ...back } }, BUYER);
  return body.data!.confirmPayment;
}

const paymentsOf = async (orderId: string) =>
  (await knex()('payments').where({ order_id: orderId }).orderBy('created_at')) as { provider: string; status: string; error_code: string | null; provider_payment_id: string | null }[];

describe('payments through PayPal (Orders v2 at the HTTP edge)', () => {
  it('sends the buyer to approve, then captures once when they return', async () => {
    const order = await paypalOrder('pp@example.com');
    const id = await payWithPayPal(order.orderNumber);
    const created = paypalOrders.get(id)!;
    expect(created.requestId).toBe(`order:${order.id}:charge:1`);
    expect(created.body.purchase_units[0]!.amount).toEqual({ currency_code: 'USD', value: '1.00' });
    approveOnPayPal(id);
    const done = await confirm(t.app, order.orderNumber);
    expect(done.result).toMatchObject({ __typename: 'PaymentSucceeded', order: { status: 'PAID' } });
    expect(captures).toEqual([{ orderId: id, requestId: `${id}:capture` }]);
  });

  it('gives PayPal a cancel address apart from the return address, and records a cancel there as one', async () => {
    const order = await paypalOrder('pp-cancel@example.com');
    const returnPath = `/fr-FR/paying/check/BMBTI-1754?s=sessA1&order=${order.orderNumber}`;
    const id = await payWithPayPal(order.orderNumber, returnPath);
    expect(paypalOrders.get(id)!.body.payment_source.paypal.experience_context).toMatchObject({
      return_url: `${t.runtime.config.publicUrl}${returnPath}`,
      cancel_url: `${t.runtime.config.publicUrl}${returnPath}&approval=canceled`,
    });

    // PayPal sends the buyer to the cancel address with its order's id as `token`; the check page passes both on.
    const canceled = await backFromPayPal(order.orderNumber, { processorReference: id, canceled: true });
    expect(canceled.result).toMatchObject({ __typename: 'PaymentDeclined', code: 'CANCELED', order: { status: 'FAILED' } });
    expect((await paymentsOf(order.id)).map((p) => [p.status, p.error_code])).toEqual([['failed', 'canceled']]);
    // Nothing is captured, even should the order be approved on PayPal later.
    approveOnPayPal(id);
    expect((await backFromPayPal(order.orderNumber, { processorReference: id })).result).toMatchObject({ __typename: 'PaymentDeclined', code: 'CANCELED' });
    expect(captures).toEqual([]);

    // Paying again starts a new PayPal order, whose way back carries no old answer.
    const again = await payWithPayPal(order.orderNumber, `${returnPath}&token=${id}&PayerID=P1&approval=canceled`);
    expect(again).not.toBe(id);
    expect(paypalOrders.get(again)!.body.payment_source.paypal.experience_context['return_url']).toBe(`${t.runtime.config.publicUrl}${returnPath}`);
  });

  it('an approval left on PayPal’s page is replaced by a card: the card pays once, and a late approval captures nothing', async () => {
    const order = await paypalOrder('pp-abandon@example.com');
    const id = await payWithPayPal(order.orderNumber);
    // The buyer closed PayPal's page and is back among the methods: the card goes through, once, double click or not.
    const cards = await Promise.all([pay(t.app, order.orderNumber, 'ctoken_test_visa', `10.14.0.${++ip}`), pay(t.app, order.orderNumber, 'ctoken_test_visa', `10.14.0.${++ip}`)]);
    expect(cards.some((c) => c.result!.__typename === 'PaymentSucceeded')).toBe(true);
    expect(cards.every((c) => ['PaymentSucceeded', 'PaymentProcessing'].includes(c.result!.__typename))).toBe(true);

    approveOnPayPal(id);
    const late = await backFromPayPal(order.orderNumber, { processorReference: id });
    expect(late.result).toMatchObject({ __typename: 'PaymentSucceeded', order: { status: 'PAID' } });
    expect(captures).toEqual([]);
    expect((await paymentsOf(order.id)).map((p) => [p.provider, p.status])).toEqual([
      ['paypal', 'canceled'],
      ['stripe', 'succeeded'],
    ]);
  });

  it('an approval left on PayPal’s page is replaced by PayPal again: only the live order is captured', async () => {
    const order = await paypalOrder('pp-again@example.com');
    const first = await payWithPayPal(order.orderNumber);
    const second = await payWithPayPal(order.orderNumber);
    expect(second).not.toBe(first);

    approveOnPayPal(first);
    expect((await backFromPayPal(order.orderNumber, { processorReference: first })).result).toMatchObject({
      __typename: 'PaymentDeclined',
      code: 'CANCELED',
      order: { status: 'PENDING' },
    });
    expect(captures).toEqual([]);

    approveOnPayPal(second);
    expect((await backFromPayPal(order.orderNumber, { processorReference: second })).result).toMatchObject({ __typename: 'PaymentSucceeded', order: { status: 'PAID' } });
    expect(captures).toEqual([{ orderId: second, requestId: `${second}:capture` }]);
    expect((await paymentsOf(order.id)).map((p) => [p.provider_payment_id, p.status])).toEqual([
      [first, 'canceled'],
      [second, 'succeeded'],
    ]);
  });

  it('verifies webhooks with PayPal and refuses what PayPal does not vouch for', async () => {
    const event = JSON.stringify({ id: 'WH-EVT-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAP-1', supplementary_data: { related_ids: { order_id: 'PP-ORDER-1' } } } });
    const headers = {
      'content-type': 'application/json',
      'paypal-transmission-id': 't-1', 'paypal-transmission-time': new Date().toISOString(), 'paypal-transmission-sig': 'sig',
      'paypal-cert-url': 'https://api.sandbox.paypal.com/cert.pem', 'paypal-auth-algo': 'SHA256withRSA',
    };
    verification = 'FAILURE';
    expect((await t.app.inject({ method: 'POST', url: '/pay/webhook/paypal', headers, payload: event })).statusCode).toBe(400);
    verification = 'SUCCESS';
    const ok = await t.app.inject({ method: 'POST', url: '/pay/webhook/paypal', headers, payload: event });
    expect(ok.json()).toEqual({ result: 200, data: { received: true, duplicate: false } });
    const again = await t.app.inject({ method: 'POST', url: '/pay/webhook/paypal', headers, payload: event });
    expect(again.json().data.duplicate).toBe(true);
    const { 'paypal-transmission-sig': _dropped, ...unsigned } = headers;
    expect((await t.app.inject({ method: 'POST', url: '/pay/webhook/paypal', headers: unsigned, payload: event })).statusCode).toBe(400);
  });
});
