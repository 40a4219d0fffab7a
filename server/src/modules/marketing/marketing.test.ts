import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent } from '../../../seeds/content';
import type { ItemBank } from '../../../seeds/bmbti';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { MIN_PEOPLE, SECONDS_PER_STATEMENT } from './marketing.service';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let nextExamId = 9100;

/** An exam of its own per case, so each case counts only the people it made. */
async function newExam(): Promise<number> {
  const id = ++nextExamId;
  const knex = t.runtime.db.knex;
  await knex('exams').insert({ id, code: `FIG${id}`, kind: 'MBTI' });
  await knex('skus').insert([
    { id: `fig-${id}-plan`, exam_id: id, kind: 'plan', features: JSON.stringify(['fullReport']), interval: 'MONTH', interval_count: 1 },
    { id: `fig-${id}-package`, exam_id: id, kind: 'package', step: 'add_packs', features: JSON.stringify(['add_packs']) },
  ]);
  return id;
}

async function addResults(examId: number, count: number, extra: Record<string, unknown> = {}) {
  if (count === 0) return;
  await t.runtime.db.knex('results').insert(
    Array.from({ length: count }, () => ({ exam_id: examId, type_code: 'INFJ', locale: 'ko-KR', country: 'KR', completed_at: new Date(), ...extra })),
  );
}

/** `count` paid orders of one SKU by `people` distinct addresses, paid `ago` milliseconds back. */
async function addPaidOrders(examId: number, sku: 'plan' | 'package', people: number, options: { count?: number; ago?: number } = {}) {
  const knex = t.runtime.db.knex;
  const count = options.count ?? people;
  const paidAt = new Date(Date.now() - (options.ago ?? MINUTE));
  for (let n = 0; n < count; n++) {
    const sessionId = `fig-${randomBytes(10).toString('hex')}`;
    await knex('exam_sessions').insert({ id: sessionId, exam_id: examId, locale: 'en-US' });
    await knex('orders').insert({
      order_number: randomBytes(12).toString('hex'),
      exam_session_id: sessionId,
      sku_id: `fig-${examId}-${sku}`,
      email: `buyer${n % people}@example.com`,
      locale: 'en-US',
      country: 'KR',
      currency: 'USD',
      subtotal: 100,
      total: 100,
      status: 'paid',
      consent: JSON.stringify({}),
      paid_at: paidAt,
    });
  }
}

const COUNTERS = '{ c: homeCounters(examId: $e, country: "kr") { takenToday inRegion region totalCompleted accuracyRating ratingCount } }';

async function counters(examId: number) {
  const { body } = await gql<{ c: Record<string, unknown> }>(t.app, `query($e: Int!) ${COUNTERS}`, { e: examId });
  expect(body.errors).toBeUndefined();
  return body.data!.c;
}

async function activity(examId: number) {
  const { body } = await gql<{ activity: { kind: string; count: number }[] }>(t.app, 'query($e: Int!) { activity(examId: $e) { kind count } }', { e: examId });
  expect(body.errors).toBeUndefined();
  return body.data!.activity;
}

