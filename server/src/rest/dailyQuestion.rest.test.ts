import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, orderFor, signUp } from '../../test/accounts';
import { gql, startTestApp, type TestContext } from '../../test/runtime';

/** The daily question's REST paths (spec section 7) and GraphQL fields: one service, the same answers. */
describe('daily question over REST and GraphQL', () => {
  let t: TestContext;
  let member: string;
  let plain: string;
  const knex = () => t.runtime.db.knex;
  const today = (cookie?: string, hl = 'en-US') =>
    t.app.inject({ method: 'POST', url: '/question/info/today', headers: { hl, ...(cookie ? { cookie } : {}) }, payload: { timeZone: 'UTC' } });

  beforeAll(async () => {
    t = await startTestApp();
    member = await signUp(t.app, knex(), 'daily@example.com', '10.9.1.1');
    await orderFor(t.app, 'daily@example.com', 'bmbti-trial-monthly', CARDS.ok, '10.9.1.1');
    await t.runtime.jobs.drain();
    plain = await signUp(t.app, knex(), 'plain-daily@example.com', '10.9.1.2');
  });
  afterAll(() => t.close());

  it('POST /question/info/today gives a visitor the question without its answer or analysis', async () => {
    const res = await today();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      result: 200,
      data: {
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        timeZone: 'UTC',
        mayAnswer: false,
        signedIn: false,
        rhythm: null,
        answer: null,
        question: { id: expect.stringMatching(/^dq-\d{3}$/), revealed: false, correct: null, accepted: [], analysis: null, locale: 'en-US' },
      },
    });
    const byAcceptLanguage = await t.app.inject({ method: 'POST', url: '/question/info/today', headers: { 'accept-language': 'it-IT, de-DE;q=0.8' }, payload: {} });
    expect(byAcceptLanguage.json().data).toMatchObject({ timeZone: 'Europe/Berlin', question: { locale: 'de-DE' } });
  });

  it('POST /question/info/submitAnswer: 401 for a visitor, 403 without a plan, 400 ANSWER_REQUIRED with nothing chosen, 404 for an unknown question', async () => {
    const { question } = (await today(member)).json().data;
    const visitor = await t.app.inject({ method: 'POST', url: '/question/info/submitAnswer', payload: { questionId: question.id, choices: [0] } });
    expect(visitor.statusCode).toBe(401);
    const noPlan = await t.app.inject({ method: 'POST', url: '/question/info/submitAnswer', headers: { cookie: plain }, payload: { questionId: question.id, choices: [0] } });
    expect(noPlan.statusCode).toBe(403);
    const empty = await t.app.inject({ method: 'POST', url: '/question/info/submitAnswer', headers: { cookie: member, hl: 'en-US' }, payload: { questionId: question.id, timeZone: 'UTC' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ result: 400, code: 'ANSWER_REQUIRED', field: 'answer' });
    const unknown = await t.app.inject({ method: 'POST', url: '/question/info/submitAnswer', headers: { cookie: member }, payload: { questionId: 'dq-999', choices: [0] } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers once: a repeat returns the stored answer; GET /question/info/answer/{id} shows it with the analysis', async () => {
    const { question } = (await today(member)).json().data;
    const payload = { questionId: question.id, timeZone: 'UTC', ...(question.kind === 'fill' ? { text: 'a guess' } : { choices: [0] }) };
    const first = await t.app.inject({ method: 'POST', url: '/question/info/submitAnswer', headers: { cookie: member, hl: 'en-US' }, payload });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      answer: { questionId: question.id, answeredOn: expect.any(String) },
      question: { revealed: true, analysis: expect.any(String) },
      rhythm: { daysInARow: 1, daysThisWeek: 1, answeredToday: true },
    });
    const other = { questionId: question.id, timeZone: 'UTC', ...(question.kind === 'fill' ? { text: 'another' } : { choices: [1] }) };
    const again = await t.app.inject({ method: 'POST', url: '/question/info/submitAnswer', headers: { cookie: member, hl: 'en-US' }, payload: other });
    expect(again.json().data.answer).toEqual(first.json().data.answer);

    const shown = await t.app.inject({ method: 'GET', url: `/question/info/answer/${question.id}?timeZone=UTC`, headers: { cookie: member, hl: 'en-US' } });
    expect(shown.json().data).toEqual({ question: first.json().data.question, answer: first.json().data.answer });
    expect((await t.app.inject({ method: 'GET', url: '/question/info/answer/dq-999' })).statusCode).toBe(404);
  });

  it('GraphQL answers as REST does, with ANSWER_REQUIRED as data and the history for members only', async () => {
    const { body } = await gql(t.app, `query { dailyQuestionToday(locale: "en-US", timeZone: "UTC") { mayAnswer question { id kind type revealed } answer { questionId } rhythm { daysInARow } } }`, {}, { cookie: member });
    const found = (body.data as { dailyQuestionToday: { question: { id: string; kind: string } } }).dailyQuestionToday;
    expect(found).toMatchObject({ mayAnswer: true, question: { revealed: true }, answer: { questionId: found.question.id }, rhythm: { daysInARow: 1 } });
    const empty = await gql(t.app, 'mutation($id: String!) { submitDailyAnswer(input: { questionId: $id, locale: "en-US" }) { answer { questionId } errors { code field } } }', { id: 'dq-001' }, { cookie: member });
    expect(empty.body.data).toEqual({ submitDailyAnswer: { answer: null, errors: [{ code: 'ANSWER_REQUIRED', field: 'answer' }] } });
    const history = await gql(t.app, 'query { dailyQuestionHistory(locale: "en-US", timeZone: "UTC", pageSize: 5) { total page pageCount items { date question { id revealed analysis } answer { questionId } } } }', {}, { cookie: member });
    expect(history.body.data).toMatchObject({ dailyQuestionHistory: { page: 1 } });
    const visitor = await gql(t.app, 'query { dailyQuestionHistory(locale: "en-US") { total } }', {});
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
