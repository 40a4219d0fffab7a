import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, CARDS, createOrder, finishedSession } from '../../../test/checkout';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';

/**
 * A PayPal approval the buyer abandons (closes PayPal's page, or goes back instead of cancelling) moves no money
 * until the product captures it, so the next attempt, with any method, replaces it: the order is paid once, and
 * the abandoned approval, approved late, captures nothing. Whatever may be charging still blocks a second attempt.
 * On the embedded default's sandbox, whose PayPal has the shape of Orders v2.
 */

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' });
});
afterAll(() => t.close());

const knex = () => t.runtime.db.knex;
let ip = 0;
const nextIp = () => `10.12.0.${++ip}`;

const RESULT = `result { __typename ... on PaymentSucceeded { order { status } } ... on PaymentDeclined { code order { status } }
  ... on PaymentRequiresAction { actionUrl method awaitsApproval order { status } } ... on PaymentProcessing { order { status } } } errors { code }`;

interface Payload {
  result: { __typename: string; code?: string; actionUrl?: string | null; method?: string; awaitsApproval?: boolean; order: { status: string } } | null;
  errors: { code: string }[];
}

async function payWith(orderNumber: string, method: string, paymentToken: string): Promise<Payload> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: nextIp(),
    headers: { 'content-type': 'application/json', ...BUYER },
    payload: { query: `mutation($i: PayOrderInput!) { payOrder(input: $i) { ${RESULT} } }`, variables: { i: { orderNumber, method, paymentToken } } },
  });
  return (res.json() as { data: { payOrder: Payload } }).data.payOrder;
}

/** confirmPayment as the check page sends it, with what the processor added to the way back. */
async function confirmBack(orderNumber: string, back: { processorReference?: string; canceled?: boolean } = {}): Promise<Payload> {
  const { body } = await gql<{ confirmPayment: Payload }>(t.app, `mutation($i: ConfirmPaymentInput!) { confirmPayment(input: $i) { ${RESULT} } }`, { i: { orderNumber, ...back } }, BUYER);
  return body.data!.confirmPayment;
}

async function trialOrder(email: string) {
  const sessionId = await finishedSession(t.app);
  const out = await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email, acceptTerms: true, acceptRenewal: true });
  const row = await knex()('orders').where({ order_number: out.order!.orderNumber }).first();
  return { orderNumber: out.order!.orderNumber as string, id: row.id as string };
}

/** A PayPal payment sent to the sandbox's approval page; the page's URL and the payment's id there. */
async function paypalLeftWaiting(orderNumber: string) {
  const out = await payWith(orderNumber, 'PAYPAL', 'paypal');
  expect(out.result).toMatchObject({ __typename: 'PaymentRequiresAction', method: 'PAYPAL', awaitsApproval: true, order: { status: 'PENDING' } });
  const actionUrl = out.result!.actionUrl!;
  return { actionUrl, intentId: actionUrl.split('/').pop()! };
}

/** The buyer presses a button on the sandbox's PayPal page; where it sends them. */
async function decide(actionUrl: string, decision: 'approve' | 'cancel'): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: actionUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `decision=${decision}` });
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
}

const paymentsOf = async (orderId: string) =>
  (await knex()('payments').where({ order_id: orderId }).orderBy('created_at')) as { id: string; method: string; status: string; error_code: string | null; superseded_by: string | null }[];
const intentStatus = async (id: string) => ((await knex()('sandbox_intents').where({ id }).first()) as { status: string }).status;

