/* oxlint-disable typescript/no-explicit-any -- nested JSON of GraphQL and REST answers in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CONSENT_VERSION } from '@innerscope/shared/examKinds';
import { buyNextStep, CARDS, orderFor, signUp } from '../../../test/accounts';
import { EVERY_FEATURE } from '../../../test/features';
import { startTestApp, type TestContext } from '../../../test/runtime';
import { fixedClock } from '../../shared/clock';
import { HOT_WINDOW_DAYS, MIN_SHOWN_COMPLETIONS } from './testCentre.service';

const DAY = 86_400_000;
const clock = fixedClock(new Date());
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp({ PAYMENT_SLOWDOWN_MS: '1' }, { clock, features: EVERY_FEATURE });
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.12.0.${(ip += 1)}`;
const knex = () => t.runtime.db.knex;
/** Past the test centre's one-minute cache of counts, so what a test just wrote is read. */
const nextMinute = () => clock.advance(61_000);

async function gql(query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: { query, variables } });
  const body = res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** `n` finished tests of an exam, `daysAgo` days before the clock's now. */
async function finished(examId: number, n: number, daysAgo: number) {
  const at = new Date(clock.now().getTime() - daysAgo * DAY);
  await knex()('results').insert(Array.from({ length: n }, () => ({ exam_id: examId, type_code: 'X', locale: 'en-US', completed_at: at })));
}

const depsAnswers = Object.fromEntries([
  ...[1, 1, 0, 1, 0, 1, 0, 0, 0].map((v, i) => [`PHQ9_${i + 1}`, v]),
  ...[3, 3, 2, 3, 3].map((v, i) => [`WHO5_${i + 1}`, v]),
]);

const CARD = 'exam { id code category minutes itemCount routeKey } price { currency amount } included recentCompletions publishedAt reason';

