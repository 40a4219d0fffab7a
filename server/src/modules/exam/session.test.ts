import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent } from '../../../seeds/content';
import type { ItemBank } from '../../../seeds/bmbti';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';

const bank = readContent<ItemBank>('bmbti', 'items.json')!;
const FIRST = new Set(['E', 'S', 'T', 'J', 'C']);
/** Answers that lean fully toward I, N, T, J (and calm): an INTJ. */
const intj = bank.items.map((i) => {
  const toward = i.axis === 'EI' ? 'I' : i.axis === 'SN' ? 'N' : i.axis === 'TF' ? 'T' : i.axis === 'JP' ? 'J' : 'C';
  const keyedFirst = FIRST.has(i.keyed);
  const towardFirst = FIRST.has(toward);
  return { questionId: i.id, value: keyedFirst === towardFirst ? 3 : -3 };
});

const SESSION_FIELDS = `session { id examId locale answeredCount totalCount examOrderNumber submittedAt
  form { firstName email country gender birthYear }
  result { typeCode axes { axis firstPercent secondPercent winner level } type { code title } } }
  errors { code field }`;

interface SubmittedSession {
  examOrderNumber: string;
  result: { typeCode: string; axes: unknown[]; type: { code: string; title: string } | null };
}

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function start(locale = 'en-US') {
  const { body } = await gql(t.app, `mutation($i: StartExamSessionInput!) { startExamSession(input: $i) { ${SESSION_FIELDS} } }`, {
    i: { examId: 1754, locale },
  });
  return (body.data as { startExamSession: { session: { id: string } } }).startExamSession.session.id;
}

async function save(sessionId: string, answers: { questionId: string; value: number }[], locale?: string) {
  const { body } = await gql(t.app, `mutation($i: SaveAnswersInput!) { saveAnswers(input: $i) { ${SESSION_FIELDS} } }`, {
    i: { sessionId, answers, ...(locale ? { locale } : {}) },
  });
  return (body.data as { saveAnswers: { session: Record<string, unknown> | null; errors: { code: string; field: string }[] } }).saveAnswers;
}

async function submit(sessionId: string) {
  const { body } = await gql(t.app, `mutation($i: SubmitExamInput!) { submitExam(input: $i) { ${SESSION_FIELDS} } }`, { i: { sessionId } });
  return (body.data as { submitExam: { session: SubmittedSession | null; errors: { code: string }[] } }).submitExam;
}

