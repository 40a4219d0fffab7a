import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { EVERY_FEATURE } from '../../../test/features';
import { BUYER, CARDS, createOrder, finishedSession, pay } from '../../../test/checkout';
import type { PaymentRow } from '../payment/payment.service';
import { startSubscription } from './subscription.service';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' }, { features: EVERY_FEATURE });
});
afterAll(() => t.close());

let ip = 0;
const knex = () => t.runtime.db.knex;
const subscriptions = () => t.runtime.services.subscription;

const TRIAL = 'bmbti-trial-monthly';
const FOUR_WEEKLY = 'bmbti-four-weekly';
const WEEKLY = 'bmbti-weekly';
const PREMIUM = 'bmbti-premium-yearly';

type Answer = 'succeeded' | 'already' | 'upgraded' | string;

async function buyNextStep(orderNumber: string, skuId: string): Promise<Answer> {
  const { body } = await gql(
    t.app,
    'mutation($i: BuyNextStepInput!) { buyNextStep(input: $i) { alreadyPurchased errors { code } result { __typename } } }',
    { i: { orderNumber, skuId, acceptRenewal: true } },
    BUYER,
  );
  const out = (body.data as { buyNextStep: { alreadyPurchased: boolean; errors: { code: string }[]; result: { __typename: string } | null } }).buyNextStep;
  if (out.alreadyPurchased) return 'already';
  if (out.result?.['__typename'] === 'PaymentSucceeded') return 'succeeded';
  return out.errors[0]?.code ?? `unexpected ${out.result?.['__typename']}`;
}

async function upgrade(orderNumber: string): Promise<Answer> {
  const { body } = await gql(t.app, 'mutation($o: ID!) { upgradeToPremium(orderNumber: $o, acceptTerms: true) { orderNumber errors { code } } }', { o: orderNumber }, BUYER);
  const out = (body.data as { upgradeToPremium: { orderNumber: string | null; errors: { code: string }[] } }).upgradeToPremium;
  return out.orderNumber ? 'upgraded' : (out.errors[0]?.code ?? 'no answer');
}

const liveSub = async (sessionId: string, skuId: string) => (await subscriptions().live({ sessionId })).find((s) => s.sku_id === skuId)!;

/** A test whose trial plan was paid with a card that is now saved: the order every later step builds on. */
async function paidTrial(): Promise<{ sessionId: string; orderNumber: string }> {
  const sessionId = await finishedSession(t.app);
  const { order } = await createOrder(t.app, { sessionId, skuId: TRIAL, email: 'plans@example.com', acceptTerms: true, acceptRenewal: true });
  expect((await pay(t.app, order!.orderNumber, CARDS.ok, `10.9.0.${++ip}`)).result?.['__typename']).toBe('PaymentSucceeded');
  return { sessionId, orderNumber: order!.orderNumber };
}

/** Each live plan a test can be in, reached the way a buyer reaches it. */
const STATES: Record<string, (test: { sessionId: string; orderNumber: string }) => Promise<void>> = {
  none: async ({ sessionId }) => {
    // The trial was cancelled and its period is over, as the renewal engine leaves it.
    const trial = await liveSub(sessionId, TRIAL);
    await subscriptions().cancel(trial.id);
    await knex()('subscriptions').where({ id: trial.id }).update({ status: 'expired', ended_at: new Date(), end_reason: 'cancelled' });
  },
  'basic trial': async () => {},
  'basic active': async ({ orderNumber }) => {
    expect(await buyNextStep(orderNumber, FOUR_WEEKLY)).toBe('succeeded');
  },
  'basic cancelled in its trial': async ({ sessionId }) => {
    await subscriptions().cancel((await liveSub(sessionId, TRIAL)).id);
  },
  'basic cancelled, paid period running': async ({ sessionId, orderNumber }) => {
    expect(await buyNextStep(orderNumber, FOUR_WEEKLY)).toBe('succeeded');
    await subscriptions().cancel((await liveSub(sessionId, FOUR_WEEKLY)).id);
  },
  'premium active': async ({ orderNumber }) => {
    expect(await upgrade(orderNumber)).toBe('upgraded');
  },
  'premium cancelled, period running': async ({ sessionId, orderNumber }) => {
    expect(await upgrade(orderNumber)).toBe('upgraded');
    await subscriptions().cancel((await liveSub(sessionId, PREMIUM)).id);
  },
  'premium lost to basic by an older release': async ({ sessionId, orderNumber }) => {
    // Paid premium, then "pay now and skip the trial" replaced it with basic: the premium order is paid, its plan over.
    expect(await buyNextStep(orderNumber, FOUR_WEEKLY)).toBe('succeeded');
    expect(await upgrade(orderNumber)).toBe('upgraded');
    const premium = await liveSub(sessionId, PREMIUM);
    await knex()('subscriptions').where({ id: premium.id }).update({ status: 'expired', next_charge_at: null, ended_at: new Date(), end_reason: 'replaced' });
    await knex()('subscriptions')
      .where({ exam_session_id: sessionId, sku_id: FOUR_WEEKLY })
      .update({ status: 'active', ended_at: null, end_reason: null, next_charge_at: knex().ref('current_period_end') });
  },
};