describe('the test centre', () => {
  it('ranks hot tests by completions in the last 30 days, and shows a figure only from 20 up', async () => {
    await finished(1802, MIN_SHOWN_COMPLETIONS + 5, 2);
    await finished(1754, 3, 1);
    // Many finished long ago: not hot today.
    await finished(1754, 60, HOT_WINDOW_DAYS + 5);
    // The depression screen is never sold with social proof: not "hot", and no figure, however many finish it.
    await finished(1801, MIN_SHOWN_COMPLETIONS + 40, 1);
    nextMinute();
    const { hotTests } = await gql(`{ hotTests(first: 4) { ${CARD} } }`);
    expect(hotTests.map((c: any) => c.exam.code)).toEqual(['YDGX', 'BMBTI']);
    expect(hotTests[0].recentCompletions).toBe(MIN_SHOWN_COMPLETIONS + 5);
    expect(hotTests[1].recentCompletions).toBeNull();
    const { latestTests } = await gql(`{ latestTests(first: 12) { ${CARD} } }`);
    expect(latestTests.find((c: any) => c.exam.code === 'DEPS').recentCompletions).toBeNull();
    expect(hotTests[0]).toMatchObject({ exam: { minutes: 15, routeKey: 'YDGX-1802' }, included: false, price: { currency: 'USD' } });
    expect(hotTests[0].exam.itemCount).toBeGreaterThan(0);
  });

  it('takes each exam\'s publish date from the seeds', async () => {
    const rows = await knex()('exams').whereIn('id', [1754, 1803]).orderBy('id').select('id', 'published_at');
    expect(rows.map((r: { published_at: Date }) => new Date(r.published_at).toISOString())).toEqual(['2026-09-01T00:00:00.000Z', '2026-11-20T00:00:00.000Z']);
  });

  it('lists the newest tests first, and each tab a page at a time', async () => {
    const now = clock.now().getTime();
    // The publish date orders them, not when the rows were written (here the other way round).
    await knex()('exams').where({ id: 1754 }).update({ published_at: new Date(now - 300 * DAY), created_at: new Date(now - 10 * DAY) });
    await knex()('exams').where({ id: 1801 }).update({ published_at: new Date(now - 200 * DAY), created_at: new Date(now - 20 * DAY) });
    await knex()('exams').where({ id: 1802 }).update({ published_at: new Date(now - 100 * DAY), created_at: new Date(now - 30 * DAY) });
    nextMinute();
    const { latestTests } = await gql(`{ latestTests(first: 12) { ${CARD} } }`);
    const order = latestTests.map((c: any) => c.exam.code).filter((c: string) => ['BMBTI', 'DEPS', 'YDGX'].includes(c));
    expect(order).toEqual(['YDGX', 'DEPS', 'BMBTI']);

    const LIST = `query($p: Int, $s: Int) { testList(category: PERSONALITY, page: $p, pageSize: $s) { items { ${CARD} } total page pageSize pageCount } }`;
    const first = (await gql(LIST, { p: 1, s: 1 })).testList;
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1, pageCount: 2 });
    expect(first.items.map((c: any) => c.exam.code)).toEqual(['YDGX']);
    const second = (await gql(LIST, { p: 2, s: 1 })).testList;
    expect(second.items.map((c: any) => c.exam.code)).toEqual(['BMBTI']);
    // A page past the end is the last page.
    expect((await gql(LIST, { p: 9, s: 1 })).testList.page).toBe(2);
    const { testCategories } = await gql('{ testCategories { category count } }');
    expect(testCategories.map((c: any) => c.category)).toEqual(['MENTAL_HEALTH', 'ABILITY', 'IQ', 'PERSONALITY']);
    expect(testCategories.find((c: any) => c.category === 'PERSONALITY').count).toBe(2);
    expect(testCategories.find((c: any) => c.category === 'ABILITY').count).toBe(0);
  });

  it("suggests only tests the member has not taken, from their results, and rotates on refresh", async () => {
    const email = 'suggest@example.com';
    const cookie = await signUp(t.app, knex(), email, nextIp());
    const res = await t.app.inject({ method: 'POST', url: '/exam/order/info', payload: { appExamId: 1801, lang: 'en-US', answers: depsAnswers, email, firstName: 'Ana', country: 'US', healthConsentVersion: HEALTH_CONSENT_VERSION } });
    expect(res.statusCode).toBe(200);
    nextMinute();
    const SUGGEST = `query($o: Int, $f: Int) { suggestedTests(offset: $o, first: $f) { items { ${CARD} } total offset } }`;
    const mine = (await gql(SUGGEST, { o: 0, f: 12 }, cookie)).suggestedTests;
    const codes = mine.items.map((c: any) => c.exam.code);
    expect(codes).not.toContain('DEPS');
    // The depression screen leads first to the test that carries the WHO-5.
    expect(mine.items[0]).toMatchObject({ exam: { code: 'YDGX' }, reason: 'WELLBEING' });
    expect(mine.total).toBe(codes.length);

    const refreshed = (await gql(SUGGEST, { o: 1, f: 1 }, cookie)).suggestedTests;
    expect(refreshed.items.map((c: any) => c.exam.code)).toEqual([codes[1]]);
    expect(refreshed.offset).toBe(1);
    const wrapped = (await gql(SUGGEST, { o: mine.total, f: 1 }, cookie)).suggestedTests;
    expect(wrapped.items[0].exam.code).toBe(codes[0]);

    // A visitor has taken nothing: every live test, most taken first.
    const guest = (await gql(SUGGEST, { o: 0, f: 12 })).suggestedTests;
    expect(guest.items.map((c: any) => c.exam.code)).toContain('DEPS');
    expect(guest.items.every((c: any) => c.reason === 'POPULAR')).toBe(true);
  });

  it("marks tests included for a member whose plan includes every test, instead of a price", async () => {
    const email = 'included@example.com';
    const cookie = await signUp(t.app, knex(), email, nextIp());
    const first = await orderFor(t.app, email, 'bmbti-trial-monthly', CARDS.ok, nextIp());
    expect(await buyNextStep(t.app, first, 'bmbti-premium-yearly')).toBe('PaymentSucceeded');
    const { latestTests } = await gql(`{ latestTests(first: 2) { ${CARD} } }`, {}, cookie);
    expect(latestTests[0]).toMatchObject({ included: true, price: null });
    const visitor = (await gql(`{ latestTests(first: 2, country: "KR") { ${CARD} } }`)).latestTests;
    expect(visitor[0]).toMatchObject({ included: false, price: { currency: 'KRW' } });
  });
});

