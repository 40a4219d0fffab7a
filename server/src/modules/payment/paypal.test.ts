import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/runtime';
import { confirm, createOrder, finishedSession } from '../../../test/checkout';
import { gql } from '../../../test/runtime';

const API = 'https://api-m.sandbox.paypal.com';
const requestIds: (string | null)[] = [];
let orderStatus: 'PAYER_ACTION_REQUIRED' | 'APPROVED' = 'PAYER_ACTION_REQUIRED';
let verification = 'SUCCESS';

const api = setupServer(
  http.post(`${API}/v1/oauth2/token`, ({ request }) => {
    expect(request.headers.get('authorization')).toBe(`Basic ${Buffer.from('client-id:client-secret').toString('base64')}`);
    return HttpResponse.json({ access_token: 'A21_test', expires_in: 32_400 });
  }),
  http.post(`${API}/v2/checkout/orders`, async ({ request }) => {
    requestIds.push(request.headers.get('paypal-request-id'));
    const body = (await request.json()) as { purchase_units: { amount: { value: string; currency_code: string } }[] };
    expect(body.purchase_units[0]!.amount).toEqual({ currency_code: 'USD', value: '1.00' });
    return HttpResponse.json({ id: 'PP-ORDER-1', status: 'PAYER_ACTION_REQUIRED', links: [{ rel: 'payer-action', href: 'https://www.sandbox.paypal.com/checkoutnow?token=PP-ORDER-1' }] });
  }),
  http.get(`${API}/v2/checkout/orders/:id`, ({ params }) => HttpResponse.json({ id: params.id, status: orderStatus })),
  http.post(`${API}/v2/checkout/orders/:id/capture`, ({ params, request }) => {
    requestIds.push(request.headers.get('paypal-request-id'));
    return HttpResponse.json({ id: params.id, status: 'COMPLETED' });
  }),
  http.post(`${API}/v1/notifications/verify-webhook-signature`, () => HttpResponse.json({ verification_status: verification })),
);

let t: TestContext;
beforeAll(async () => {
  api.listen({ onUnhandledRequest: 'error' });
  t = await startTestApp({ PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'client-secret', PAYPAL_WEBHOOK_ID: 'WH-1' });
});
afterAll(async () => {
  await t.close();
  api.close();
});

async function paypalOrder() {
  const sessionId = await finishedSession(t.app);
  return (await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email: 'pp@example.com', acceptTerms: true, acceptRenewal: true })).order!;
}

describe('payments through PayPal (Orders v2 at the HTTP edge)', () => {
  it('sends the buyer to approve, then captures once when they return', async () => {
    const order = await paypalOrder();
    const { body } = await gql(
      t.app,
      'mutation($i: PayOrderInput!) { payOrder(input: $i) { result { __typename ... on PaymentRequiresAction { actionUrl } } errors { code } } }',
      { i: { orderNumber: order.orderNumber, method: 'PAYPAL', paymentToken: 'paypal' } },
    );
    expect((body.data as { payOrder: { result: unknown } }).payOrder.result).toEqual({
      __typename: 'PaymentRequiresAction',
      actionUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=PP-ORDER-1',
    });
    const row = await t.runtime.db.knex('orders').where({ order_number: order.orderNumber }).first();
    expect(requestIds[0]).toBe(`order:${row.id}:charge:1`);
    orderStatus = 'APPROVED';
    const done = await confirm(t.app, order.orderNumber);
    expect(done.result).toMatchObject({ __typename: 'PaymentSucceeded', order: { status: 'PAID' } });
    expect(requestIds[1]).toBe('PP-ORDER-1:capture');
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