const CHANGES: Record<string, (orderNumber: string) => Promise<Answer>> = {
  'skip the trial': (orderNumber) => buyNextStep(orderNumber, FOUR_WEEKLY),
  'buy basic': (orderNumber) => buyNextStep(orderNumber, WEEKLY),
  'upgrade to premium': (orderNumber) => upgrade(orderNumber),
};

/** What each change does in each state: the amount charged (USD cents), the plans live after, the answer. */
const TABLE: [state: string, change: string, charged: number, liveAfter: string[], answer: Answer][] = [
  ['none', 'skip the trial', 1999, [`${FOUR_WEEKLY} active`], 'succeeded'],
  ['none', 'buy basic', 1999, [`${WEEKLY} active`], 'succeeded'],
  ['none', 'upgrade to premium', 9999, [`${PREMIUM} active`], 'upgraded'],

  ['basic trial', 'skip the trial', 1999, [`${FOUR_WEEKLY} active`], 'succeeded'],
  ['basic trial', 'buy basic', 1999, [`${WEEKLY} active`], 'succeeded'],
  ['basic trial', 'upgrade to premium', 9999, [`${PREMIUM} active`], 'upgraded'],

  ['basic active', 'skip the trial', 0, [`${FOUR_WEEKLY} active`], 'already'],
  ['basic active', 'buy basic', 0, [`${FOUR_WEEKLY} active`], 'already'],
  ['basic active', 'upgrade to premium', 9999, [`${PREMIUM} active`], 'upgraded'],

  ['basic cancelled in its trial', 'skip the trial', 1999, [`${FOUR_WEEKLY} active`], 'succeeded'],
  ['basic cancelled in its trial', 'buy basic', 1999, [`${WEEKLY} active`], 'succeeded'],
  ['basic cancelled in its trial', 'upgrade to premium', 9999, [`${PREMIUM} active`], 'upgraded'],

  ['basic cancelled, paid period running', 'skip the trial', 0, [`${FOUR_WEEKLY} cancelled`], 'already'],
  ['basic cancelled, paid period running', 'buy basic', 0, [`${FOUR_WEEKLY} cancelled`], 'already'],
  ['basic cancelled, paid period running', 'upgrade to premium', 9999, [`${PREMIUM} active`], 'upgraded'],

  ['premium active', 'skip the trial', 0, [`${PREMIUM} active`], 'PLAN_BELOW_CURRENT'],
  ['premium active', 'buy basic', 0, [`${PREMIUM} active`], 'PLAN_BELOW_CURRENT'],
  ['premium active', 'upgrade to premium', 0, [`${PREMIUM} active`], 'upgraded'],

  ['premium cancelled, period running', 'skip the trial', 0, [`${PREMIUM} cancelled`], 'PLAN_BELOW_CURRENT'],
  ['premium cancelled, period running', 'buy basic', 0, [`${PREMIUM} cancelled`], 'PLAN_BELOW_CURRENT'],
  ['premium cancelled, period running', 'upgrade to premium', 0, [`${PREMIUM} cancelled`], 'upgraded'],

  ['premium lost to basic by an older release', 'skip the trial', 0, [`${FOUR_WEEKLY} active`], 'already'],
  ['premium lost to basic by an older release', 'buy basic', 0, [`${FOUR_WEEKLY} active`], 'already'],
  ['premium lost to basic by an older release', 'upgrade to premium', 9999, [`${PREMIUM} active`], 'upgraded'],
];

const chargedFor = async (sessionId: string): Promise<number> => {
  const rows = await knex()('payments as p').join('orders as o', 'o.id', 'p.order_id').where({ 'o.exam_session_id': sessionId, 'p.status': 'succeeded' }).select('p.amount');
  return rows.reduce((sum, r) => sum + Number(r.amount), 0);
};
const liveAfter = async (sessionId: string) => (await subscriptions().live({ sessionId })).map((s) => `${s.sku_id} ${s.status}`).sort();

