import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_SKUS, priceProblems } from '../../../seeds/catalog';
import { BUYER, CARDS, createOrder, finishedSession, pay } from '../../../test/checkout';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { discountOf } from './billing';
import { currencyForCountry, OFFERED_CURRENCIES } from './currencies';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' });
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.7.0.${++ip}`;

type Sku = { id: string; kind: string; price: { currency: string; amount: number; trialAmount: number | null; listAmount: number | null } };

describe('a price in every currency', () => {
  it('every SKU of the seeds has a whole price in each offered currency', () => {
    expect(CATALOG_SKUS.length).toBeGreaterThan(0);
    expect(CATALOG_SKUS.flatMap(priceProblems)).toEqual([]);
    // The check can fail: a SKU missing a currency, or with decimals where none are shown, is named.
    const { KRW: _dropped, ...withoutWon } = CATALOG_SKUS[0]!.prices;
    expect(priceProblems({ id: 'half-priced', prices: { ...withoutWon, JPY: [148_050, null, null] } as (typeof CATALOG_SKUS)[number]['prices'] })).toEqual([
      'half-priced: 148050 is not a JPY amount the product can show and charge',
      'half-priced has no KRW price',
    ]);
  });

  it('the database sells no SKU without a price in each currency', async () => {
    const knex = t.runtime.db.knex;
    const skus = await knex('skus').pluck<string[]>('id');
    expect(skus).toEqual(expect.arrayContaining(CATALOG_SKUS.map((s) => s.id)));
    const rows = await knex('sku_prices').select<{ sku_id: string; currency: string }[]>('sku_id', 'currency');
    const missing = skus.flatMap((id) =>
      OFFERED_CURRENCIES.filter((c) => !rows.some((r) => r.sku_id === id && r.currency.trim() === c)).map((c) => `${id} ${c}`),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ['US', 'USD'], ['DE', 'EUR'], ['PT', 'EUR'], ['GB', 'GBP'], ['HK', 'HKD'], ['JP', 'JPY'], ['KR', 'KRW'], ['CN', 'CNY'], ['BR', 'USD'],
  ])('a visitor from %s sees every plan, package and the one-off report in %s', async (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
    const { body } = await gql(
      t.app,
      `query($c: String) { plans(examId: 1754, country: $c) { id kind price { currency amount } }
        packages(examId: 1754, country: $c) { id kind price { currency amount } }
        reportOffer(examId: 1754, country: $c) { id kind price { currency amount } } }`,
      { c: country },
    );
    const data = body.data as { plans: Sku[]; packages: Sku[]; reportOffer: Sku };
    const all = [...data.plans, ...data.packages, data.reportOffer];
    expect(data.plans.length).toBeGreaterThan(0);
    expect(data.reportOffer.kind).toBe('report');
    expect(new Set(all.map((s) => s.price.currency))).toEqual(new Set([currency]));
  });

  it('prices in the currency asked for, and refuses one it does not sell', async () => {
    const won = await gql(t.app, '{ packages(examId: 1754, country: "US", currency: "KRW") { price { currency } } plans(examId: 1754, currency: "krw") { price { currency } } }');
    const data = won.body.data as { packages: Sku[]; plans: Sku[] };
    expect(new Set([...data.packages, ...data.plans].map((s) => s.price.currency))).toEqual(new Set(['KRW']));
    const unknown = await gql(t.app, '{ plans(examId: 1754, currency: "XBT") { id } }');
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a promo code never leaves decimals in a currency shown without them', async () => {
    expect(discountOf(13_800, 10, 'CNY')).toBe(1_300);
    expect(discountOf(1999, 10, 'USD')).toBe(199);
    const sessionId = await finishedSession(t.app, 'CN');
    const out = await createOrder(t.app, { sessionId, skuId: 'bmbti-four-weekly', email: 'buyer@example.com', acceptTerms: true, acceptRenewal: true, promoCode: 'WELCOME10' });
    expect(out.order).toMatchObject({ currency: 'CNY', subtotal: 13_800, discount: 1_300, total: 12_500 });
  });
});

describe('the steps after a payment are priced in the currency paid', () => {
  it('a buyer who paid in won is offered and charged the next step in won, whatever the country says later', async () => {
    const sessionId = await finishedSession(t.app, 'KR');
    const first = await createOrder(t.app, { sessionId, skuId: 'bmbti-trial-monthly', email: 'buyer@example.com', acceptTerms: true, acceptRenewal: true });
    expect(first.order).toMatchObject({ currency: 'KRW', total: 150_000 });
    expect((await pay(t.app, first.order!.orderNumber, CARDS.ok, nextIp())).result).toMatchObject({ order: { status: 'PAID' } });

    // The order shows its SKU in the currency it was paid in.
    const shown = await gql(t.app, 'query($o: ID!) { order(orderNumber: $o) { currency sku { price { currency trialAmount } } } }', { o: first.order!.orderNumber }, BUYER);
    expect(shown.body.data).toEqual({ order: { currency: 'KRW', sku: { price: { currency: 'KRW', trialAmount: 150_000 } } } });

    // The buyer's country changes (a corrected form, travel): the add-ons still follow the payment.
    const knex = t.runtime.db.knex;
    await knex('orders').where({ exam_session_id: sessionId }).update({ country: 'US' });
    await knex('exam_sessions').where({ id: sessionId }).update({ country: 'US' });
    const rest = await t.app.inject({ url: `/exam/extra/package/list/${first.order!.orderNumber}`, headers: BUYER });
    expect((rest.json().data as Sku[]).filter((s) => s.price.currency !== 'KRW')).toEqual([]);

    const bought = await gql(
      t.app,
      'mutation($i: BuyNextStepInput!) { buyNextStep(input: $i) { errors { code } result { __typename ... on PaymentSucceeded { order { currency total } } } } }',
      { i: { orderNumber: first.order!.orderNumber, skuId: 'bmbti-four-weekly', acceptRenewal: true } },
      BUYER,
    );
    expect(bought.body.data).toEqual({ buyNextStep: { errors: [], result: { __typename: 'PaymentSucceeded', order: { currency: 'KRW', total: 2_690_000 } } } });
    const [payment] = await knex('payments as p').join('orders as o', 'o.id', 'p.order_id').where({ 'o.exam_session_id': sessionId, 'o.sku_id': 'bmbti-four-weekly' }).select('p.amount', 'p.currency');
    expect(payment).toMatchObject({ amount: 2_690_000 });
    expect(payment.currency.trim()).toBe('KRW');
  });
});
