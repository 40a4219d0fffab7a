import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CONSENT_VERSION } from '@innerscope/shared/examKinds';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Payload = { session: { id: string; healthConsentAt: string | null; healthConsentVersion: string | null; answeredCount: number; result: { typeCode: string } | null } | null; errors: { code: string; field: string | null }[] };
const SESSION = 'session { id healthConsentAt healthConsentVersion answeredCount result { typeCode } } errors { code field }';

const depsAnswers = Object.fromEntries([...Array.from({ length: 9 }, (_, i) => [`PHQ9_${i + 1}`, 1]), ...Array.from({ length: 5 }, (_, i) => [`WHO5_${i + 1}`, 3])]);
const answerList = Object.entries(depsAnswers).map(([questionId, value]) => ({ questionId, value }));

async function mutate(name: string, inputType: string, input: Record<string, unknown>): Promise<Payload> {
  const { body } = await gql<Record<string, Payload>>(t.app, `mutation($i: ${inputType}!) { ${name}(input: $i) { ${SESSION} } }`, { i: input });
  expect(body.errors).toBeUndefined();
  return body.data![name]!;
}

async function started(examId: number): Promise<string> {
  return (await mutate('startExamSession', 'StartExamSessionInput', { examId, locale: 'en-US' })).session!.id;
}

const orderInfo = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/exam/order/info', payload: { appExamId: 1801, lang: 'en-US', answers: depsAnswers, email: 'consent@example.com', country: 'US', ...payload } });

describe('consent to health data on the depression screen', () => {
  it('refuses answers and scoring without the consent, with a stable code, and keeps nothing', async () => {
    const id = await started(1801);
    const saved = await mutate('saveAnswers', 'SaveAnswersInput', { sessionId: id, answers: answerList });
    expect(saved).toEqual({ session: null, errors: [{ code: 'HEALTH_CONSENT_REQUIRED', field: 'healthConsent' }] });
    const submitted = await mutate('submitExam', 'SubmitExamInput', { sessionId: id });
    expect(submitted.errors).toEqual([{ code: 'HEALTH_CONSENT_REQUIRED', field: 'healthConsent' }]);
    const row = await t.runtime.db.knex('exam_sessions').where({ id }).first();
    expect(row).toMatchObject({ answers: {}, submitted_at: null, health_consent_at: null, health_consent_version: null });
  });

  it('records when and to which text the person agreed, then takes the answers and scores them', async () => {
    const id = await started(1801);
    const consent = await mutate('giveHealthConsent', 'GiveHealthConsentInput', { sessionId: id, version: HEALTH_CONSENT_VERSION });
    expect(consent.errors).toEqual([]);
    expect(consent.session).toMatchObject({ id, healthConsentVersion: HEALTH_CONSENT_VERSION, healthConsentAt: expect.any(String) });
    const saved = await mutate('saveAnswers', 'SaveAnswersInput', { sessionId: id, answers: answerList });
    expect(saved.errors).toEqual([]);
    expect(saved.session!.answeredCount).toBe(14);
    const submitted = await mutate('submitExam', 'SubmitExamInput', { sessionId: id });
    expect(submitted.errors).toEqual([]);
    expect(submitted.session!.result).toEqual({ typeCode: 'MILD' });
    const row = await t.runtime.db.knex('exam_sessions').where({ id }).first();
    expect(row.health_consent_version).toBe(HEALTH_CONSENT_VERSION);
    expect(row.health_consent_at).toBeInstanceOf(Date);
  });

  it('keeps the first time of a repeated consent', async () => {
    const id = await started(1801);
    const first = await mutate('giveHealthConsent', 'GiveHealthConsentInput', { sessionId: id, version: HEALTH_CONSENT_VERSION });
    const again = await mutate('giveHealthConsent', 'GiveHealthConsentInput', { sessionId: id, version: HEALTH_CONSENT_VERSION });
    expect(again.session!.healthConsentAt).toBe(first.session!.healthConsentAt);
  });

  it('refuses a consent text it does not know, an unknown session, and a consent on an exam that is not a health screen', async () => {
    const id = await started(1801);
    expect((await mutate('giveHealthConsent', 'GiveHealthConsentInput', { sessionId: id, version: '1999-01-01' })).errors).toEqual([{ code: 'HEALTH_CONSENT_REQUIRED', field: 'version' }]);
    expect((await mutate('giveHealthConsent', 'GiveHealthConsentInput', { sessionId: 'nope', version: HEALTH_CONSENT_VERSION })).errors).toEqual([{ code: 'SESSION_NOT_FOUND', field: 'sessionId' }]);
    const other = await started(1754);
    expect((await mutate('giveHealthConsent', 'GiveHealthConsentInput', { sessionId: other, version: HEALTH_CONSENT_VERSION })).errors).toEqual([{ code: 'HEALTH_CONSENT_REQUIRED', field: 'sessionId' }]);
    // The other exams take answers without it.
    expect((await mutate('saveAnswers', 'SaveAnswersInput', { sessionId: other, answers: [{ questionId: 'EI01', value: 1 }] })).errors).toEqual([]);
  });

  it('on the one-call REST path: 400 HEALTH_CONSENT_REQUIRED without a known consent version, the session with it', async () => {
    for (const payload of [{}, { healthConsentVersion: 'old' }]) {
      const refused = await orderInfo(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ result: 400, code: 'HEALTH_CONSENT_REQUIRED', field: 'healthConsent' });
    }
    const res = await orderInfo({ healthConsentVersion: HEALTH_CONSENT_VERSION });
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.runtime.db.knex('exam_sessions').where({ id: res.json().data.sessionId }).first();
    expect(row).toMatchObject({ health_consent_version: HEALTH_CONSENT_VERSION });
    expect(row.health_consent_at).toBeInstanceOf(Date);
  });
});
