/* oxlint-disable typescript/no-explicit-any -- nested JSON of GraphQL answers in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CONSENT_VERSION } from '@innerscope/shared/examKinds';
import { readContent } from '../../../seeds/content';
import { buyNextStep, CARDS, orderFor, signUp } from '../../../test/accounts';
import { startTestApp, type TestContext } from '../../../test/runtime';
import { FEATURE_FLAGS } from '../catalog/features';
import type { ExamFile } from '../exam/examContent.models';

/**
 * The day the IQ test opens: today's flags with `iqTest` switched on, so "every test" works. Premium is then sold
 * for it, and a member who upgrades opens the full report of the depression screen and the psychological map
 * they took, at no charge; a member on a plan below Premium does not.
 */
const IQ_OPEN = { ...FEATURE_FLAGS, iqTest: true };

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' }, { features: IQ_OPEN });
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.12.0.${(ip += 1)}`;
const gql = async (query: string, variables: Record<string, unknown> = {}, cookie?: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: { query, variables } });
  const body = res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};

const OPEN = 'mutation($n: ID!) { openReportWithPlan(examOrderNumber: $n) { reportOrderNumber errors { code } } }';
const MY_RESULTS = '{ myResults { examOrderNumber exam { code } reportOrderNumber reportUnlocked } }';
const REPORT = 'query($o: ID!) { report(orderNumber: $o) { status examCode depression { result { score } } psychMap { bigFive { dimension percentile } } } }';

const depsAnswers = Object.fromEntries([
  ...[1, 1, 0, 1, 0, 1, 0, 0, 0].map((v, i) => [`PHQ9_${i + 1}`, v]),
  ...[3, 3, 2, 3, 3].map((v, i) => [`WHO5_${i + 1}`, v]),
]);
const ydgx = readContent<ExamFile>('ydgx', 'exam.json')!;
const ydgxAnswers = Object.fromEntries(ydgx.items.map((i) => [i.id, i.block === 'WHO5' ? 3 : i.keyed === '-' ? 2 : 4]));

/** A signed-in member on the trial plan who took the depression screen and the psychological map with their address. */
async function memberWithBothTests(email: string) {
  const cookie = await signUp(t.app, t.runtime.db.knex, email, nextIp());
  const planOrder = await orderFor(t.app, email, 'bmbti-trial-monthly', CARDS.ok, nextIp());
  for (const [appExamId, answers] of [[1801, depsAnswers], [1802, ydgxAnswers]] as const) {
    const res = await t.app.inject({ method: 'POST', url: '/exam/order/info', payload: { appExamId, lang: 'en-US', answers, email, firstName: 'Ana', country: 'US', healthConsentVersion: HEALTH_CONSENT_VERSION } });
    expect(res.statusCode).toBe(200);
  }
  return { cookie, planOrder };
}

const byCode = async (cookie: string) =>
  Object.fromEntries(((await gql(MY_RESULTS, {}, cookie)).myResults as any[]).map((r) => [r.exam.code, r])) as Record<string, any>;

describe('every test, once the IQ test opens', () => {
  it('sells Premium for it, and only Premium lists it', async () => {
    const data = await gql('{ plans(examId: 1754, country: "US") { id features } premiumPlan(examId: 1754, country: "US") { id features } premiumBenefits { key } features { key available } }');
    expect(data.features.find((f: any) => f.key === 'allTests')).toEqual({ key: 'allTests', available: true });
    for (const plan of data.plans) expect(plan.features, plan.id).not.toContain('allTests');
    expect(data.premiumPlan).toEqual({
      id: 'bmbti-premium-yearly',
      features: ['fullReport', 'pdfReport', 'courses', 'dailyQuestion', 'games', 'treeHole', 'allTests', 'articles', 'premiumCourses'],
    });
    expect(data.premiumBenefits).toEqual([{ key: 'allTests' }, { key: 'articles' }, { key: 'courses' }, { key: 'games' }, { key: 'treeHole' }]);
  });

  it('opens neither report on a plan below Premium', async () => {
    const { cookie } = await memberWithBothTests('trial-only@example.com');
    const results = await byCode(cookie);
    for (const code of ['DEPS', 'YDGX']) {
      expect(results[code], code).toMatchObject({ reportOrderNumber: null, reportUnlocked: false });
      expect((await gql(OPEN, { n: results[code].examOrderNumber }, cookie)).openReportWithPlan).toEqual({ reportOrderNumber: null, errors: [{ code: 'PLAN_REQUIRED' }] });
    }
  });

  it('opens the depression screen and the psychological map reports of a member who upgrades to Premium, at no charge', async () => {
    const email = 'upgraded@example.com';
    const { cookie, planOrder } = await memberWithBothTests(email);
    expect(await buyNextStep(t.app, planOrder, 'bmbti-premium-yearly')).toBe('PaymentSucceeded');
    const results = await byCode(cookie);

    const opened: Record<string, string> = {};
    for (const code of ['DEPS', 'YDGX']) {
      expect(results[code], code).toMatchObject({ reportOrderNumber: null, reportUnlocked: true });
      const answer = (await gql(OPEN, { n: results[code].examOrderNumber }, cookie)).openReportWithPlan;
      expect(answer.errors, code).toEqual([]);
      opened[code] = answer.reportOrderNumber;
    }
    await t.runtime.jobs.drain();

    const orders = await t.runtime.db.knex('orders').whereIn('order_number', Object.values(opened)).select('order_number', 'sku_id', 'total', 'email');
    expect(orders.map((o) => [o.sku_id, o.total, o.email]).sort()).toEqual([
      ['deps-report', 0, email],
      ['ydgx-report', 0, email],
    ]);
    const deps = (await gql(REPORT, { o: opened.DEPS }, cookie)).report;
    expect(deps).toMatchObject({ status: 'COMPLETED', examCode: 'DEPS', depression: { result: { score: 4 } }, psychMap: null });
    const map = (await gql(REPORT, { o: opened.YDGX }, cookie)).report;
    expect(map).toMatchObject({ status: 'COMPLETED', examCode: 'YDGX', depression: null });
    expect(map.psychMap.bigFive).toHaveLength(5);

    const listed = await byCode(cookie);
    expect(listed.DEPS).toMatchObject({ reportOrderNumber: opened.DEPS, reportUnlocked: true });
    expect(listed.YDGX).toMatchObject({ reportOrderNumber: opened.YDGX, reportUnlocked: true });
  });
});
