import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { EVERY_FEATURE } from '../../../test/features';
import { BUYER, CARDS, createOrder, finishedSession, pay } from '../../../test/checkout';
import { OFFER_WINDOW_MS } from '../catalog/billing';
import { safeReturnPath } from './payment.service';

const clock = fixedClock(new Date('2026-11-20T10:00:00Z'));
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' }, { clock, features: EVERY_FEATURE });
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.2.0.${++ip}`;
const plan = (sessionId: string, skuId = 'bmbti-trial-monthly') => ({ sessionId, skuId, email: 'buyer@example.com', acceptTerms: true, acceptRenewal: true });

async function paidTrial(): Promise<{ sessionId: string; orderNumber: string }> {
  const sessionId = await finishedSession(t.app);
  const orderNumber = (await createOrder(t.app, plan(sessionId))).order!.orderNumber;
  const paid = await pay(t.app, orderNumber, CARDS.ok, nextIp());
  expect(paid.result?.__typename).toBe('PaymentSucceeded');
  return { sessionId, orderNumber };
}

const BUY = `mutation($i: BuyNextStepInput!) { buyNextStep(input: $i) {
  alreadyPurchased errors { code }
  result { __typename ... on PaymentSucceeded { order { orderNumber status total paidWith { brand last4 } } } ... on PaymentDeclined { code } } } }`;
type BuyPayload = { alreadyPurchased: boolean; errors: { code: string }[]; result: { __typename: string; code?: string; order?: { orderNumber: string; status: string; total: number; paidWith: { brand: string; last4: string } } } | null };
const buy = async (input: Record<string, unknown>, headers: Record<string, string> = BUYER) => ((await gql(t.app, BUY, { i: input }, headers)).body.data as { buyNextStep: BuyPayload }).buyNextStep;

describe('the offer window', () => {
  it('holds the introductory prices for a day after the test, then quotes list prices everywhere', async () => {
    clock.set(new Date('2026-11-20T10:00:00Z'));
    const sessionId = await finishedSession(t.app);
    const query = `query($s: ID!) { examSession(id: $s) { offerEndsAt } plans(examId: 1754, country: "US", sessionId: $s) { id price { amount listAmount } }
      packages(examId: 1754, country: "US", sessionId: $s) { id price { amount listAmount } } }`;
    type Data = { examSession: { offerEndsAt: string }; plans: { id: string; price: { amount: number; listAmount: number | null } }[]; packages: Data['plans'] };
    const open = (await gql(t.app, query, { s: sessionId })).body.data as Data;
    expect(open.examSession.offerEndsAt).toBe(new Date(Date.parse('2026-11-20T10:00:00Z') + OFFER_WINDOW_MS).toISOString());
    expect(open.plans.find((p) => p.id === 'bmbti-four-weekly')!.price).toEqual({ amount: 1999, listAmount: 2999 });
    expect(open.packages.find((p) => p.id === 'bmbti-package-add-packs')!.price).toEqual({ amount: 499, listAmount: 999 });

    clock.advance(OFFER_WINDOW_MS + 1000);
    const ended = (await gql(t.app, query, { s: sessionId })).body.data as Data;
    expect(ended.plans.find((p) => p.id === 'bmbti-four-weekly')!.price).toEqual({ amount: 2999, listAmount: null });
    expect(ended.packages.find((p) => p.id === 'bmbti-package-add-packs')!.price).toEqual({ amount: 999, listAmount: null });
    const order = await createOrder(t.app, plan(sessionId, 'bmbti-four-weekly'));
    expect(order.order).toMatchObject({ total: 2999 });
    expect(order.order!.consent).toMatchObject({ renewalAmount: 2999 });
    // Without a session (partners, the REST price list), the introductory prices are listed.
    const bare = (await gql(t.app, '{ plans(examId: 1754, country: "US") { id price { amount } } }')).body.data as { plans: { id: string; price: { amount: number } }[] };
    expect(bare.plans.find((p) => p.id === 'bmbti-four-weekly')!.price.amount).toBe(1999);
    clock.set(new Date());
  });
});

describe('buyNextStep', () => {
  it('buys a package with the saved card once, then says it was already purchased', async () => {
    clock.set(new Date());
    const { orderNumber } = await paidTrial();
    const first = await buy({ orderNumber, skuId: 'bmbti-package-depth-content' });
    expect(first).toMatchObject({ alreadyPurchased: false, errors: [], result: { __typename: 'PaymentSucceeded', order: { status: 'PAID', total: 799, paidWith: { brand: 'visa', last4: '4242' } } } });
    const again = await buy({ orderNumber, skuId: 'bmbti-package-depth-content' });
    expect(again).toMatchObject({ alreadyPurchased: true, result: null, errors: [] });
    const orders = await t.runtime.db.knex('orders').where({ sku_id: 'bmbti-package-depth-content' }).whereIn('exam_session_id', t.runtime.db.knex('orders').select('exam_session_id').where({ order_number: orderNumber }));
    expect(orders).toHaveLength(1);
  });

  it('refuses before the first order is paid, an unknown offer, and a plan without the renewal consent', async () => {
    const sessionId = await finishedSession(t.app);
    const unpaid = (await createOrder(t.app, plan(sessionId))).order!.orderNumber;
    expect((await buy({ orderNumber: unpaid, skuId: 'bmbti-package-add-packs' })).errors).toEqual([{ code: 'ORDER_NOT_PAID' }]);
    expect((await buy({ orderNumber: 'x'.repeat(22), skuId: 'bmbti-package-add-packs' })).errors).toEqual([{ code: 'ORDER_NOT_FOUND' }]);
    const { orderNumber } = await paidTrial();
    expect((await buy({ orderNumber, skuId: 'nope' })).errors).toEqual([{ code: 'SKU_NOT_FOUND' }]);
    // Another browser with the order number cannot charge the buyer's card.
    expect((await buy({ orderNumber, skuId: 'bmbti-package-add-packs' }, { cookie: 'is_vk=SomeoneElsesBrowser0000' })).errors).toEqual([{ code: 'ORDER_NOT_FOUND' }]);
    expect((await buy({ orderNumber, skuId: 'bmbti-package-add-packs' }, {})).errors).toEqual([{ code: 'ORDER_NOT_FOUND' }]);
    expect((await buy({ orderNumber, skuId: 'bmbti-four-weekly' })).errors).toEqual([{ code: 'RENEWAL_CONSENT_REQUIRED' }]);
    expect((await buy({ orderNumber, skuId: 'bmbti-four-weekly', acceptRenewal: true })).result?.__typename).toBe('PaymentSucceeded');
  });

  it('shows the card and the transaction of a paid order only: never before payment', async () => {
    const sessionId = await finishedSession(t.app);
    const orderNumber = (await createOrder(t.app, plan(sessionId))).order!.orderNumber;
    type Read = { order: { paidWith: unknown; transactionId: string | null } };
    const read = async () => ((await gql(t.app, 'query($o: ID!) { order(orderNumber: $o) { paidWith { brand last4 } transactionId } }', { o: orderNumber }, BUYER)).body.data as Read).order;
    expect(await read()).toEqual({ paidWith: null, transactionId: null });
    await pay(t.app, orderNumber, CARDS.decline, nextIp());
    expect(await read()).toEqual({ paidWith: null, transactionId: null });
    await pay(t.app, orderNumber, CARDS.ok, nextIp());
    const paid = await read();
    expect(paid.paidWith).toEqual({ brand: 'visa', last4: '4242' });
    const order = await t.runtime.db.knex('orders').where({ order_number: orderNumber }).first();
    const payment = await t.runtime.db.knex('payments').where({ order_id: order.id, status: 'succeeded' }).first();
    expect(paid.transactionId).toBe(payment.provider_payment_id);
    expect(paid.transactionId).toMatch(/\S{8,}/);
  });
});

describe('return paths for processor pages', () => {
  it('accepts only this site\'s check page, with or without a locale prefix', () => {
    expect(safeReturnPath('/ja-jp/paying/check/BMBTI-1754?s=abc&order=o1', 'o1')).toBe('/ja-jp/paying/check/BMBTI-1754?s=abc&order=o1');
    expect(safeReturnPath('/paying/check/BMBTI-1754?order=o1', 'o1')).toBe('/paying/check/BMBTI-1754?order=o1');
    expect(safeReturnPath('/ja/paying/check/BMBTI-1754?order=o1', 'o1')).toBe('/ja/paying/check/BMBTI-1754?order=o1');
    expect(safeReturnPath('/zh-CN/paying/check/BMBTI-1754?s=a&order=o1', 'o1')).toBe('/zh-CN/paying/check/BMBTI-1754?s=a&order=o1');
    for (const bad of ['https://evil.example/paying/check/x', '//evil.example/paying/check/x', '/report/result/BMBTI-1754', '/paying/check/x?<script>', '/evil/paying/check/x', null]) {
      expect(safeReturnPath(bad, 'o 1')).toBe('/paying/check/BMBTI-1754?order=o%201');
    }
  });
});