describe('plan changes are ordered: premium ranks above basic', () => {
  it('the table covers every state and every change', () => {
    expect(new Set(TABLE.map(([state, change]) => `${state} / ${change}`)).size).toBe(Object.keys(STATES).length * Object.keys(CHANGES).length);
  });

  it.each(TABLE)('%s, %s: charges %i, leaves %j live, answers %s', async (state, change, charged, live, answer) => {
    const test = await paidTrial();
    await STATES[state]!(test);
    const before = await chargedFor(test.sessionId);
    expect(await CHANGES[change]!(test.orderNumber)).toBe(answer);
    expect((await chargedFor(test.sessionId)) - before).toBe(charged);
    expect(await liveAfter(test.sessionId)).toEqual(live);
  });

  it('a second click that raced the first past the check is not charged, and is answered "already purchased"', async () => {
    const test = await paidTrial();
    expect(await buyNextStep(test.orderNumber, FOUR_WEEKLY)).toBe('succeeded');
    const before = await chargedFor(test.sessionId);
    // The second click looked before the first one's plan started: the check let it through to a new order.
    const service = subscriptions();
    const check = service.planChange;
    service.planChange = async () => {
      service.planChange = check;
      return { kind: 'start' };
    };
    try {
      expect(await buyNextStep(test.orderNumber, FOUR_WEEKLY)).toBe('already');
    } finally {
      service.planChange = check;
    }
    expect(await chargedFor(test.sessionId)).toBe(before);
    expect(await liveAfter(test.sessionId)).toEqual([`${FOUR_WEEKLY} active`]);
    const orders = await knex()('orders').where({ exam_session_id: test.sessionId, sku_id: FOUR_WEEKLY }).orderBy('created_at').pluck('status');
    expect(orders).toHaveLength(2);
    expect(orders[1]).toBe('created');
  });

  it('the payment page refuses a second plan of the rank of a paid one that runs', async () => {
    const test = await paidTrial();
    expect(await buyNextStep(test.orderNumber, FOUR_WEEKLY)).toBe('succeeded');
    const before = await chargedFor(test.sessionId);
    const { order } = await createOrder(t.app, { sessionId: test.sessionId, skuId: WEEKLY, email: 'plans@example.com', acceptTerms: true, acceptRenewal: true });
    expect((await pay(t.app, order!.orderNumber, CARDS.ok, `10.9.2.${++ip}`)).errors).toEqual([{ code: 'PLAN_ALREADY_ACTIVE' }]);
    expect(await chargedFor(test.sessionId)).toBe(before);
    expect(await liveAfter(test.sessionId)).toEqual([`${FOUR_WEEKLY} active`]);
  });

  it('a basic plan paid in a race with an upgrade never replaces premium, and never renews', async () => {
    const test = await paidTrial();
    const { order } = await createOrder(t.app, { sessionId: test.sessionId, skuId: WEEKLY, email: 'plans@example.com', acceptTerms: true, acceptRenewal: true });
    // The weekly plan's charge passed its check before the upgrade; the upgrade was paid while it ran.
    expect(await upgrade(test.orderNumber)).toBe('upgraded');
    const weekly = (await t.runtime.services.order.byNumber(order!.orderNumber))!;
    const payment = { provider: 'sandbox', method: 'card', payment_method_token: 'saved-method' } as PaymentRow;
    await knex().transaction((trx) => startSubscription(trx, weekly, payment, 'basic', new Date()));
    expect(await liveAfter(test.sessionId)).toEqual([`${PREMIUM} active`, `${WEEKLY} cancelled`]);
    expect((await liveSub(test.sessionId, WEEKLY)).next_charge_at).toBeNull();
  });

  it('the payment page refuses a basic plan while premium runs, before charging the card', async () => {
    const test = await paidTrial();
    expect(await upgrade(test.orderNumber)).toBe('upgraded');
    const before = await chargedFor(test.sessionId);
    const { order } = await createOrder(t.app, { sessionId: test.sessionId, skuId: WEEKLY, email: 'plans@example.com', acceptTerms: true, acceptRenewal: true });
    const paid = await pay(t.app, order!.orderNumber, CARDS.ok, `10.9.1.${++ip}`);
    expect(paid.errors).toEqual([{ code: 'PLAN_BELOW_CURRENT' }]);
    expect(await chargedFor(test.sessionId)).toBe(before);
    expect(await liveAfter(test.sessionId)).toEqual([`${PREMIUM} active`]);
    const refused = await knex()('orders').where({ order_number: order!.orderNumber }).first();
    expect(refused.status).toBe('created');
    expect(await knex()('payments').where({ order_id: refused.id })).toEqual([]);
  });
});
