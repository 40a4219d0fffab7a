import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../shared/clock';
import { seedMatrixBank } from '../../../seeds/matrixBank';
import { answersFor, FIXTURE_BANK } from '../../../test/iqBank.fixture';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';

const IQ = 1803;
const clock = fixedClock(new Date('2027-03-01T10:00:00Z'));
const FIELDS = `session { id totalCount answeredCount timing { form limitSeconds deadline questionIds }
  result { typeCode iq(locale: "en-US") { shown low high percentile provisional sampleSize raw count answered form headline scaleNote } } }
  errors { code field }`;

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
  await t.runtime.db.knex.transaction((trx) => seedMatrixBank(trx, IQ, FIXTURE_BANK));
});
afterAll(() => t.close());

type Payload = { session: Record<string, any> | null; errors: { code: string; field: string }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test payloads

async function call(mutation: string, input: Record<string, unknown>, viewer?: string): Promise<Payload> {
  const { body } = await gql(t.app, `mutation($i: ${mutation[0]!.toUpperCase()}${mutation.slice(1)}Input!) { ${mutation}(input: $i) { ${FIELDS} } }`, { i: input }, viewer ? { cookie: viewer } : {});
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return (body.data as Record<string, Payload>)[mutation]!;
}

describe('the matrix reasoning test on the exam engine', () => {
  it('serves each item as a matrix without its key, and a practice item with its key', async () => {
    const { body } = await gql(t.app, `{ questions(examId: ${IQ}, locale: "ja-JP") { questions { id kind block text matrix { id layout cells { components { shape size color slot } } options { components { shape } } } }
      practice { answer rules { attribute rule } item { id cells { components { shape } } } } scales { kind labels } } }`);
    const set = (body.data as { questions: { questions: { id: string; kind: string; text: string; matrix: { cells: unknown[]; options: unknown[] } }[]; practice: { answer: number } } }).questions;
    expect(set.questions).toHaveLength(90);
    expect(set.questions[0]).toMatchObject({ id: 'A01', kind: 'CHOICE_TIMED', block: 'A' });
    expect(set.questions[0]!.matrix.cells).toHaveLength(8);
    expect(set.questions[0]!.matrix.options).toHaveLength(8);
    expect(JSON.stringify(set.questions)).not.toMatch(/answer|difficulty/);
    expect(set.practice.answer).toBe(FIXTURE_BANK.practice.answer);
  });

  it('gives a first run form A and each retake the next form, by this browser', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: `mutation { startExamSession(input: { examId: ${IQ}, locale: "en-US" }) { session { timing { form limitSeconds questionIds } } } }` },
    });
    const setCookie = first.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).map((c) => c.split(';')[0]).join('; ');
    const timing = first.json().data.startExamSession.session.timing as { form: string; limitSeconds: number; questionIds: string[] };
    expect(timing).toMatchObject({ form: 'A', limitSeconds: 25 * 60 });
    expect(timing.questionIds).toHaveLength(30);
    const forms = [];
    for (let i = 0; i < 3; i++) forms.push((await call('startExamSession', { examId: IQ, locale: 'en-US' }, cookie)).session!.timing.form);
    expect(forms).toEqual(['B', 'C', 'A']);
  });

  it('takes answers of its form with their times, scores unanswered items as wrong, and gives a range', async () => {
    const id = (await call('startExamSession', { examId: IQ, locale: 'en-US' })).session!.id as string;
    const answers = answersFor('A', 20).slice(0, 25).map((a) => ({ ...a, ms: 20_000 }));
    const saved = await call('saveAnswers', { sessionId: id, answers });
    expect(saved.session).toMatchObject({ totalCount: 30, answeredCount: 25 });
    const other = await call('saveAnswers', { sessionId: id, answers: [{ questionId: 'B01', value: 0 }] });
    expect(other.errors).toEqual([{ code: 'NOT_IN_FORM', field: 'answers.B01' }]);
    const done = await call('submitExam', { sessionId: id });
    expect(done.errors).toEqual([]);
    const iq = done.session!.result.iq;
    expect(iq).toMatchObject({ shown: 'RANGE', raw: 20, count: 30, answered: 25, form: 'A', provisional: true });
    expect(iq.high - iq.low).toBeGreaterThan(4);
    expect(iq.headline).toBe(`Your score lies between ${iq.low} and ${iq.high}.`);
    expect(iq.scaleNote).toMatch(/^Provisional: based on the item difficulty model, not yet on test-takers' results; \d+ results? so far\.$/);
    const times = await t.runtime.db.knex('exam_sessions').where({ id }).first('answer_ms');
    expect(times.answer_ms).toMatchObject({ A01: 20_000 });
  });

  it('refuses answers once the limit and its grace are over, with a stable code', async () => {
    const id = (await call('startExamSession', { examId: IQ, locale: 'en-US' })).session!.id as string;
    clock.advance(25 * 60_000 + 20_000);
    expect((await call('saveAnswers', { sessionId: id, answers: answersFor('A', 1).slice(0, 1) })).errors).toEqual([]);
    clock.advance(15_000);
    const late = await call('saveAnswers', { sessionId: id, answers: answersFor('A', 2).slice(1, 2) });
    expect(late.errors).toEqual([{ code: 'TIME_UP', field: 'answers' }]);
    // What was given in time is still scored; the rest counts as wrong.
    const done = await call('submitExam', { sessionId: id });
    expect(done.session!.result.iq).toMatchObject({ raw: 1, answered: 1 });
  });
});
