import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CONSENT_VERSION } from '@innerscope/shared/examKinds';
import { finishedSession } from '../../../test/checkout';
import { EVERY_FEATURE } from '../../../test/features';
import { startTestApp, type TestContext } from '../../../test/runtime';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({}, { features: EVERY_FEATURE });
});
afterAll(() => t.close());

const gql = async (query: string, variables: Record<string, unknown> = {}) => {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query, variables } });
  const body = res.json() as { data: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
};

const depsAnswers = Object.fromEntries([...Array.from({ length: 9 }, (_, i) => [`PHQ9_${i + 1}`, 1]), ...Array.from({ length: 5 }, (_, i) => [`WHO5_${i + 1}`, 3])]);

async function finished(examId: number, answers: Record<string, number>, n: number): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/exam/order/info', payload: { appExamId: examId, lang: 'en-US', answers, email: `screen${n}@example.com`, country: 'US', healthConsentVersion: HEALTH_CONSENT_VERSION } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.sessionId as string;
}

const PURCHASE_PATH = `query($s: ID!, $e: Int!) { examSession(id: $s) { offerEndsAt } activity(examId: $e) { kind count }
  packages(examId: $e, country: "US", sessionId: $s) { id } reportOffer(examId: $e, country: "US", sessionId: $s) { id price { amount listAmount } }
  exam(examId: $e) { healthData } }`;

describe("a health exam's purchase path", () => {
  it('has no countdown, no social proof and no upsell steps, however many took it this week', async () => {
    const sessions: string[] = [];
    for (let i = 0; i < 24; i += 1) sessions.push(await finished(1801, depsAnswers, i));
    // The figures exist (enough people this week): only the health exam's purchase path leaves them out.
    expect((await t.runtime.services.marketing.activity(1801)).length).toBeGreaterThan(0);
    const data = await gql(PURCHASE_PATH, { s: sessions[0], e: 1801 });
    expect(data).toEqual({
      examSession: { offerEndsAt: null },
      activity: [],
      packages: [],
      reportOffer: { id: 'deps-report', price: { amount: 699, listAmount: null } },
      exam: { healthData: true },
    });
  });

  it('keeps the offer window and the steps of the other exams', async () => {
    const data = await gql(PURCHASE_PATH, { s: await finishedSession(t.app), e: 1754 });
    expect(data.examSession).toEqual({ offerEndsAt: expect.any(String) });
    expect((data.packages as unknown[]).length).toBeGreaterThan(0);
    expect(data.exam).toEqual({ healthData: false });
    const { exams } = await gql('{ exams(includeHidden: true) { code healthData } }');
    expect(exams).toEqual([{ code: 'BMBTI', healthData: false }, { code: 'DEPS', healthData: true }, { code: 'YDGX', healthData: false }, { code: 'IQ', healthData: false }]);
  });
});