describe('an approval left waiting on PayPal’s page', () => {
  it('is replaced by a card payment: the card pays once, and a late approval captures nothing', async () => {
    const order = await trialOrder('abandon-card@example.com');
    const paypal = await paypalLeftWaiting(order.orderNumber);
    // The status check says what waits, and that another method may take over.
    const waiting = await confirmBack(order.orderNumber);
    expect(waiting.result).toMatchObject({ __typename: 'PaymentRequiresAction', actionUrl: paypal.actionUrl, method: 'PAYPAL', awaitsApproval: true });

    const card = await payWith(order.orderNumber, 'CARD', CARDS.ok);
    expect(card.result).toMatchObject({ __typename: 'PaymentSucceeded', order: { status: 'PAID' } });
    const [abandoned, paid] = await paymentsOf(order.id);
    expect(abandoned).toMatchObject({ method: 'paypal', status: 'canceled', error_code: 'canceled', superseded_by: paid!.id });
    expect(paid).toMatchObject({ method: 'card', status: 'succeeded' });

    // The buyer finds PayPal's tab again and approves: back on the check page, the order is paid and PayPal is not captured.
    const back = await decide(paypal.actionUrl, 'approve');
    expect(back).toBe(`/paying/check/BMBTI-1754?order=${order.orderNumber}&token=${paypal.intentId}`);
    expect((await confirmBack(order.orderNumber, { processorReference: paypal.intentId })).result).toMatchObject({ __typename: 'PaymentSucceeded', order: { status: 'PAID' } });
    expect((await confirmBack(order.orderNumber)).result!.__typename).toBe('PaymentSucceeded');
    expect(await intentStatus(paypal.intentId)).toBe('approved');
    expect((await paymentsOf(order.id)).map((p) => [p.method, p.status])).toEqual([
      ['paypal', 'canceled'],
      ['card', 'succeeded'],
    ]);
    expect(await knex()('outbox').where({ dedupe_key: `order:${order.id}:fulfil` })).toHaveLength(1);
    expect(await knex()('subscriptions').where({ order_id: order.id }).pluck('method')).toEqual(['card']);
  });

  it('is replaced by PayPal again: the first approval, approved late, answers as a cancel; the second is captured once', async () => {
    const order = await trialOrder('abandon-paypal@example.com');
    const first = await paypalLeftWaiting(order.orderNumber);
    const second = await paypalLeftWaiting(order.orderNumber);
    expect(second.intentId).not.toBe(first.intentId);

    const late = await decide(first.actionUrl, 'approve');
    expect(late).toContain(`token=${first.intentId}`);
    expect((await confirmBack(order.orderNumber, { processorReference: first.intentId })).result).toMatchObject({
      __typename: 'PaymentDeclined',
      code: 'CANCELED',
      order: { status: 'PENDING' },
    });
    expect(await intentStatus(first.intentId)).toBe('approved');
    // Without the processor's reference the check page is told about the live approval, still waiting.
    expect((await confirmBack(order.orderNumber)).result).toMatchObject({ __typename: 'PaymentRequiresAction', actionUrl: second.actionUrl, awaitsApproval: true });

    await decide(second.actionUrl, 'approve');
    const [a, b] = await Promise.all([
      confirmBack(order.orderNumber, { processorReference: second.intentId }),
      confirmBack(order.orderNumber, { processorReference: second.intentId }),
    ]);
    expect([a.result!.__typename, b.result!.__typename]).toEqual(['PaymentSucceeded', 'PaymentSucceeded']);
    expect(await intentStatus(second.intentId)).toBe('succeeded');
    expect(await intentStatus(first.intentId)).toBe('approved');
    const payments = await paymentsOf(order.id);
    expect(payments.map((p) => [p.method, p.status, p.superseded_by])).toEqual([
      ['paypal', 'canceled', payments[1]!.id],
      ['paypal', 'succeeded', null],
    ]);
    // The first approval, approved even later, still answers for the order as it is: paid once.
    expect((await confirmBack(order.orderNumber, { processorReference: first.intentId })).result!.__typename).toBe('PaymentSucceeded');
    expect(await knex()('outbox').where({ dedupe_key: `order:${order.id}:fulfil` })).toHaveLength(1);
  });

  it('Cancel on the approval page goes to the cancel address, and the check page records it as a cancel', async () => {
    const order = await trialOrder('approval-cancel@example.com');
    const paypal = await paypalLeftWaiting(order.orderNumber);
    const back = await decide(paypal.actionUrl, 'cancel');
    expect(back).toBe(`/paying/check/BMBTI-1754?order=${order.orderNumber}&approval=canceled&token=${paypal.intentId}`);
    const answer = await confirmBack(order.orderNumber, { processorReference: paypal.intentId, canceled: true });
    expect(answer.result).toMatchObject({ __typename: 'PaymentDeclined', code: 'CANCELED', order: { status: 'FAILED' } });
    expect((await paymentsOf(order.id)).map((p) => [p.status, p.error_code])).toEqual([['failed', 'canceled']]);
    expect((await payWith(order.orderNumber, 'CARD', CARDS.ok)).result!.__typename).toBe('PaymentSucceeded');
  });

  it('refuses a processor reference that is none, before reading anything', async () => {
    const order = await trialOrder('approval-junk@example.com');
    const { body } = await gql(t.app, 'mutation($i: ConfirmPaymentInput!) { confirmPayment(input: $i) { errors { code } } }', {
      i: { orderNumber: order.orderNumber, processorReference: '../../x?y' },
    }, BUYER);
    expect(body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });
});

describe('what may be charging still blocks a second attempt', () => {
  it('a double click of the card after an abandoned approval replaces it once and charges once', async () => {
    const order = await trialOrder('abandon-double@example.com');
    const paypal = await paypalLeftWaiting(order.orderNumber);
    const answers = await Promise.all(Array.from({ length: 4 }, () => payWith(order.orderNumber, 'CARD', CARDS.ok)));
    expect(answers.every((a) => ['PaymentSucceeded', 'PaymentProcessing'].includes(a.result!.__typename))).toBe(true);
    expect(answers.some((a) => a.result!.__typename === 'PaymentSucceeded')).toBe(true);
    const payments = await paymentsOf(order.id);
    expect(payments.map((p) => [p.method, p.status])).toEqual([
      ['paypal', 'canceled'],
      ['card', 'succeeded'],
    ]);
    expect(await intentStatus(paypal.intentId)).toBe('requires_action');
    expect(await knex()('sandbox_intents').where('idempotency_key', 'like', `order:${order.id}:%`)).toHaveLength(2);
  });

  it('an approval being captured and a card paying at once: one of them charges, never both', async () => {
    const order = await trialOrder('capture-race@example.com');
    const paypal = await paypalLeftWaiting(order.orderNumber);
    await decide(paypal.actionUrl, 'approve');
    const [confirmed, card] = await Promise.all([confirmBack(order.orderNumber, { processorReference: paypal.intentId }), payWith(order.orderNumber, 'CARD', CARDS.ok)]);
    expect(confirmed.result).not.toBeNull();
    expect(card.result).not.toBeNull();
    const succeeded = (await paymentsOf(order.id)).filter((p) => p.status === 'succeeded');
    expect(succeeded).toHaveLength(1);
    // PayPal's money moved only if its payment is the one that paid.
    expect(await intentStatus(paypal.intentId)).toBe(succeeded[0]!.method === 'paypal' ? 'succeeded' : 'approved');
    expect((await confirmBack(order.orderNumber)).result).toMatchObject({ __typename: 'PaymentSucceeded', order: { status: 'PAID' } });
  });

  it('a 3-D Secure challenge left open is not replaced: the processor charges once it passes', async () => {
    const order = await trialOrder('challenge-open@example.com');
    const challenge = await payWith(order.orderNumber, 'CARD', CARDS.threeDs);
    expect(challenge.result).toMatchObject({ __typename: 'PaymentRequiresAction', method: 'CARD', awaitsApproval: false });
    const other = await payWith(order.orderNumber, 'PAYPAL', 'paypal');
    expect(other.result).toMatchObject({ __typename: 'PaymentRequiresAction', actionUrl: challenge.result!.actionUrl, awaitsApproval: false });
    expect((await paymentsOf(order.id)).map((p) => [p.method, p.status])).toEqual([['card', 'requires_action']]);
  });
});
