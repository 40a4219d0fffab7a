import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { BUYER, CARDS, createOrder, finishedSession } from '../../../test/checkout';
import { paymentRouting } from '../../services';
import type { PaymentProvider } from './provider';

/**
 * The sandbox processor with every method of the payment page, on the embedded default: PayPal approved or
 * cancelled on its own approval page (in the shape of PayPal's Orders v2), Apple Pay and Google Pay from the
 * sandbox payment sheet's tokens; each paid once and kept for renewals like a card.
 */

const DAY = 86_400_000;
const START = new Date('2026-05-04T09:00:00Z');
const clock = fixedClock(START);
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' }, { clock });
});
afterAll(() => t.close());

const knex = () => t.runtime.db.knex;
let ip = 0;
const nextIp = () => `10.9.0.${++ip}`;

const RESULT = `result { __typename ... on PaymentSucceeded { order { status } } ... on PaymentDeclined { code order { status } }
  ... on PaymentRequiresAction { actionUrl order { status } } ... on PaymentProcessing { order { status } } } errors { code }`;

interface Payload {
  result: { __typename: string; code?: string; actionUrl?: string | null; order: { status: string } } | null;
  errors: { code: string }[];
}

/** payOrder from the buyer's browser, as the payment page sends it. */
async function payWith(orderNumber: string, method: string, paymentToken: string, returnPath?: string): Promise<Payload> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: nextIp(),
    headers: { 'content-type': 'application/json', ...BUYER },
    payload: { query: `mutation($i: PayOrderInput!) { payOrder(input: $i) { ${RESULT} } }`, variables: { i: { orderNumber, method, paymentToken, returnPath } } },
  });
  return (res.json() as { data: { payOrder: Payload } }).data.payOrder;
}

/** confirmPayment from the buyer's browser, as the check page sends it when the buyer is back. */
async function confirmFromCheckPage(orderNumber: string): Promise<Payload> {
  const { body } = await gql<{ confirmPayment: Payload }>(t.app, `mutation($i: ConfirmPaymentInput!) { confirmPayment(input: $i) { ${RESULT} } }`, { i: { orderNumber } }, BUYER);
  return body.data!.confirmPayment;
}

async function trialOrder(email: string) {
  const sessionId = await finishedSession(t.app);
  const out = await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email, acceptTerms: true, acceptRenewal: true });
  const row = await knex()('orders').where({ order_number: out.order!.orderNumber }).first();
  return { orderNumber: out.order!.orderNumber as string, id: row.id as string };
}

const walletToken = (wallet: 'apple_pay' | 'google_pay', n: number) => `sbxw.${wallet}.nonce${String(n).padStart(6, '0')}`;

/** The renewal engine at the end of the 7-day trial: the saved method is charged off session. */
async function renewAtTrialEnd(orderId: string) {
  const sub = await knex()('subscriptions').where({ order_id: orderId }).first();
  clock.set(new Date(START.getTime() + 7 * DAY + 60_000));
  try {
    await t.runtime.services.subscription.runDue();
  } finally {
    clock.set(START);
  }
  const charges = await knex()('subscription_charges').where({ subscription_id: sub.id });
  return { sub, charges };
}

const fake = (name: 'stripe' | 'paypal' | 'sandbox') => ({ name }) as unknown as PaymentProvider;

describe('routing: the sandbox takes every method only while no real processor is configured', () => {
  it('offers card, PayPal, Apple Pay and Google Pay on the embedded default', async () => {
    const { body } = await gql<{ paymentSetup: { cardProvider: string; methods: string[] } }>(t.app, '{ paymentSetup { cardProvider methods } }');
    expect(body.data!.paymentSetup).toEqual({ cardProvider: 'sandbox', methods: ['CARD', 'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY'] });
    expect((await t.app.inject({ url: '/app/payment/list/1754/US' })).json().data).toEqual(['card', 'paypal', 'apple_pay', 'google_pay']);
  });

  it('gives way to the real processors, and never mixes a sandbox method in beside them', () => {
    expect(paymentRouting({ sandbox: fake('sandbox') })).toEqual({ card: 'sandbox', paypal: 'sandbox', apple_pay: 'sandbox', google_pay: 'sandbox' });
    expect(paymentRouting({ sandbox: fake('sandbox'), stripe: fake('stripe') })).toEqual({ card: 'stripe', apple_pay: 'stripe', google_pay: 'stripe' });
    expect(paymentRouting({ sandbox: fake('sandbox'), paypal: fake('paypal') })).toEqual({ paypal: 'paypal' });
    expect(paymentRouting({ sandbox: fake('sandbox'), stripe: fake('stripe'), paypal: fake('paypal') })).toEqual({
      card: 'stripe', apple_pay: 'stripe', google_pay: 'stripe', paypal: 'paypal',
    });
  });
});

