import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { EVERY_FEATURE } from '../../../test/features';
import { BUYER, CARDS, confirm, createOrder, finishedSession, pay } from '../../../test/checkout';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' }, { features: EVERY_FEATURE });
});
afterAll(() => t.close());

const plan = (sessionId: string, extra: Record<string, unknown> = {}) => ({
  sessionId,
  skuId: 'bmbti-trial-monthly',
  email: 'buyer@example.com',
  acceptTerms: true,
  acceptRenewal: true,
  ...extra,
});

let ip = 0;
/** Each scenario pays from its own address, so the failed-attempt limit of one does not touch another. */
const nextIp = () => `10.1.0.${++ip}`;

describe('plans and prices', () => {
  it('lists the spec offers in the visitor currency, in minor units', async () => {
    const { body } = await gql(t.app, '{ us: plans(examId: 1754, country: "US") { id trialDays interval intervalCount price { currency amount trialAmount listAmount } } fr: plans(examId: 1754, country: "FR") { price { currency amount } } jp: plans(examId: 1754, country: "JP") { price { currency } } }');
    const data = body.data as { us: { id: string; trialDays: number; interval: string; intervalCount: number; price: Record<string, unknown> }[]; fr: { price: { currency: string } }[]; jp: { price: { currency: string } }[] };
    expect(data.us.map((p) => [p.id, p.interval, p.intervalCount, p.trialDays, p.price.amount, p.price.trialAmount])).toEqual([
      ['bmbti-trial-monthly', 'MONTH', 1, 7, 2999, 100],
      ['bmbti-four-weekly', 'WEEK', 4, 0, 1999, null],
      ['bmbti-weekly', 'WEEK', 1, 0, 1999, null],
    ]);
    expect(data.fr[0]!.price.currency).toBe('EUR');
    expect(data.jp[0]!.price.currency).toBe('JPY');
    const rest = await t.app.inject({ url: '/exam/sku/list/1754/DE/de' });
    expect(rest.json().data[0].price).toMatchObject({ currency: 'EUR', amount: 2799, trialAmount: 100 });
    const info = await t.app.inject({ url: '/exam/sku/info/1754/bmbti-trial-monthly/US/en' });
    expect(info.json().data.quote).toMatchObject({ total: 100, renewalAmount: 2999 });
  });
});

describe('orders', () => {
  it('states the terms in the consent record and is idempotent per test and offer', async () => {
    const sessionId = await finishedSession(t.app);
    const first = await createOrder(t.app, plan(sessionId));
    expect(first.errors).toEqual([]);
    expect(first.order).toMatchObject({ status: 'CREATED', total: 100, currency: 'USD', subtotal: 100 });
    expect(first.order!.orderNumber).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.order!.consent).toMatchObject({ renewalAccepted: true, amountToday: 100, renewalAmount: 2999, trialDays: 7, textVersion: 'checkout-2026-11-27' });
    const firstCharge = new Date(first.order!.consent.firstChargeAt).getTime();
    expect(Math.round((firstCharge - Date.now()) / 86_400_000)).toBe(7);
    const again = await Promise.all([createOrder(t.app, plan(sessionId)), createOrder(t.app, plan(sessionId))]);
    expect(new Set(again.map((o) => o.order!.orderNumber))).toEqual(new Set([first.order!.orderNumber]));
    expect(await t.runtime.db.knex('orders').where({ exam_session_id: sessionId })).toHaveLength(1);
  });

  it('refuses an order without the terms, without renewal consent, with a bad e-mail or promo code', async () => {
    const sessionId = await finishedSession(t.app);
    const out = await createOrder(t.app, plan(sessionId, { acceptTerms: false, acceptRenewal: false, email: 'nope', promoCode: 'FAKE' }));
    expect(out.order).toBeNull();
    expect(out.errors.map((e) => e.code)).toEqual(['INVALID_EMAIL', 'TERMS_REQUIRED', 'RENEWAL_CONSENT_REQUIRED', 'PROMO_CODE_INVALID']);
    const unknown = await createOrder(t.app, plan('AAAAAAAAAAAAAAAAAAAAAA'));
    expect(unknown.errors[0]!.code).toBe('SESSION_NOT_FOUND');
    expect(await t.runtime.db.knex('orders').where({ exam_session_id: sessionId })).toHaveLength(0);
  });

  it('applies a promo code to today only', async () => {
    const sessionId = await finishedSession(t.app);
    const out = await createOrder(t.app, plan(sessionId, { skuId: 'bmbti-four-weekly', promoCode: 'welcome10' }));
    expect(out.order).toMatchObject({ subtotal: 1999, discount: 199, total: 1800 });
    expect(out.order!.consent.renewalAmount).toBe(1999);
  });
});

