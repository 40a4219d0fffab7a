import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock';
import { startTestApp, type TestContext } from '../../../test/runtime';
import { EVERY_FEATURE } from '../../../test/features';
import { buyNextStep, CARDS, orderFor, signUp } from '../../../test/accounts';
import { membershipDays } from './userCentre.service';
import { pageWindow } from '../order/orderPage';

const DAY = 86_400_000;
const START = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(START);
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' }, { clock, features: EVERY_FEATURE });
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.11.0.${++ip}`;
const knex = () => t.runtime.db.knex;

async function query(q: string, cookie: string, variables: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie }, payload: { query: q, variables } });
  const body = res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.me;
}

const PAGE = `query($p: Int, $s: Int, $f: OrderListFilter) { me { orders { orderNumber }
  orderPage(page: $p, pageSize: $s, status: $f) { items { orderNumber status } total page pageSize pageCount } } }`;
const CENTRE = '{ me { centre { tier validUntil daysUsed featuresTried featuresTotal unlockedTests unlockedCourses treeHoleRecords } } }';

const page = async (cookie: string, p: number | null, s: number | null, f: string | null = null) =>
  (await query(PAGE, cookie, { p, s, f })).orderPage as { items: { orderNumber: string; status: string }[]; total: number; page: number; pageSize: number; pageCount: number };
const centre = async (cookie: string) => (await query(CENTRE, cookie)).centre;

describe('the orders list, a page at a time', () => {
  it('pages newest first with the total, answers a page past the end with the last page, and filters like the client tabs', async () => {
    clock.set(START);
    const email = 'pages@example.com';
    const cookie = await signUp(t.app, knex(), email, nextIp());
    const oldest = await orderFor(t.app, email, 'bmbti-trial-monthly', CARDS.ok, nextIp());
    // An upsell package is an extra of that test, not a report: never listed.
    expect(await buyNextStep(t.app, oldest, 'bmbti-package-add-packs')).toBe('PaymentSucceeded');
    const declined = await orderFor(t.app, email, 'bmbti-weekly', CARDS.decline, nextIp());
    const newest = await orderFor(t.app, email, 'bmbti-trial-monthly', CARDS.ok, nextIp());
    // Someone else's order never shows.
    await orderFor(t.app, 'someone-else@example.com', 'bmbti-weekly', null, nextIp());

    const first = await page(cookie, 1, 2);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 });
    expect(first.items.map((o) => o.orderNumber)).toEqual([newest, declined]);
    const second = await page(cookie, 2, 2);
    expect(second).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(second.items.map((o) => o.orderNumber)).toEqual([oldest]);
    expect(await page(cookie, 9, 2)).toEqual(second);
    expect((await page(cookie, -3, 2)).page).toBe(1);

    // The defaults: page 1 of 10; the size is clamped to 1..50.
    expect(await page(cookie, null, null)).toMatchObject({ total: 3, page: 1, pageSize: 10, pageCount: 1 });
    expect(await page(cookie, 1, 0)).toMatchObject({ pageSize: 1, pageCount: 3 });
    expect(await page(cookie, 1, 500)).toMatchObject({ pageSize: 50, pageCount: 1 });

    // COMPLETED: paid (the report is open or being made); PENDING: waiting for payment (a declined one too).
    const completed = await page(cookie, 1, 10, 'COMPLETED');
    expect(completed.items.map((o) => o.orderNumber)).toEqual([newest, oldest]);
    expect(completed.items.every((o) => ['PAID', 'REPORT_GENERATING', 'COMPLETED'].includes(o.status))).toBe(true);
    expect(await page(cookie, 1, 10, 'PENDING')).toMatchObject({ items: [{ orderNumber: declined, status: 'FAILED' }], total: 1, pageCount: 1 });
    expect((await page(cookie, 1, 10, 'ALL')).total).toBe(3);
  });

  it('shows nothing for an address that is not verified', async () => {
    const email = 'unverified@example.com';
    const cookie = await signUp(t.app, knex(), email, nextIp());
    await orderFor(t.app, email, 'bmbti-trial-monthly', CARDS.ok, nextIp());
    expect((await page(cookie, 1, 10)).total).toBe(1);
    await knex()('users').where({ email }).update({ email_verified_at: null });
    const me = await query(PAGE, cookie, { p: 3, s: 5 });
    expect(me.orders).toEqual([]);
    expect(me.orderPage).toEqual({ items: [], total: 0, page: 1, pageSize: 5, pageCount: 1 });
    expect(await centre(cookie)).toMatchObject({ unlockedTests: 0 });
  });

  it('lands a page request inside the list', () => {
    expect(pageWindow(3, 1, 2)).toEqual({ page: 1, pageSize: 2, pageCount: 2, offset: 0 });
    expect(pageWindow(3, 9, 2)).toEqual({ page: 2, pageSize: 2, pageCount: 2, offset: 2 });
    expect(pageWindow(0, 4, 10)).toEqual({ page: 1, pageSize: 10, pageCount: 1, offset: 0 });
    expect(pageWindow(120, 2, 99)).toEqual({ page: 2, pageSize: 50, pageCount: 3, offset: 50 });
  });
});

describe("the user centre's figures", () => {
  it('a guest: no tier, no days, nothing unlocked; filling in the profile counts as a feature tried', async () => {
    clock.set(START);
    const cookie = await signUp(t.app, knex(), 'guest@example.com', nextIp());
    expect(await centre(cookie)).toEqual({
      tier: 'guest', validUntil: null, daysUsed: 0, featuresTried: 0, featuresTotal: 7, unlockedTests: 0, unlockedCourses: 0, treeHoleRecords: 0,
    });
    await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie }, payload: { query: 'mutation { updateProfile(input: { nickname: "Ana" }) { errors { code } } }' } });
    expect(await centre(cookie)).toMatchObject({ tier: 'guest', daysUsed: 0, featuresTried: 1 });
  });

  it('a basic (trial) subscriber three days on: day 4, valid until the trial ends, one test unlocked, the features used', async () => {
    clock.set(START);
    const email = 'basic@example.com';
    const cookie = await signUp(t.app, knex(), email, nextIp());
    const orderNumber = await orderFor(t.app, email, 'bmbti-trial-monthly', CARDS.ok, nextIp());
    await t.runtime.jobs.drain();
    expect(await centre(cookie)).toMatchObject({ tier: 'basic', daysUsed: 1 });
    // A package for the same test unlocks nothing more.
    expect(await buyNextStep(t.app, orderNumber, 'bmbti-package-depth-content')).toBe('PaymentSucceeded');
    await t.runtime.jobs.drain();

    clock.advance(3 * DAY);
    expect(await centre(cookie)).toEqual({
      tier: 'basic',
      validUntil: new Date(START.getTime() + 7 * DAY).toISOString(),
      daysUsed: 4,
      // A test, a report, its PDF (made for the report e-mail) and a plan.
      featuresTried: 4,
      featuresTotal: 7,
      unlockedTests: 1,
      unlockedCourses: 0,
      treeHoleRecords: 0,
    });
  });

  it('a premium subscriber: valid a year from the upgrade, counted from the day the premium plan began', async () => {
    clock.set(START);
    const email = 'premium@example.com';
    const cookie = await signUp(t.app, knex(), email, nextIp());
    const orderNumber = await orderFor(t.app, email, 'bmbti-trial-monthly', CARDS.ok, nextIp());
    clock.set(new Date(START.getTime() + 2 * DAY));
    expect(await buyNextStep(t.app, orderNumber, 'bmbti-premium-yearly')).toBe('PaymentSucceeded');
    clock.set(new Date(START.getTime() + 5 * DAY));
    // The upgrade replaced the trial: the premium plan is the live one, begun on day 3 of the trial.
    expect(await centre(cookie)).toMatchObject({
      tier: 'premium',
      validUntil: '2027-03-04T09:00:00.000Z',
      daysUsed: 4,
      unlockedTests: 1,
    });
  });

  it('counts calendar days in UTC, the first day being day 1', () => {
    const start = new Date('2026-03-02T23:30:00Z');
    expect(membershipDays(start, start)).toBe(1);
    expect(membershipDays(start, new Date('2026-03-03T00:10:00Z'))).toBe(2);
    expect(membershipDays(start, new Date('2026-03-05T23:59:00Z'))).toBe(4);
  });
});