describe('PayPal in the sandbox (the shape of Orders v2)', () => {
  it('waits on the approval page, sends the buyer back to the check page, captures once, and renews with the vaulted account', async () => {
    const order = await trialOrder('paypal-approve@example.com');
    const returnPath = `/ja-JP/paying/check/BMBTI-1754?order=${order.orderNumber}`;
    const out = await payWith(order.orderNumber, 'PAYPAL', 'paypal', returnPath);
    expect(out.result).toMatchObject({ __typename: 'PaymentRequiresAction', order: { status: 'PENDING' } });
    const actionUrl = out.result!.actionUrl!;
    expect(actionUrl).toMatch(/^\/pay\/sandbox\/paypal\/sbx_pi_[A-Za-z0-9_-]{16}$/);

    // The page as the browser opens it (the payment page appends its own way back, which PayPal's page ignores).
    const page = await t.app.inject({ url: `${actionUrl}?return=${encodeURIComponent('/elsewhere')}`, headers: { 'accept-language': 'en-US' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // In the language of the way back: its locale prefix wins over the browser's.
    expect(page.body).toContain('<html lang="ja-JP">');
    expect(page.body).toContain('承認する');
    expect(page.body).toContain('サンドボックス');
    expect(page.body).toContain('$1.00');
    expect(page.body).toContain('Innerscope');
    const english = await t.app.inject({ url: actionUrl, headers: { 'accept-language': 'en-US' }, cookies: { i18n_redirected: 'en-US' } });
    expect(english.body).toContain('<html lang="ja-JP">');

    // Back to the return address with the payment's id added, as PayPal adds its order's.
    const intentId = actionUrl.split('/').pop()!;
    const approve = await t.app.inject({ method: 'POST', url: actionUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    expect([approve.statusCode, approve.headers.location]).toEqual([303, `${returnPath}&token=${intentId}`]);
    // Approved is not paid: PayPal's money moves at the capture, when the product asks again.
    expect(await knex()('payments').where({ order_id: order.id }).pluck('status')).toEqual(['requires_action']);

    const [first, second] = await Promise.all([confirmFromCheckPage(order.orderNumber), confirmFromCheckPage(order.orderNumber)]);
    expect(first.result).toMatchObject({ __typename: 'PaymentSucceeded', order: { status: 'PAID' } });
    expect(second.result!.__typename).toBe('PaymentSucceeded');
    expect((await confirmFromCheckPage(order.orderNumber)).result!.__typename).toBe('PaymentSucceeded');

    // Pressing Approve again (the back button) changes nothing and goes back the same way.
    const again = await t.app.inject({ method: 'POST', url: actionUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    expect([again.statusCode, again.headers.location]).toEqual([303, `${returnPath}&token=${intentId}`]);
    expect((await t.app.inject({ url: actionUrl })).statusCode).toBe(303);

    const payments = await knex()('payments').where({ order_id: order.id });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ provider: 'sandbox', method: 'paypal', status: 'succeeded', card_brand: 'paypal', card_last4: null, payment_method_token: 'sbx_pm.paypal' });
    expect(await knex()('sandbox_intents').where({ idempotency_key: `order:${order.id}:charge:1` })).toHaveLength(1);
    expect(await knex()('outbox').where({ dedupe_key: `order:${order.id}:fulfil` })).toHaveLength(1);

    const { sub, charges } = await renewAtTrialEnd(order.id);
    expect(sub).toMatchObject({ provider: 'sandbox', method: 'paypal', payment_method_token: 'sbx_pm.paypal' });
    expect(charges.map((c) => [c.period_number, c.amount, c.status])).toEqual([[1, 2999, 'succeeded']]);
  });

  it('a cancelled approval charges nothing and leaves the order payable with any method', async () => {
    const order = await trialOrder('paypal-cancel@example.com');
    const out = await payWith(order.orderNumber, 'PAYPAL', 'paypal');
    const actionUrl = out.result!.actionUrl!;
    const cancel = await t.app.inject({ method: 'POST', url: actionUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=cancel' });
    // To the cancel address, as PayPal's cancel_url: the check page with the cancel marker and the payment's id.
    expect([cancel.statusCode, cancel.headers.location]).toEqual([
      303,
      `/paying/check/BMBTI-1754?order=${order.orderNumber}&approval=canceled&token=${actionUrl.split('/').pop()}`,
    ]);
    const back = await confirmFromCheckPage(order.orderNumber);
    expect(back.result).toMatchObject({ __typename: 'PaymentDeclined', code: 'CANCELED', order: { status: 'FAILED' } });
    // Approving after cancelling is too late: the approval page only answers once.
    await t.app.inject({ method: 'POST', url: actionUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    expect((await confirmFromCheckPage(order.orderNumber)).result).toMatchObject({ __typename: 'PaymentDeclined', code: 'CANCELED' });

    const paid = await payWith(order.orderNumber, 'GOOGLE_PAY', walletToken('google_pay', 1));
    expect(paid.result).toMatchObject({ __typename: 'PaymentSucceeded', order: { status: 'PAID' } });
    const payments = await knex()('payments').where({ order_id: order.id }).orderBy('created_at');
    expect(payments.map((p) => [p.method, p.status, p.error_code])).toEqual([
      ['paypal', 'failed', 'canceled'],
      ['google_pay', 'succeeded', null],
    ]);
  });

  it('answers only for its own kind of payment, and refuses a way back that leaves the site', async () => {
    const order = await trialOrder('paypal-pages@example.com');
    const challenge = await payWith(order.orderNumber, 'CARD', CARDS.threeDs);
    const challengeUrl = challenge.result!.actionUrl!;
    const cardIntent = challengeUrl.split('/').pop()!;
    expect((await t.app.inject({ url: `/pay/sandbox/paypal/${cardIntent}` })).statusCode).toBe(404);
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    expect((await post(`/pay/sandbox/paypal/${cardIntent}`)).statusCode).toBe(404);
    expect((await post(`${challengeUrl}?return=${encodeURIComponent('//evil.example/')}&passed=1`)).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${challengeUrl}?return=${encodeURIComponent('/\\evil.example/')}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/pay/sandbox/paypal/sbx_pi_doesNotExist00' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: `/pay/sandbox/paypal/${cardIntent}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=maybe' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'BAD_USER_INPUT']);
    // Nothing above touched the card's challenge.
    expect((await confirmFromCheckPage(order.orderNumber)).result!.__typename).toBe('PaymentRequiresAction');
    // The challenge page speaks the buyer's language too, and shows what is being paid.
    const page = await t.app.inject({ url: challengeUrl, headers: { 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.5' } });
    expect(page.body).toContain('<html lang="ko-KR">');
    expect(page.body).toContain('인증 완료하기');
    expect(page.body).toContain('Visa 끝자리 3155');
  });
});

describe('Apple Pay and Google Pay in the sandbox', () => {
  it.each([
    ['APPLE_PAY', 'apple_pay'],
    ['GOOGLE_PAY', 'google_pay'],
  ] as const)('%s: the sheet’s token pays once, no card data, and the wallet is charged again at renewal', async (method, wallet) => {
    const order = await trialOrder(`${wallet}@example.com`);
    const token = walletToken(wallet, 2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => payWith(order.orderNumber, method, token)));
    // Clicks that arrive while the first is being charged are told it is processing; none charges again.
    expect(answers.every((a) => a.result?.__typename === 'PaymentSucceeded' || a.result?.__typename === 'PaymentProcessing')).toBe(true);
    expect(answers.some((a) => a.result?.__typename === 'PaymentSucceeded')).toBe(true);
    expect((await payWith(order.orderNumber, method, token)).result).toMatchObject({ __typename: 'PaymentSucceeded', order: { status: 'PAID' } });

    const payments = await knex()('payments').where({ order_id: order.id });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ provider: 'sandbox', method: wallet, status: 'succeeded', card_brand: wallet, card_last4: null, payment_method_token: `sbx_pm.wallet.${wallet}` });
    expect(await knex()('outbox').where({ dedupe_key: `order:${order.id}:fulfil` })).toHaveLength(1);

    const receipt = await gql<{ order: { paidWith: { brand: string; last4: string | null } } }>(t.app, '{ order(orderNumber: "' + order.orderNumber + '") { paidWith { brand last4 } } }', undefined, BUYER);
    expect(receipt.body.data?.order.paidWith).toEqual({ brand: wallet, last4: null });

    const { sub, charges } = await renewAtTrialEnd(order.id);
    expect(sub).toMatchObject({ provider: 'sandbox', method: wallet, payment_method_token: `sbx_pm.wallet.${wallet}` });
    expect(charges.map((c) => [c.period_number, c.amount, c.status])).toEqual([[1, 2999, 'succeeded']]);
  });

  it('a token that is no wallet’s is declined as an invalid method, and the order stays payable', async () => {
    const order = await trialOrder('wallet-junk@example.com');
    const out = await payWith(order.orderNumber, 'APPLE_PAY', 'sbxw.samsung_pay.nonce000001');
    expect(out.result).toMatchObject({ __typename: 'PaymentDeclined', code: 'INVALID_PAYMENT_METHOD' });
    expect((await payWith(order.orderNumber, 'APPLE_PAY', walletToken('apple_pay', 3))).result!.__typename).toBe('PaymentSucceeded');
  });

  it('one-click upsells charge the wallet the first payment saved', async () => {
    const order = await trialOrder('wallet-upsell@example.com');
    await payWith(order.orderNumber, 'GOOGLE_PAY', walletToken('google_pay', 4));
    const res = await t.app.inject({ method: 'POST', url: '/secondPhase/pay/planSku', headers: BUYER, payload: { orderNumber: order.orderNumber, skuId: 'bmbti-four-weekly', acceptRenewal: true } });
    expect(res.json().data.status).toBe('succeeded');
    const upsell = await knex()('orders').where({ exam_session_id: (await knex()('orders').where({ id: order.id }).first()).exam_session_id, sku_id: 'bmbti-four-weekly' }).first();
    expect(await knex()('payments').where({ order_id: upsell.id }).first()).toMatchObject({ method: 'google_pay', status: 'succeeded' });
  });
});
