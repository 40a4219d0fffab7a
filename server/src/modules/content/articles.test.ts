import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { upsertArticle } from '../../../seeds/memberContent';
import { createTestDb } from '../../../test/db';
import type { DbHandle } from '../../db/connection';
import { fixedClock } from '../../shared/clock';
import type { UserRow } from '../account/account.models';
import { createArticleService } from './articles.service';
import { FUTURE_ARTICLE, SLEEP_ARTICLE, TEST_ARTICLE } from './test/fixtures';

const reader = (email: string) => ({ id: '00000000-0000-4000-8000-000000000001', email }) as UserRow;

/** Search and access on the real database (PGlite always; PostgreSQL too when DATABASE_URL is set). */
describe('articles', () => {
  let handle: DbHandle;
  let knex: Knex;
  let sleepId: number;
  const tiers = new Map<string, 'guest' | 'basic' | 'premium'>([['premium@example.com', 'premium'], ['basic@example.com', 'basic']]);
  const service = () =>
    createArticleService({
      db: knex,
      clock: fixedClock(new Date('2026-11-27T12:00:00Z')),
      subscriptions: { entitlement: async (email: string) => ({ tier: tiers.get(email) ?? 'guest', validUntil: null }) },
      exam: { listExams: async () => [{ id: 1801, code: 'DEPS', names: { 'en-US': 'Depression Screen', 'ko-KR': '우울 선별 검사' } }] as never },
    });

  beforeAll(async () => {
    handle = await createTestDb();
    knex = handle.knex;
    await knex('articles').delete();
    sleepId = await upsertArticle(knex, SLEEP_ARTICLE);
    await upsertArticle(knex, TEST_ARTICLE);
    await upsertArticle(knex, FUTURE_ARTICLE);
  });
  afterAll(() => handle.close());

  const titles = async (locale: Parameters<ReturnType<typeof service>['list']>[0]['locale'], keyword: string) =>
    (await service().list({ locale, keyword })).items.map((a) => a.title);

  it('finds Chinese by one and two characters, in Traditional or Simplified', async () => {
    expect(await titles('zh-CN', '睡')).toEqual(['睡眠与情绪']);
    expect(await titles('zh-CN', '情绪')).toEqual(['睡眠与情绪']);
    expect(await titles('zh-CN', '情緒')).toEqual(['睡眠与情绪']);
    expect(await titles('zh-HK', '忧郁')).toEqual(['睡眠與情緒']);
    expect(await titles('zh-HK', '憂鬱')).toEqual(['睡眠與情緒']);
    expect(await titles('zh-CN', '测')).toEqual(['测试如何运作']);
  });

  it('finds Japanese by one and two characters, kana and kanji', async () => {
    expect(await titles('ja-JP', '眠')).toEqual(['睡眠とこころ']);
    expect(await titles('ja-JP', 'ここ')).toEqual(['睡眠とこころ']);
    expect(await titles('ja-JP', '気分')).toEqual(['睡眠とこころ']);
  });

  it('finds Korean by a syllable, a two-syllable word inside a longer one, and a whole word', async () => {
    expect(await titles('ko-KR', '잠')).toEqual(['수면과 기분']);
    expect(await titles('ko-KR', '수면')).toEqual(['수면과 기분']);
    expect(await titles('ko-KR', '점수')).toEqual(['검사의 원리']);
    expect(await titles('ko-KR', '수면 척도')).toEqual([]);
  });

  it('matches Latin words with or without accents, every word required, the title ranked first', async () => {
    expect(await titles('fr-FR', 'ete')).toEqual(['Sommeil et humeur']);
    expect(await titles('fr-FR', 'ÉTÉ café')).toEqual(['Sommeil et humeur']);
    expect(await titles('en-US', 'cafe')).toEqual(['Sleep and mood']);
    expect(await titles('en-US', 'sleep')).toEqual(['Sleep and mood', 'How tests work']);
    expect(await titles('en-US', 'sleep nothing')).toEqual([]);
  });

  it('lists all, a category, a page with "page x of y", and never an article not yet published', async () => {
    const all = await service().list({ locale: 'en-US', pageSize: 1 });
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 1, pageCount: 2 });
    expect(all.items[0]).toMatchObject({ title: 'How tests work', category: 'test', publishedAt: '2026-10-10' });
    expect((await service().list({ locale: 'en-US', pageSize: 1, page: 2 })).items.map((a) => a.slug)).toEqual(['sleep-and-mood']);
    expect((await service().list({ locale: 'en-US', pageSize: 1, page: 3 })).items).toEqual([]);
    expect((await service().list({ locale: 'en-US', category: 'science' })).items.map((a) => a.slug)).toEqual(['sleep-and-mood']);
    expect(await service().categories('en-US')).toEqual([
      { category: 'science', count: 1 },
      { category: 'test', count: 1 },
      { category: 'consultation', count: 0 },
      { category: 'treatment', count: 0 },
      { category: 'mentalHealth', count: 0 },
    ]);
  });

  it("recommends today's article", async () => {
    expect((await service().recommended('ko-KR'))?.title).toBe('수면과 기분');
  });

  it('opens the text to Premium only, and answers anyone else as locked with no body', async () => {
    for (const who of [null, reader('basic@example.com'), reader('guest@example.com')]) {
      const locked = await service().detail(sleepId, 'ko-KR', who);
      expect(locked).toMatchObject({ locked: true, body: null, title: '수면과 기분' });
      expect(JSON.stringify(locked)).not.toContain('잠을');
    }
    const open = await service().detail(sleepId, 'ko-KR', reader('premium@example.com'));
    expect(open).toMatchObject({ locked: false, title: '수면과 기분', relatedTests: [{ code: 'DEPS', examId: 1801, name: '우울 선별 검사' }] });
    expect(open?.body?.[1]).toEqual({ type: 'p', text: '잠을 잘 자면 기분이 안정됩니다.' });
    // A locale without a text falls back to English; an unknown id is nothing.
    expect((await service().detail(sleepId, 'de-DE', null))?.title).toBe('Sleep and mood');
    expect(await service().detail(999_999, 'en-US', null)).toBeNull();
  });
});
