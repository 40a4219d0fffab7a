import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertArticle, upsertNotice } from '../../../seeds/memberContent';
import { signUp } from '../../../test/accounts';
import { gql, startTestApp, type TestContext } from '../../../test/runtime';
import { MAINTENANCE_NOTICE, NEW_TESTS_NOTICE, SLEEP_ARTICLE, TEST_ARTICLE } from './test/fixtures';

/** The REST paths of spec section 7 and the GraphQL fields, over HTTP: one service, the same answers. */
describe('articles and notices over REST and GraphQL', () => {
  let t: TestContext;
  let sleepId: number;
  let maintenanceId: number;
  let member: string;
  const knex = () => t.runtime.db.knex;

  beforeAll(async () => {
    t = await startTestApp();
    await knex()('articles').delete();
    await knex()('notices').delete();
    sleepId = await upsertArticle(knex(), SLEEP_ARTICLE);
    await upsertArticle(knex(), TEST_ARTICLE);
    maintenanceId = await upsertNotice(knex(), MAINTENANCE_NOTICE);
    await upsertNotice(knex(), NEW_TESTS_NOTICE);
    member = await signUp(t.app, knex(), 'reader@example.com', '10.9.0.1');
  });
  afterAll(() => t.close());

  it('POST /article/infos/list pages and searches in the hl locale', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/article/infos/list', headers: { hl: 'ko-KR' }, payload: { page: 1, size: 10, category: 'all', keyword: '잠' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: 200,
      data: {
        items: [{ id: sleepId, slug: 'sleep-and-mood', category: 'science', title: '수면과 기분', summary: '하룻밤이 하루를 만듭니다.', publishedAt: '2026-10-02' }],
        total: 1,
        page: 1,
        pageSize: 10,
        pageCount: 1,
      },
    });
    const bad = await t.app.inject({ method: 'POST', url: '/article/infos/list', payload: { category: 'astrology' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'category' });
  });

  it('POST /article/category/list gives the tabs with counts and the recommendation', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/article/category/list', headers: { hl: 'en-US' } });
    expect(res.json().data.categories.map((c: { category: string }) => c.category)).toEqual(['science', 'test', 'consultation', 'treatment', 'mentalHealth']);
    expect(res.json().data.recommended).toMatchObject({ id: sleepId, title: 'Sleep and mood' });
  });

  it('GET /article/infos/detail/{id} answers a visitor and a member without a plan as locked, with no body', async () => {
    for (const cookie of [undefined, member]) {
      const res = await t.app.inject({ method: 'GET', url: `/article/infos/detail/${sleepId}`, headers: { hl: 'en-US', ...(cookie ? { cookie } : {}) } });
      expect(res.json().data).toMatchObject({ id: sleepId, locked: true, body: null, title: 'Sleep and mood', relatedTests: [{ code: 'DEPS', examId: 1801 }] });
      expect(res.body).not.toContain('keeps you awake');
    }
    expect((await t.app.inject({ method: 'GET', url: '/article/infos/detail/424242' })).statusCode).toBe(404);
  });

  it('GraphQL articles and article answer as REST does', async () => {
    const { body } = await gql(
      t.app,
      `query($id: Int!) { articles(locale: "zh-HK", keyword: "憂鬱") { total items { id title category } }
         article(id: $id, locale: "zh-HK") { locked body { type } relatedTests { name } } }`,
      { id: sleepId },
    );
    expect(body.data).toEqual({
      articles: { total: 1, items: [{ id: sleepId, title: '睡眠與情緒', category: 'SCIENCE' }] },
      article: { locked: true, body: null, relatedTests: [{ name: '抑鬱篩查' }] },
    });
  });

  it('GET /notices: newest first, searchable; read state and unread count for a member, null for a visitor', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/notices?page=1&size=10' });
    expect(visitor.json().data).toMatchObject({ total: 2, page: 1, pageCount: 1, unread: null });
    expect(visitor.json().data.items.map((n: { title: string; read: null }) => [n.title, n.read])).toEqual([
      ['Two new tests', null],
      ['Planned maintenance', null],
    ]);
    const found = await t.app.inject({ method: 'GET', url: `/notices?keyword=${encodeURIComponent('점검')}`, headers: { hl: 'ko-KR' } });
    expect(found.json().data.items).toEqual([expect.objectContaining({ id: maintenanceId, title: '정기 점검 안내', excerpt: '일요일 밤 10분간 점검합니다.' })]);

    const before = await t.app.inject({ method: 'GET', url: '/notices', headers: { cookie: member } });
    expect(before.json().data).toMatchObject({ unread: 2 });
    const read = await gql(t.app, 'mutation($id: Int!) { markNoticeRead(input: { noticeId: $id }) { notice { id read } } }', { id: maintenanceId }, { cookie: member });
    expect(read.body.data).toEqual({ markNoticeRead: { notice: { id: maintenanceId, read: true } } });
    const after = await t.app.inject({ method: 'GET', url: '/notices', headers: { cookie: member } });
    expect(after.json().data.unread).toBe(1);
    expect(after.json().data.items.map((n: { read: boolean }) => n.read)).toEqual([false, true]);
  });

  it('marking read needs an account and a notice that exists', async () => {
    const visitor = await gql(t.app, 'mutation { markNoticeRead(input: { noticeId: 1 }) { notice { id } } }', {});
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = await gql(t.app, 'mutation { markNoticeRead(input: { noticeId: 424242 }) { notice { id } } }', {}, { cookie: member });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