const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/exam/tag/list', payload: payload as object });

describe('REST of the test centre (spec section 7)', () => {
  it('groups exams by the four tabs in order, with their counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/exam/category/list', headers: { hl: 'ko-KR' } });
    expect(res.statusCode).toBe(200);
    const { result, data } = res.json();
    expect(result).toBe(200);
    expect(data.slice(0, 4).map((g: any) => g.category)).toEqual(['mental-health', 'ability', 'iq', 'personality']);
    expect(data[0]).toMatchObject({ count: 1, exams: [{ examId: 1801, code: 'DEPS', name: '우울 선별 검사', minutes: 4, itemCount: 14, routeKey: 'DEPS-1801' }] });
  });

  it('answers POST /exam/tag/list for each tag, and refuses a bad one with a code', async () => {
    const page = await post({ tag: 'category', category: 'personality', page: 1, size: 1 });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ tag: 'category', category: 'personality', total: 2, page: 1, pageSize: 1, pageCount: 2 });
    expect(page.json().data.items[0]).toMatchObject({
      examId: 1802, code: 'YDGX', category: 'personality', minutes: 15, routeKey: 'YDGX-1802', included: false,
      price: { currency: 'USD', amount: expect.any(Number) }, reason: null,
    });
    expect(page.json().data.items[0].recentCompletions).toBe(MIN_SHOWN_COMPLETIONS + 5);
    expect((await post({ tag: 'hot' })).json().data.items[0].code).toBe('YDGX');
    expect((await post({ tag: 'latest', size: 1 })).json().data.items).toHaveLength(1);
    const suggested = (await post({ tag: 'suggested', offset: 0, size: 2 })).json().data;
    expect(suggested).toMatchObject({ tag: 'suggested', offset: 0, total: expect.any(Number) });
    expect(suggested.items).toHaveLength(2);

    for (const bad of [{ tag: 'nope' }, { tag: 'category' }, { tag: 'category', category: 'astrology' }, { tag: 'hot', size: 'x' }]) {
      const res = await post(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: 400, code: 'BAD_USER_INPUT' });
    }
  });

  it('recommends tests and courses after one, and exam info with its price', async () => {
    const after = await t.app.inject({ method: 'GET', url: '/exam/recommend/exam/list/1801' });
    expect(after.statusCode).toBe(200);
    const items = after.json().data as any[];
    expect(items.map((c) => c.code)).not.toContain('DEPS');
    expect(items[0]).toMatchObject({ code: 'YDGX', reason: 'wellbeing' });

    // After a personality test: self-knowledge, relationships and emotions courses, then the newest of the others.
    const courses = await t.app.inject({ method: 'GET', url: '/exam/recommend/course/list/1754', headers: { hl: 'ko-KR' } });
    expect(courses.statusCode).toBe(200);
    const recommended = courses.json().data as any[];
    expect(recommended.map((c) => c.category).slice(0, 3)).toEqual(['selfKnowledge', 'relationships', 'emotions']);
    expect(recommended).toHaveLength(4);
    expect(recommended[0]).toMatchObject({ slug: 'knowing-your-values', premium: true, locked: true, title: '나의 가치 알기' });
    expect(recommended[0]).not.toHaveProperty('locale');

    const info = await t.app.inject({ method: 'GET', url: '/exam/info/1754?country=KR', headers: { hl: 'en-US' } });
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ examId: 1754, code: 'BMBTI', category: 'personality', minutes: 15, included: false, price: { currency: 'KRW' } });
    expect(info.json().data.itemCount).toBeGreaterThan(0);

    for (const url of ['/exam/recommend/exam/list/999999', '/exam/recommend/course/list/999999', '/exam/info/999999']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ result: 404, code: 'EXAM_NOT_FOUND' });
    }
    for (const url of ['/exam/recommend/exam/list/abc', '/exam/recommend/course/list/-1', '/exam/info/1.5']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: 400, code: 'BAD_USER_INPUT', field: 'id' });
    }
  });
});