describe(`figures about people wait for ${MIN_PEOPLE} people`, () => {
  it(`publishes no home counter resting on ${MIN_PEOPLE - 1} people`, async () => {
    const exam = await newExam();
    await addResults(exam, MIN_PEOPLE - 1, { accuracy_rating: 5 });
    expect(await counters(exam)).toEqual({ takenToday: null, inRegion: null, region: 'KR', totalCompleted: null, accuracyRating: null, ratingCount: null });
  });

  it(`publishes each home counter once it rests on ${MIN_PEOPLE} people`, async () => {
    const exam = await newExam();
    await addResults(exam, MIN_PEOPLE - 1, { accuracy_rating: 4 });
    await addResults(exam, 1, { accuracy_rating: 5 });
    // Old results count towards the total only; a rating of 19 people stays hidden beside them.
    await addResults(exam, 5, { completed_at: new Date(Date.now() - 40 * DAY), country: 'US' });
    expect(await counters(exam)).toEqual({
      takenToday: MIN_PEOPLE,
      inRegion: MIN_PEOPLE,
      region: 'KR',
      totalCompleted: MIN_PEOPLE + 5,
      accuracyRating: 4.1,
      ratingCount: MIN_PEOPLE,
    });
  });

  it('judges each counter on its own', async () => {
    const exam = await newExam();
    await addResults(exam, MIN_PEOPLE, { country: 'US', completed_at: new Date(Date.now() - 2 * DAY) });
    await addResults(exam, 3, { accuracy_rating: 5 });
    expect(await counters(exam)).toEqual({
      takenToday: null,
      inRegion: null,
      region: 'KR',
      totalCompleted: MIN_PEOPLE + 3,
      accuracyRating: null,
      ratingCount: null,
    });
  });

  it(`shows no notice while ${MIN_PEOPLE - 1} people unlocked their report this week, however often they bought`, async () => {
    const exam = await newExam();
    await addPaidOrders(exam, 'plan', MIN_PEOPLE - 1, { count: 2 * MIN_PEOPLE });
    // Upsell packages are not reports; purchases older than a week are not this week's.
    await addPaidOrders(exam, 'package', MIN_PEOPLE);
    await addPaidOrders(exam, 'plan', MIN_PEOPLE, { ago: 8 * DAY });
    await addResults(exam, MIN_PEOPLE - 1);
    expect(await activity(exam)).toEqual([]);
  });

  it(`tells how many people unlocked their report this week once they are ${MIN_PEOPLE}`, async () => {
    const exam = await newExam();
    await addPaidOrders(exam, 'plan', MIN_PEOPLE);
    await addResults(exam, MIN_PEOPLE + 4);
    expect(await activity(exam)).toEqual([
      { kind: 'REPORTS_UNLOCKED_THIS_WEEK', count: MIN_PEOPLE },
      { kind: 'TESTS_COMPLETED_THIS_WEEK', count: MIN_PEOPLE + 4 },
    ]);
  });

  it("never carries a buyer's type, country or time", async () => {
    const { body } = await gql<{ t: { fields: { name: string }[] } | null; old: unknown }>(
      t.app,
      '{ t: __type(name: "ActivityFigure") { fields { name } } old: __type(name: "RecentPurchase") { name } }',
    );
    expect(body.data!.t!.fields.map((f) => f.name).sort()).toEqual(['count', 'kind']);
    expect(body.data!.old).toBeNull();
  });
});

describe('facts true from day one', () => {
  const bank = readContent<ItemBank>('bmbti', 'items.json')!;
  const FACTS = '{ examFacts(examId: 1754) { questionCount dimensionCount languageCount minutes minutesMeasured reportDelivery } }';

  it('come from the exam itself: its statements, dimensions, languages, an estimated time and how the report arrives', async () => {
    const { body } = await gql<{ examFacts: Record<string, unknown> }>(t.app, FACTS);
    expect(body.errors).toBeUndefined();
    expect(body.data!.examFacts).toEqual({
      questionCount: bank.items.length,
      dimensionCount: new Set(bank.items.map((item) => item.axis)).size,
      languageCount: 9,
      minutes: Math.round((bank.items.length * SECONDS_PER_STATEMENT) / 60),
      minutesMeasured: false,
      reportDelivery: ['SCREEN', 'PDF', 'EMAIL'],
    });
  });

  /** An exam of ten statements whose finished runs took the given minutes; the facts are read once per exam. */
  async function factsAfterRuns(minutes: readonly number[]) {
    const exam = await newExam();
    const knex = t.runtime.db.knex;
    await knex('questions').insert(bank.items.slice(0, 10).map((item, n) => ({ exam_id: exam, code: item.id, axis: item.axis, keyed: item.keyed, part: 1, position: n + 1 })));
    const submitted = new Date();
    const runs = minutes.map((m) => ({
      id: `fig-${randomBytes(10).toString('hex')}`,
      exam_id: exam,
      locale: 'en-US',
      started_at: new Date(submitted.getTime() - m * MINUTE),
      submitted_at: submitted,
    }));
    // An unfinished run says nothing about the time the test takes.
    runs.push({ ...runs[0]!, id: `fig-${randomBytes(10).toString('hex')}`, submitted_at: null as unknown as Date });
    await knex('exam_sessions').insert(runs);
    const { body } = await gql<{ examFacts: { minutes: number; minutesMeasured: boolean; questionCount: number } }>(t.app, `{ examFacts(examId: ${exam}) { minutes minutesMeasured questionCount } }`);
    expect(body.errors).toBeUndefined();
    return body.data!.examFacts;
  }

  it(`estimate the time from the statements while ${MIN_PEOPLE - 1} people have finished (runs left open or clicked through do not count)`, async () => {
    expect(await factsAfterRuns([...Array<number>(MIN_PEOPLE - 1).fill(9), 600, 1])).toEqual({ questionCount: 10, minutes: 2, minutesMeasured: false });
  });

  it(`measure the time as the median of finished runs once ${MIN_PEOPLE} people have finished`, async () => {
    expect(await factsAfterRuns([...Array<number>(MIN_PEOPLE - 1).fill(9), 30, 600, 1])).toEqual({ questionCount: 10, minutes: 9, minutesMeasured: true });
  });
});