describe('the sandbox card matrix', () => {
  async function newOrder() {
    const sessionId = await finishedSession(t.app);
    return (await createOrder(t.app, plan(sessionId))).order!.orderNumber;
  }

  it('4242 4242 4242 4242 pays; the order is fulfilled once and the receipt states the trial terms', async () => {
    const orderNumber = await newOrder();
    const out = await pay(t.app, orderNumber, CARDS.ok, nextIp());
    expect(out.result).toMatchObject({ __typename: 'PaymentSucceeded', order: { status: 'PAID' } });
    const again = await pay(t.app, orderNumber, CARDS.ok, nextIp());
    expect(again.result!.__typename).toBe('PaymentSucceeded');
    const knex = t.runtime.db.knex;
    const order = await knex('orders').where({ order_number: orderNumber }).first();
    expect(await knex('payments').where({ order_id: order.id })).toHaveLength(1);
    const [payment] = await knex('payments').where({ order_id: order.id });
    expect(payment).toMatchObject({ status: 'succeeded', card_last4: '4242', card_brand: 'visa', amount: 100, idempotency_key: `order:${order.id}:charge:1` });
    expect(JSON.stringify(payment)).not.toMatch(/4242 ?4242 ?4242/);
    await t.runtime.jobs.drain();
    expect((await knex('orders').where({ id: order.id }).first()).status).toBe('completed');
    const events = await knex('order_events').where({ order_id: order.id }).orderBy('id').pluck('to_status');
    expect(events).toEqual(['created', 'pending', 'paid', 'report_generating', 'completed']);
    const mails = await knex('email_messages').where({ dedupe_key: `order:${order.id}:report` });
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toMatch(/7-day trial/);
    expect(mails[0].text_body.replace(/\s+/g, ' ')).toMatch(/\$29\.99 every month/);
    expect(mails[0].text_body).toMatch(/cancel/i);
    expect(JSON.parse(JSON.stringify(mails[0].attachments))).toEqual([{ filename: `${orderNumber}.pdf`, storeKey: `reports/${order.id}/en-US.pdf`, contentType: 'application/pdf' }]);
  });

  it.each([
    ['4000 0000 0000 0002', CARDS.decline, 'CARD_DECLINED'],
    ['4000 0000 0000 9995', CARDS.funds, 'INSUFFICIENT_FUNDS'],
    ['4000 0000 0000 0341', CARDS.failCharge, 'CARD_DECLINED'],
  ])('%s is declined (%s), and a retry with a good card pays', async (_label, token, code) => {
    const orderNumber = await newOrder();
    const ipAddress = nextIp();
    const out = await pay(t.app, orderNumber, token, ipAddress);
    expect(out.result).toMatchObject({ __typename: 'PaymentDeclined', code, order: { status: 'FAILED' } });
    const retry = await pay(t.app, orderNumber, CARDS.ok, ipAddress);
    expect(retry.result).toMatchObject({ __typename: 'PaymentSucceeded', order: { status: 'PAID' } });
    const order = await t.runtime.db.knex('orders').where({ order_number: orderNumber }).first();
    const payments = await t.runtime.db.knex('payments').where({ order_id: order.id }).orderBy('created_at');
    expect(payments.map((p) => p.status)).toEqual(['failed', 'succeeded']);
  });

  it('4000 0025 0000 3155 asks for 3-D Secure; passing the challenge pays, failing it declines', async () => {
    for (const passed of [true, false]) {
      const orderNumber = await newOrder();
      const out = await pay(t.app, orderNumber, CARDS.threeDs, nextIp());
      expect(out.result).toMatchObject({ __typename: 'PaymentRequiresAction', order: { status: 'PENDING' } });
      const url = out.result!.actionUrl!;
      expect(url).toMatch(/^\/pay\/sandbox\/challenge\/sbx_pi_/);
      expect((await t.app.inject({ url })).body).toContain('Complete authentication');
      // A second click while the challenge is open charges nothing new.
      expect((await pay(t.app, orderNumber, CARDS.threeDs, nextIp())).result!.__typename).toBe('PaymentRequiresAction');
      // As the challenge page's own form posts it: urlencoded, with an empty body.
      const post = await t.app.inject({
        method: 'POST',
        url: `${url}?return=${encodeURIComponent('/paying/check/BMBTI-1754')}&passed=${passed ? 1 : 0}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect([post.statusCode, post.headers.location]).toEqual([303, '/paying/check/BMBTI-1754']);
      const done = await confirm(t.app, orderNumber);
      expect(done.result).toMatchObject(
        passed ? { __typename: 'PaymentSucceeded', order: { status: 'PAID' } } : { __typename: 'PaymentDeclined', code: 'AUTHENTICATION_FAILED' },
      );
    }
  });
});

describe('no double charge', () => {
  it('ten simultaneous clicks on Pay make one charge', async () => {
    const sessionId = await finishedSession(t.app);
    const orderNumber = (await createOrder(t.app, plan(sessionId))).order!.orderNumber;
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(t.app, orderNumber, CARDS.ok, nextIp())));
    expect(results.every((r) => r.errors?.length === 0)).toBe(true);
    const order = await t.runtime.db.knex('orders').where({ order_number: orderNumber }).first();
    const payments = await t.runtime.db.knex('payments').where({ order_id: order.id });
    expect(payments).toHaveLength(1);
    expect(await t.runtime.db.knex('sandbox_intents').where({ idempotency_key: `order:${order.id}:charge:1` })).toHaveLength(1);
    expect(await t.runtime.db.knex('outbox').where({ dedupe_key: `order:${order.id}:fulfil` })).toHaveLength(1);
  });
});

describe('card testing', () => {
  it('slows repeated declines from one client, then refuses them with RATE_LIMITED', async () => {
    const ipAddress = nextIp();
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const sessionId = await finishedSession(t.app);
      const orderNumber = (await createOrder(t.app, plan(sessionId))).order!.orderNumber;
      const out = await pay(t.app, orderNumber, CARDS.decline, ipAddress);
      codes.push(out.gqlError ?? out.result!.code!);
    }
    expect(codes).toEqual(['CARD_DECLINED', 'CARD_DECLINED', 'CARD_DECLINED', 'CARD_DECLINED', 'CARD_DECLINED', 'RATE_LIMITED']);
  });
});

describe('upsell steps with the saved card', () => {
  it('buys a package in one click after the trial, once, and says "already purchased" the second time', async () => {
    const sessionId = await finishedSession(t.app);
    const orderNumber = (await createOrder(t.app, plan(sessionId))).order!.orderNumber;
    await pay(t.app, orderNumber, CARDS.ok, nextIp());
    const buy = () => t.app.inject({ method: 'POST', url: '/secondPhase/pay/skuPackage', headers: BUYER, payload: { orderNumber, skuId: 'bmbti-package-add-packs' } });
    const first = await buy();
    expect(first.json().data).toMatchObject({ status: 'succeeded', alreadyPurchased: false });
    const second = await buy();
    expect(second.json().data).toMatchObject({ status: 'succeeded', alreadyPurchased: true });
    const packageOrders = await t.runtime.db.knex('orders').where({ exam_session_id: sessionId, sku_id: 'bmbti-package-add-packs' });
    expect(packageOrders).toHaveLength(1);
    const [payment] = await t.runtime.db.knex('payments').where({ order_id: packageOrders[0].id });
    expect(payment).toMatchObject({ status: 'succeeded', amount: 499 });
  });

  it('"pay now and skip the trial" charges the four-weekly plan at once, and needs the renewal consent', async () => {
    const sessionId = await finishedSession(t.app);
    const orderNumber = (await createOrder(t.app, plan(sessionId))).order!.orderNumber;
    await pay(t.app, orderNumber, CARDS.ok, nextIp());
    const refused = await t.app.inject({ method: 'POST', url: '/secondPhase/pay/planSku', headers: BUYER, payload: { orderNumber, skuId: 'bmbti-four-weekly' } });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'RENEWAL_CONSENT_REQUIRED']);
    const paid = await t.app.inject({ method: 'POST', url: '/secondPhase/pay/planSku', headers: BUYER, payload: { orderNumber, skuId: 'bmbti-four-weekly', acceptRenewal: true } });
    expect(paid.json().data.status).toBe('succeeded');
  });

  it('refuses a one-click purchase before the first order is paid', async () => {
    const sessionId = await finishedSession(t.app);
    const orderNumber = (await createOrder(t.app, plan(sessionId))).order!.orderNumber;
    const res = await t.app.inject({ method: 'POST', url: '/pay/order/payPackage', headers: BUYER, payload: { orderNumber, skuId: 'bmbti-package-depth-content' } });
    expect([res.statusCode, res.json().code]).toEqual([400, 'ORDER_NOT_PAID']);
  });
});
