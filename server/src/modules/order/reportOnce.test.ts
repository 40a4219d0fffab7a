import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER, CARDS, createOrder, finishedSession, pay } from '../../../test/checkout';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' });
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.8.0.${++ip}`;

const REPORT_SKU = 'bmbti-report';
const order = (sessionId: string, extra: Record<string, unknown> = {}) => ({
  sessionId,
  skuId: REPORT_SKU,
  email: 'once@example.com',
  acceptTerms: true,
  acceptRenewal: false,
  ...extra,
});

const readReport = async (orderNumber: string) =>
  (
    (await gql(t.app, 'query($o: ID!) { report(orderNumber: $o) { status typeCode pdfUrl } }', { o: orderNumber }, BUYER)).body.data as {
      report: { status: string; typeCode: string | null; pdfUrl: string | null } | null;
    }
  ).report;

describe('the full report bought once', () => {
  it('is offered beside the plans, priced once, with nothing that renews', async () => {
    const { body } = await gql(t.app, '{ reportOffer(examId: 1754, country: "KR") { id kind interval intervalCount trialDays features price { currency amount trialAmount listAmount } } }');
    expect(body.data).toEqual({
      reportOffer: {
        id: REPORT_SKU,
        kind: 'report',
        interval: null,
        intervalCount: null,
        trialDays: 0,
        features: ['fullReport', 'pdfReport'],
        price: { currency: 'KRW', amount: 1_290_000, trialAmount: null, listAmount: null },
      },
    });
  });

  it('needs no renewal consent, unlocks the report, its PDF and e-mail, and starts no subscription', async () => {
    const sessionId = await finishedSession(t.app);
    const created = await createOrder(t.app, order(sessionId));
    expect(created.errors).toEqual([]);
    expect(created.order).toMatchObject({ status: 'CREATED', currency: 'USD', subtotal: 999, total: 999 });
    expect(created.order!.consent).toMatchObject({ renewalAccepted: false, amountToday: 999, renewalAmount: null, trialDays: 0, firstChargeAt: null });
    const orderNumber = created.order!.orderNumber;
    expect((await readReport(orderNumber))!.status).toBe('PENDING_PAYMENT');

    const paid = await pay(t.app, orderNumber, CARDS.ok, nextIp());
    expect(paid.result).toMatchObject({ __typename: 'PaymentSucceeded', order: { status: 'PAID' } });
    await t.runtime.jobs.drain();

    const report = await readReport(orderNumber);
    expect(report).toMatchObject({ status: 'COMPLETED', typeCode: expect.stringMatching(/^[EI][SN][TF][JP]$/) });
    expect(report!.pdfUrl).toMatch(new RegExp(`^/exam/order/file/${orderNumber}\\.pdf\\?`));
    expect((await t.app.inject({ url: report!.pdfUrl! })).headers['content-type']).toBe('application/pdf');

    const knex = t.runtime.db.knex;
    const row = await knex('orders').where({ order_number: orderNumber }).first();
    expect(row.status).toBe('completed');
    expect(await knex('subscriptions').where({ exam_session_id: sessionId })).toEqual([]);
    const [payment] = await knex('payments').where({ order_id: row.id });
    expect(payment).toMatchObject({ status: 'succeeded', amount: 999 });
    const [mail] = await knex('email_messages').where({ dedupe_key: `order:${row.id}:report` });
    expect(JSON.parse(JSON.stringify(mail.attachments))).toEqual([{ filename: `${orderNumber}.pdf`, storeKey: `reports/${row.id}/en-US.pdf`, contentType: 'application/pdf' }]);
    expect(mail.text_body).toContain('$9.99');
    expect(mail.text_body).not.toContain('/cancel/subscription');
    expect(mail.headers).toEqual({});
  });

  it('is refused the second time for the same test as already purchased, and nothing is charged again', async () => {
    const sessionId = await finishedSession(t.app);
    const first = await createOrder(t.app, order(sessionId));
    await pay(t.app, first.order!.orderNumber, CARDS.ok, nextIp());
    const again = await createOrder(t.app, order(sessionId));
    expect(again).toMatchObject({ alreadyPurchased: true, errors: [], order: { orderNumber: first.order!.orderNumber, status: 'PAID' } });
    expect(await t.runtime.db.knex('orders').where({ exam_session_id: sessionId })).toHaveLength(1);
  });

  it('is already purchased when a plan opened the report of that test', async () => {
    const sessionId = await finishedSession(t.app);
    const trial = await createOrder(t.app, order(sessionId, { skuId: 'bmbti-trial-monthly', acceptRenewal: true }));
    await pay(t.app, trial.order!.orderNumber, CARDS.ok, nextIp());
    const once = await createOrder(t.app, order(sessionId));
    expect(once).toMatchObject({ alreadyPurchased: true, order: { orderNumber: trial.order!.orderNumber } });
    expect(await t.runtime.db.knex('orders').where({ exam_session_id: sessionId, sku_id: REPORT_SKU })).toEqual([]);
  });

  it('leaves a plan open to a buyer of the report, who is asked for the renewal consent as always', async () => {
    const sessionId = await finishedSession(t.app);
    const once = await createOrder(t.app, order(sessionId));
    await pay(t.app, once.order!.orderNumber, CARDS.ok, nextIp());
    const refused = await createOrder(t.app, order(sessionId, { skuId: 'bmbti-weekly' }));
    expect(refused.errors.map((e) => e.code)).toEqual(['RENEWAL_CONSENT_REQUIRED']);
    const plan = await createOrder(t.app, order(sessionId, { skuId: 'bmbti-weekly', acceptRenewal: true }));
    expect(plan).toMatchObject({ alreadyPurchased: false, order: { status: 'CREATED' } });
  });
});
