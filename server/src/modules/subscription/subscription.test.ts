import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { EVERY_FEATURE } from '../../../test/features';
import { BUYER, CARDS, createOrder, finishedSession, pay } from '../../../test/checkout';

const DAY = 86_400_000;
const START = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(START);
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' }, { clock, features: EVERY_FEATURE });
});
afterAll(() => t.close());

let ip = 0;
const knex = () => t.runtime.db.knex;
const engine = () => t.runtime.services.subscription;

/** A paid plan for a new test, bought at the clock's time: the subscription row. */
async function subscribe(skuId: string, email: string) {
  const sessionId = await finishedSession(t.app);
  const order = await createOrder(t.app, { sessionId, skuId, email, acceptTerms: true, acceptRenewal: true });
  const paid = await pay(t.app, order.order!.orderNumber, CARDS.ok, `10.7.0.${++ip}`);
  expect(paid.result?.__typename).toBe('PaymentSucceeded');
  const orderRow = await knex()('orders').where({ order_number: order.order!.orderNumber }).first();
  return { orderNumber: order.order!.orderNumber as string, sub: await knex()('subscriptions').where({ order_id: orderRow.id }).first() };
}

async function tick(at: Date) {
  clock.set(at);
  const counts = await engine().runDue();
  await t.runtime.jobs.drain();
  return counts;
}

const charges = async (subId: string) =>
  (await knex()('subscription_charges').where({ subscription_id: subId, status: 'succeeded' }).orderBy('period_number')).map((c) => ({ period: c.period_number, amount: c.amount, at: c.created_at.toISOString() }));
const mails = (email: string) => knex()('email_messages').where({ to_address: email }).orderBy('created_at');