describe('questions', () => {
  it('lists the statements and labels in every locale through GraphQL', async () => {
    const { body } = await gql(t.app, '{ questions(examId: 1754, locale: "ja") { locale parts labels questions { id part position text } } }');
    const set = (body.data as { questions: { locale: string; parts: number; labels: string[]; questions: { id: string; text: string }[] } }).questions;
    expect(set.locale).toBe('ja-JP');
    expect(set.parts).toBe(3);
    expect(set.labels).toHaveLength(7);
    expect(set.questions).toHaveLength(bank.items.length);
    expect(set.questions[0]!.id).toBe(bank.items[0]!.id);
    expect(set.questions.every((q) => q.text.length > 0)).toBe(true);
  });

  it('answers REST with the same set, cacheable, and refuses an unknown locale or exam', async () => {
    const res = await t.app.inject({ url: '/exam/question/list/1754/zh-HK' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json().data.questions).toHaveLength(bank.items.length);
    const badLocale = await t.app.inject({ url: '/exam/question/list/1754/xx-XX' });
    expect([badLocale.statusCode, badLocale.json().code]).toEqual([400, 'UNKNOWN_LOCALE']);
    const badExam = await t.app.inject({ url: '/exam/question/list/9/en' });
    expect([badExam.statusCode, badExam.json().code]).toEqual([404, 'EXAM_NOT_FOUND']);
    const gqlBad = await gql(t.app, '{ questions(examId: 1754, locale: "xx") { locale } }');
    expect(gqlBad.body.errors?.[0]?.extensions?.code).toBe('UNKNOWN_LOCALE');
  });
});

describe('a session from start to result', () => {
  it('saves answers in batches, resumes by id, scores on the server and stores one result', async () => {
    const id = await start('fr');
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const first = await save(id, intj.slice(0, 30));
    expect(first.errors).toEqual([]);
    expect(first.session).toMatchObject({ locale: 'fr-FR', answeredCount: 30, totalCount: bank.items.length });
    // Saving the same answers again changes nothing; a reload reads what was saved.
    await save(id, intj.slice(0, 30));
    const { body } = await gql(t.app, `query($id: ID!) { examSession(id: $id) { answeredCount answers { questionId value } } }`, { id });
    expect((body.data as { examSession: { answeredCount: number } }).examSession.answeredCount).toBe(30);

    const early = await submit(id);
    expect(early.errors[0]!.code).toBe('INCOMPLETE_ANSWERS');

    await save(id, intj.slice(30));
    const done = await submit(id);
    expect(done.errors).toEqual([]);
    expect(done.session!.result.typeCode).toBe('INTJ');
    expect(done.session!.result.axes).toHaveLength(5);
    expect(done.session!.examOrderNumber).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(done.session!.result.type).toMatchObject({ code: 'INTJ', title: expect.any(String) });

    // Edit one answer and submit again: the same order number, one result row, re-scored.
    await save(id, [{ questionId: 'EI01', value: 3 }]);
    const again = await submit(id);
    expect(again.session!.examOrderNumber).toBe(done.session!.examOrderNumber);
    const rows = await t.runtime.db.knex('results').where({ session_id: id });
    expect(rows).toHaveLength(1);
  });

  it('rejects a whole batch with a bad answer and saves none of it', async () => {
    const id = await start();
    const out = await save(id, [
      { questionId: 'EI01', value: 2 },
      { questionId: 'EI02', value: 9 },
      { questionId: 'NOPE', value: 1 },
    ]);
    expect(out.session).toBeNull();
    expect(out.errors).toEqual([
      { code: 'ANSWER_OUT_OF_RANGE', field: 'answers.EI02' },
      { code: 'UNKNOWN_QUESTION', field: 'answers.NOPE' },
    ]);
    const row = await t.runtime.db.knex('exam_sessions').where({ id }).first();
    expect(row.answers).toEqual({});
  });

  it('gives SESSION_NOT_FOUND for an unknown or malformed session id', async () => {
    expect((await save('A'.repeat(22), intj.slice(0, 1))).errors[0]!.code).toBe('SESSION_NOT_FOUND');
    expect((await submit("x' or 1=1 --")).errors[0]!.code).toBe('SESSION_NOT_FOUND');
    const { body } = await gql(t.app, 'query { examSession(id: "unknown-session-id-0000") { id } }');
    expect(body.data).toEqual({ examSession: null });
  });

  it('checks the report form with the spec messages and keeps only anonymous facts with the result', async () => {
    const id = await start();
    await save(id, intj);
    await submit(id);
    const bad = await gql(t.app, `mutation($i: SaveReportFormInput!) { saveReportForm(input: $i) { errors { code field message } } }`, {
      i: { sessionId: id, firstName: ' ', email: 'not-an-email', birthYear: 1800, gender: 'x', country: 'ZZ' },
    });
    expect((bad.body.data as { saveReportForm: { errors: { code: string }[] } }).saveReportForm.errors.map((e) => e.code)).toEqual([
      'NAME_REQUIRED', 'INVALID_EMAIL', 'INVALID_BIRTH_YEAR', 'INVALID_GENDER', 'INVALID_COUNTRY',
    ]);
    const good = await gql(t.app, `mutation($i: SaveReportFormInput!) { saveReportForm(input: $i) { ${SESSION_FIELDS} } }`, {
      i: { sessionId: id, firstName: 'Ana', lastName: 'Lima', email: 'Ana@Example.PT', birthYear: 1990, gender: 'female', country: 'pt' },
    });
    const session = (good.body.data as { saveReportForm: { session: { form: Record<string, unknown> } } }).saveReportForm.session;
    expect(session.form).toEqual({ firstName: 'Ana', email: 'ana@example.pt', country: 'PT', gender: 'female', birthYear: 1990 });
    const result = await t.runtime.db.knex('results').where({ session_id: id }).first();
    expect(result).toMatchObject({ country: 'PT', gender: 'female', age_band: '35-44' });
  });
});

describe('REST exam orders', () => {
  it('POST /exam/order/info scores, stores the form and returns an exam order number', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/exam/order/info',
      headers: { hl: 'de' },
      payload: { appExamId: 1754, answers: Object.fromEntries(intj.map((a) => [a.questionId, a.value])), email: 'kim@example.com', country: 'DE' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.typeCode).toBe('INTJ');
    const mbti = await t.app.inject({ url: `/exam/order/mbti/${data.examOrderNumber}` });
    expect(mbti.json().data).toMatchObject({ typeCode: 'INTJ', examOrderNumber: data.examOrderNumber });
    const row = await t.runtime.db.knex('exam_sessions').where({ exam_order_number: data.examOrderNumber }).first();
    expect(row).toMatchObject({ locale: 'de-DE', email: 'kim@example.com' });
  });

  it('refuses an incomplete or invalid submission with a stable code and writes nothing', async () => {
    const before = (await t.runtime.db.knex('exam_sessions')).length;
    const short = await t.app.inject({ method: 'POST', url: '/exam/order/info/free', payload: { appExamId: 1754, answers: intj.slice(1) } });
    expect([short.statusCode, short.json().code]).toEqual([400, 'INCOMPLETE_ANSWERS']);
    const range = await t.app.inject({ method: 'POST', url: '/exam/order/info/free', payload: { appExamId: 1754, answers: [...intj.slice(1), { questionId: intj[0]!.questionId, value: 7 }] } });
    expect([range.statusCode, range.json().code]).toEqual([400, 'ANSWER_OUT_OF_RANGE']);
    const email = await t.app.inject({ method: 'POST', url: '/exam/order/info', payload: { appExamId: 1754, answers: intj, email: 'nope' } });
    expect([email.statusCode, email.json().code, email.json().field]).toEqual([400, 'INVALID_EMAIL', 'email']);
    const exam = await t.app.inject({ method: 'POST', url: '/exam/order/info/free', payload: { appExamId: 77, answers: intj } });
    expect([exam.statusCode, exam.json().code]).toEqual([404, 'EXAM_NOT_FOUND']);
    const locale = await t.app.inject({ method: 'POST', url: '/exam/order/info/free', payload: { appExamId: 1754, lang: 'tlh', answers: intj } });
    expect([locale.statusCode, locale.json().code]).toEqual([400, 'UNKNOWN_LOCALE']);
    expect((await t.runtime.db.knex('exam_sessions')).length).toBe(before);
  });

  it('GET /exam/order/mbti/{id} is 404 for a guessed number; GET /exam/info/{id} describes the exam', async () => {
    const guess = await t.app.inject({ url: '/exam/order/mbti/AAAAAAAAAAAAAAAAAAAAAA' });
    expect([guess.statusCode, guess.json().code]).toEqual([404, 'NOT_FOUND']);
    const info = await t.app.inject({ url: '/exam/info/1754', headers: { hl: 'ko' } });
    expect(info.json().data).toMatchObject({ examId: 1754, code: 'BMBTI', name: '16가지 성격 유형 검사', questionCount: bank.items.length, parts: 3 });
  });
});
