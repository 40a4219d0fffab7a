/* oxlint-disable typescript/no-explicit-any -- nested JSON of GraphQL answers in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CONSENT_VERSION } from '@innerscope/shared/examKinds';
import { buyNextStep, CARDS, orderFor, signUp } from '../../../test/accounts';
import { EVERY_FEATURE } from '../../../test/features';
import { startTestApp, type TestContext } from '../../../test/runtime';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' }, { features: EVERY_FEATURE });
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.11.0.${(ip += 1)}`;
const gql = (query: string, variables: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: { query, variables } });

const OPEN = 'mutation($n: ID!) { openReportWithPlan(examOrderNumber: $n) { reportOrderNumber errors { code } } }';
const MY_RESULTS = '{ myResults { examOrderNumber exam { code } reportOrderNumber reportUnlocked } }';

const depsAnswers = Object.fromEntries([
  ...[1, 1, 0, 1, 0, 1, 0, 0, 0].map((v, i) => [`PHQ9_${i + 1}`, v]),
  ...[3, 3, 2, 3, 3].map((v, i) => [`WHO5_${i + 1}`, v]),
]);

/** A member who took the depression screen with their address; with a premium plan when asked. */
async function memberWithScreen(email: string, premium: boolean) {
  const cookie = await signUp(t.app, t.runtime.db.knex, email, nextIp());
  if (premium) {
    const first = await orderFor(t.app, email, 'bmbti-trial-monthly', CARDS.ok, nextIp());
    expect(await buyNextStep(t.app, first, 'bmbti-premium-yearly')).toBe('PaymentSucceeded');
  }
  const res = await t.app.inject({ method: 'POST', url: '/exam/order/info', payload: { appExamId: 1801, lang: 'en-US', answers: depsAnswers, email, firstName: 'Ana', country: 'US', healthConsentVersion: HEALTH_CONSENT_VERSION } });
  expect(res.statusCode).toBe(200);
  const results = (await gql(MY_RESULTS, {}, cookie)).json().data.myResults as any[];
  const screen = results.find((r) => r.exam.code === 'DEPS');
  return { cookie, screen };
}

describe("the plans' all-tests benefit", () => {
  it('opens the full report of a test the premium member took, once, with no charge, and fulfils it', async () => {
    const email = 'all-tests@example.com';
    const { cookie, screen } = await memberWithScreen(email, true);
    expect(screen).toMatchObject({ reportOrderNumber: null, reportUnlocked: true });

    const opened = (await gql(OPEN, { n: screen.examOrderNumber }, cookie)).json().data.openReportWithPlan;
    expect(opened.errors).toEqual([]);
    expect(opened.reportOrderNumber).toEqual(expect.any(String));
    const again = (await gql(OPEN, { n: screen.examOrderNumber }, cookie)).json().data.openReportWithPlan;
    expect(again).toEqual({ reportOrderNumber: opened.reportOrderNumber, errors: [] });

    const order = await t.runtime.db.knex('orders').where({ order_number: opened.reportOrderNumber }).first('sku_id', 'total', 'email', 'status');
    expect(order).toMatchObject({ sku_id: 'deps-report', total: 0, email });
    await t.runtime.jobs.drain();
    const report = (await gql('query($o: ID!) { report(orderNumber: $o) { status examCode depression { result { score } } } }', { o: opened.reportOrderNumber }, cookie)).json().data.report;
    expect(report).toMatchObject({ status: 'COMPLETED', examCode: 'DEPS', depression: { result: { score: 4 } } });
    const listed = ((await gql(MY_RESULTS, {}, cookie)).json().data.myResults as any[]).find((r) => r.exam.code === 'DEPS');
    expect(listed).toMatchObject({ reportOrderNumber: opened.reportOrderNumber, reportUnlocked: true });
    const charges = await t.runtime.db.knex('orders').where({ email, sku_id: 'deps-report' }).count<{ n: string | number }[]>({ n: '*' });
    expect(Number(charges[0]!.n)).toBe(1);
  });

  it('opens nothing without a plan that includes all tests, nor for anyone but the member who took it', async () => {
    const { cookie, screen } = await memberWithScreen('no-plan@example.com', false);
    expect(screen).toMatchObject({ reportUnlocked: false });
    expect((await gql(OPEN, { n: screen.examOrderNumber }, cookie)).json().data.openReportWithPlan).toEqual({ reportOrderNumber: null, errors: [{ code: 'PLAN_REQUIRED' }] });

    const other = await memberWithScreen('other-premium@example.com', true);
    const notTheirs = (await gql(OPEN, { n: screen.examOrderNumber }, other.cookie)).json().data.openReportWithPlan;
    expect(notTheirs).toEqual({ reportOrderNumber: null, errors: [{ code: 'SESSION_NOT_FOUND' }] });
    const visitor = (await gql(OPEN, { n: other.screen.examOrderNumber }, undefined)).json().data.openReportWithPlan;
    expect(visitor).toEqual({ reportOrderNumber: null, errors: [{ code: 'SESSION_NOT_FOUND' }] });
    expect((await gql(OPEN, { n: 'not a number' }, other.cookie)).json().data.openReportWithPlan.errors).toEqual([{ code: 'SESSION_NOT_FOUND' }]);
    const granted = await t.runtime.db.knex('orders').where({ sku_id: 'deps-report' }).whereIn('email', ['no-plan@example.com', 'other-premium@example.com']).select('order_number');
    expect(granted).toEqual([]);
  });
});