describe('the renewal engine', () => {
  it('trial: 1 USD at signup, a reminder two days before, 29.99 on day 7, each once', async () => {
    clock.set(START);
    const { sub } = await subscribe('bmbti-trial-monthly', 'trial@example.com');
    expect(sub).toMatchObject({ status: 'trialing', amount: 2999, period_number: 0 });
    expect(sub.next_charge_at.toISOString()).toBe(new Date(START.getTime() + 7 * DAY).toISOString());

    expect(await tick(new Date(START.getTime() + 4 * DAY))).toMatchObject({ reminded: 0, charged: 0 });
    expect(await tick(new Date(START.getTime() + 5 * DAY + 60_000))).toMatchObject({ reminded: 1, charged: 0 });
    expect(await tick(new Date(START.getTime() + 6 * DAY))).toMatchObject({ reminded: 0, charged: 0 });
    expect(await tick(new Date(START.getTime() + 7 * DAY + 60_000))).toMatchObject({ charged: 1 });
    expect(await tick(new Date(START.getTime() + 7 * DAY + 120_000))).toMatchObject({ charged: 0, reminded: 0 });
    expect(await charges(sub.id)).toEqual([{ period: 1, amount: 2999, at: new Date(START.getTime() + 7 * DAY + 60_000).toISOString() }]);
    const after = await knex()('subscriptions').where({ id: sub.id }).first();
    expect(after).toMatchObject({ status: 'active', period_number: 1 });
    // The next period is one calendar month after the end of the trial.
    expect(after.next_charge_at.toISOString()).toBe('2026-04-09T09:00:00.000Z');
    const templates = (await mails('trial@example.com')).map((m) => m.template);
    // The signup receipt (with the report) is a billing e-mail too: one-click cancel link and List-Unsubscribe.
    const signup = (await mails('trial@example.com')).find((m) => m.template === 'report');
    expect(signup.text_body).toMatch(/\/cancel\/success\/BMBTI-1754\?token=[A-Za-z0-9_-]{32}/);
    expect(signup.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(templates.filter((x) => x === 'subscription.reminder')).toHaveLength(1);
    expect(templates.filter((x) => x === 'subscription.renewed')).toHaveLength(1);
    const reminder = (await mails('trial@example.com')).find((m) => m.template === 'subscription.reminder');
    expect(reminder.text_body.replace(/\s+/g, ' ')).toMatch(/\$29\.99 every month/);
    expect(reminder.text_body).toMatch(/Cancel my subscription:\nhttp:\/\/\S+\/cancel\/success\/BMBTI-1754\?token=[A-Za-z0-9_-]{32}/);
    expect(reminder.headers['List-Unsubscribe']).toMatch(/^<http:\/\/\S+\/unsubscribe\/one-click\?token=[A-Za-z0-9_-]{32}>$/);
    expect(reminder.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('cancelled on day 2: no charge above the trial, access until day 7, one confirmation', async () => {
    clock.set(START);
    const { sub } = await subscribe('bmbti-trial-monthly', 'cancel2@example.com');
    clock.set(new Date(START.getTime() + 2 * DAY));
    await engine().cancel(sub.id);
    await engine().cancel(sub.id);
    await t.runtime.jobs.drain();
    expect(await engine().entitlement('cancel2@example.com')).toMatchObject({ tier: 'basic' });
    await tick(new Date(START.getTime() + 6 * DAY));
    expect(await engine().entitlement('cancel2@example.com')).toMatchObject({ tier: 'basic' });
    expect(await tick(new Date(START.getTime() + 7 * DAY + 60_000))).toMatchObject({ charged: 0, expired: 1 });
    expect(await engine().entitlement('cancel2@example.com')).toEqual({ tier: 'guest', validUntil: null });
    expect(await charges(sub.id)).toEqual([]);
    const templates = (await mails('cancel2@example.com')).map((m) => m.template);
    expect(templates.filter((x) => x === 'subscription.cancelled')).toHaveLength(1);
    expect(templates).not.toContain('subscription.reminder');
    const events = await knex()('subscription_events').where({ subscription_id: sub.id }).orderBy('id').pluck('to_status');
    expect(events).toEqual(['trialing', 'cancelled', 'expired']);
  });

  it.each([
    ['bmbti-weekly', 7],
    ['bmbti-four-weekly', 28],
  ])('%s: exact amounts at exact times over three cycles', async (skuId, days) => {
    clock.set(START);
    const { sub } = await subscribe(skuId, `${skuId}@example.com`);
    expect(sub).toMatchObject({ status: 'active', period_number: 1, amount: 1999 });
    // Other tests' subscriptions renew on the same clock: count this one's charges only.
    for (let cycle = 1; cycle <= 3; cycle++) {
      const due = START.getTime() + cycle * days * DAY;
      await tick(new Date(due - 60_000));
      expect(await charges(sub.id)).toHaveLength(cycle - 1);
      await tick(new Date(due));
      expect(await charges(sub.id)).toHaveLength(cycle);
    }
    expect(await charges(sub.id)).toEqual([2, 3, 4].map((period) => ({ period, amount: 1999, at: new Date(START.getTime() + (period - 1) * days * DAY).toISOString() })));
  });

  it('a failed renewal goes past due, retries on schedule, then expires; a new card while past due pays once', async () => {
    clock.set(START);
    const { sub } = await subscribe('bmbti-weekly', 'fails@example.com');
    await knex()('subscriptions').where({ id: sub.id }).update({ payment_method_token: 'sbx_pm.decline.visa.0002' });
    const due = START.getTime() + 7 * DAY;
    expect(await tick(new Date(due))).toMatchObject({ failed: 1 });
    expect(await knex()('subscriptions').where({ id: sub.id }).first()).toMatchObject({ status: 'past_due', failed_attempts: 1 });
    expect(await engine().entitlement('fails@example.com')).toMatchObject({ tier: 'basic' });
    expect(await tick(new Date(due + 1 * DAY))).toMatchObject({ failed: 1 });
    expect(await tick(new Date(due + 4 * DAY))).toMatchObject({ failed: 1 });
    expect(await tick(new Date(due + 9 * DAY))).toMatchObject({ expired: 1 });
    expect(await knex()('subscriptions').where({ id: sub.id }).first()).toMatchObject({ status: 'expired', next_charge_at: null });
    expect(await engine().entitlement('fails@example.com')).toEqual({ tier: 'guest', validUntil: null });
    expect((await mails('fails@example.com')).filter((m) => m.template.startsWith('subscription.failed'))).toHaveLength(4);

    clock.set(START);
    const second = await subscribe('bmbti-weekly', 'recovers@example.com');
    await knex()('subscriptions').where({ id: second.sub.id }).update({ payment_method_token: 'sbx_pm.decline.visa.0002' });
    await tick(new Date(due));
    const recovered = await engine().updatePaymentMethod(second.sub.id, 'sandbox', 'sbx_pm.ok.mastercard.4444');
    expect(recovered).toMatchObject({ status: 'active', period_number: 2, failed_attempts: 0 });
    expect(await charges(second.sub.id)).toHaveLength(1);
    expect(await tick(new Date(due + 1 * DAY))).toMatchObject({ charged: 0, failed: 0 });
  });

  it('two schedulers at once never charge twice', async () => {
    clock.set(START);
    const subs = await Promise.all(['a', 'b', 'c'].map(async (n) => (await subscribe('bmbti-weekly', `race-${n}@example.com`)).sub));
    clock.set(new Date(START.getTime() + 7 * DAY));
    const runs = await Promise.all([engine().runDue(), engine().runDue(), engine().runDue()]);
    expect(runs.reduce((s, r) => s + r.charged, 0)).toBe(3);
    for (const sub of subs) expect(await charges(sub.id)).toHaveLength(1);
    // A repeated charge request (a retried job) with the same key is answered from the processor's record.
    const intents = await knex()('sandbox_intents').where('idempotency_key', 'like', 'subscription:%');
    expect(new Set(intents.map((i) => i.idempotency_key)).size).toBe(intents.length);
  });

  it('upgrading mid-trial bills premium that day, gives premium at once and ends the trial', async () => {
    clock.set(START);
    const { orderNumber, sub } = await subscribe('bmbti-trial-monthly', 'upgrade@example.com');
    clock.set(new Date(START.getTime() + 3 * DAY));
    const { body } = await gql(
      t.app,
      'mutation($i: BuyNextStepInput!) { buyNextStep(input: $i) { result { __typename } errors { code } } }',
      { i: { orderNumber, skuId: 'bmbti-premium-yearly', acceptRenewal: true } },
      BUYER,
    );
    expect(body.data).toEqual({ buyNextStep: { result: { __typename: 'PaymentSucceeded' }, errors: [] } });
    expect(await knex()('subscriptions').where({ id: sub.id }).first()).toMatchObject({ status: 'expired', end_reason: 'replaced' });
    expect(await engine().entitlement('upgrade@example.com')).toMatchObject({ tier: 'premium' });
    const premium = await knex()('subscriptions').where({ email: 'upgrade@example.com', tier: 'premium' }).first();
    expect(premium).toMatchObject({ status: 'active', amount: 9999, period_number: 1 });
    expect(premium.next_charge_at.toISOString()).toBe(new Date(START.getTime() + 3 * DAY).toISOString().replace('2026', '2027'));
    expect(await tick(new Date(START.getTime() + 7 * DAY + 60_000))).toMatchObject({ charged: 0 });
  });
});

describe('cancelling by e-mail', () => {
  it('answers the same for any address; the link cancels in one click, once', async () => {
    clock.set(START);
    await subscribe('bmbti-trial-monthly', 'bymail@example.com');
    const ask = (email: string) => t.app.inject({ method: 'POST', url: '/unsubscribe/check/email', remoteAddress: `10.7.1.${++ip}`, payload: { email } });
    const known = await ask('bymail@example.com');
    const unknown = await ask('nobody-here@example.com');
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    await t.runtime.jobs.drain();
    const [none] = await knex()('email_messages').where({ to_address: 'nobody-here@example.com' });
    expect(none.text_body).toContain('Email not found');
    const [link] = await knex()('email_messages').where({ to_address: 'bymail@example.com', template: 'subscription.link' });
    const token = /token=([A-Za-z0-9_-]+)/.exec(link.text_body)![1]!;
    expect(await knex()('cancel_tokens').where({ token_hash: token })).toHaveLength(0);
    const cancel = () => t.app.inject({ method: 'POST', url: '/unsubscribe/cancel', payload: { token } });
    const first = await cancel();
    expect(first.json()).toMatchObject({ result: 200, data: { cancelled: 1 } });
    const again = await cancel();
    expect([again.statusCode, again.json().code]).toEqual([404, 'NOT_FOUND']);
    expect(await engine().live({ email: 'bymail@example.com' })).toMatchObject([{ status: 'cancelled' }]);
  });

  it('one-click unsubscribe from the List-Unsubscribe header (RFC 8058)', async () => {
    clock.set(START);
    const { sub } = await subscribe('bmbti-weekly', 'header@example.com');
    await tick(new Date(START.getTime() + 7 * DAY));
    const [receipt] = await knex()('email_messages').where({ to_address: 'header@example.com', template: 'subscription.renewed' });
    const url = new URL(receipt.headers['List-Unsubscribe'].slice(1, -1));
    const res = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode).toBe(200);
    expect(await knex()('subscriptions').where({ id: sub.id }).first()).toMatchObject({ status: 'cancelled' });
  });
});

describe('the upgrade paths of the REST API', () => {
  it('needs the terms, upgrades through /subscription/changeSubscription, and reports the tier by exam order number', async () => {
    clock.set(START);
    const { orderNumber, sub } = await subscribe('bmbti-trial-monthly', 'vip@example.com');
    const refused = await t.app.inject({ method: 'POST', url: '/subscription/changeSubscription', headers: BUYER, payload: { orderNumber } });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'TERMS_REQUIRED']);
    const unknown = await t.app.inject({ method: 'POST', url: '/vip/pay/create', headers: BUYER, payload: { orderNumber: 'Z'.repeat(22), acceptTerms: true } });
    expect(unknown.statusCode).toBe(404);
    const stranger = await t.app.inject({ method: 'POST', url: '/vip/pay/create', headers: { cookie: 'is_vk=SomeoneElsesBrowser0000' }, payload: { orderNumber, acceptTerms: true } });
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const done = await t.app.inject({ method: 'POST', url: '/subscription/changeSubscription', headers: BUYER, payload: { orderNumber, acceptTerms: true } });
    expect(done.json()).toMatchObject({ result: 200, data: { tier: 'premium' } });
    expect(await knex()('subscriptions').where({ id: sub.id }).first()).toMatchObject({ status: 'expired' });
    const session = await knex()('exam_sessions').where({ id: sub.exam_session_id }).first();
    const status = await t.app.inject({ url: `/vip/pay/status/${session.exam_order_number}`, headers: BUYER });
    expect(status.json().data).toMatchObject({ tier: 'premium', status: 'active' });
    // The exam order number alone reads nothing: the same 404 as a number no test has.
    const outsider = await t.app.inject({ url: `/vip/pay/status/${session.exam_order_number}` });
    const unknownTest = await t.app.inject({ url: `/vip/pay/status/${'Z'.repeat(22)}` });
    expect([outsider.statusCode, outsider.json()]).toEqual([404, unknownTest.json()]);
  });
});

describe('replacing a failing card from the e-mailed link', () => {
  const REPLACE = `mutation($s: ID!, $t: String!, $p: String!) { replaceSubscriptionCard(subscriptionId: $s, token: $t, paymentToken: $p) {
    subscription { status } declineCode errors } }`;

  it('keeps the new card, charges the overdue period once, and refuses a wrong link or a declined card', async () => {
    clock.set(START);
    const { sub } = await subscribe('bmbti-weekly', 'newcard@example.com');
    await knex()('subscriptions').where({ id: sub.id }).update({ payment_method_token: 'sbx_pm.decline.visa.0002' });
    await tick(new Date(START.getTime() + 7 * DAY));
    const [failure] = await knex()('email_messages').where({ to_address: 'newcard@example.com', template: 'subscription.failedRetry' });
    const link = new URL(/Update my card:\n(http\S+)/.exec(failure.text_body)![1]!);
    expect(link.pathname).toBe('/paying/subscribe/check/BMBTI-1754');
    const token = link.searchParams.get('t')!;
    expect(link.searchParams.get('subscription')).toBe(sub.id);

    const call = async (linkToken: string, p: string) => ((await gql(t.app, REPLACE, { s: sub.id, t: linkToken, p })).body.data as { replaceSubscriptionCard: { subscription: { status: string } | null; declineCode: string | null; errors: string[] } }).replaceSubscriptionCard;
    expect(await call('wrong-token-wrong-token-wrong-tok', 'sbx.ok.visa.4242.abcdefghijklmnop')).toEqual({ subscription: null, declineCode: null, errors: ['NOT_FOUND'] });
    expect(await call(token, 'sbx.decline.visa.0002.abcdefghijklmnop')).toMatchObject({ subscription: { status: 'PAST_DUE' }, declineCode: 'CARD_DECLINED', errors: [] });
    expect(await charges(sub.id)).toHaveLength(0);
    expect(await call(token, 'sbx.ok.mastercard.4444.abcdefghijklmnop')).toEqual({ subscription: { status: 'ACTIVE' }, declineCode: null, errors: [] });
    expect(await charges(sub.id)).toHaveLength(1);
    expect(await knex()('subscriptions').where({ id: sub.id }).first()).toMatchObject({ payment_method_token: 'sbx_pm.ok.mastercard.4444', status: 'active' });
    // Again with the same link: the card is replaced, nothing more is charged.
    expect(await call(token, 'sbx.ok.visa.4242.abcdefghijklmnop')).toMatchObject({ subscription: { status: 'ACTIVE' }, errors: [] });
    expect(await charges(sub.id)).toHaveLength(1);
  });
});
