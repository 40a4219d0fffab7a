import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createTestDb } from '../../../test/db';
import type { DbHandle } from '../../db/connection';
import { fixedClock } from '../../shared/clock';
import { LOCALES } from '../../shared/locales';
import { createArticleService, keywordQuery } from './articles.service';
import { SEARCH_RANKED, searchQuery } from './articles.repository';
import { documentTokens, tokenText } from '../search/tokenize';

/**
 * The articles search at scale, on the real database (PGlite always; PostgreSQL too when DATABASE_URL is set): the
 * row it reads, the window it ranks, the total it reports, and the plan it takes.
 */
let handle: DbHandle;
let knex: Knex;
const service = () =>
  createArticleService({
    db: knex,
    clock: fixedClock(new Date('2026-11-27T12:00:00Z')),
    subscriptions: { entitlement: async () => ({ tier: 'guest' as const, validUntil: null }) },
    exam: { listExams: async () => [] },
  });

/** One article with a text per given locale, written as the seeds write it (the search row takes the rest). */
async function article(slug: string, category: string, publishedAt: string, texts: Record<string, { title: string; body: string }>): Promise<number> {
  const [row] = await knex('articles').insert({ slug, category, published_at: publishedAt }).returning<{ id: number }[]>('id');
  const id = row!.id;
  for (const [locale, t] of Object.entries(texts)) {
    await knex('article_texts').insert({
      article_id: id,
      locale,
      title: t.title,
      summary: t.title,
      body: JSON.stringify([{ type: 'p', text: t.body }]),
      search: knex.raw("setweight(to_tsvector('simple', ?), 'A') || setweight(to_tsvector('simple', ?), 'B')", [tokenText(documentTokens(t.title)), tokenText(documentTokens(t.body))]),
    });
  }
  return id;
}

/** Characters of the Chinese and Japanese texts; 情绪 is added to a third of them. */
const ZH = '睡眠压力习惯记忆专注焦虑平静信任家庭工作休息';

beforeAll(async () => {
  handle = await createTestDb();
  knex = handle.knex;
  await knex('articles').delete();
  // Many articles in every locale: "sleep" is in all English ones, "habit" and 情绪 in a third of theirs.
  const rows = Array.from({ length: 3600 }, (_, i) => ({ slug: `many-${i}`, category: 'science', published_at: `2026-0${1 + (i % 9)}-1${i % 10}` }));
  const ids: { id: number }[] = [];
  for (let i = 0; i < rows.length; i += 500) ids.push(...(await knex('articles').insert(rows.slice(i, i + 500)).returning<{ id: number }[]>('id')));
  const texts = ids.map(({ id }, i) => {
    const locale = LOCALES[i % LOCALES.length]!;
    const chars = [...ZH];
    const zh = Array.from({ length: 12 }, (_, k) => chars[(i * 7 + k * 3) % chars.length]).join('');
    const title = locale.startsWith('zh') || locale === 'ja-JP' ? zh.slice(0, 4) : `note ${i}`;
    const body = locale.startsWith('zh') || locale === 'ja-JP' ? `${i % 3 ? '' : '情绪'}${zh}` : `sleep ${i % 3 ? 'rest' : 'habit'} ${i}`;
    return { article_id: id, locale, title, summary: title, body: JSON.stringify([{ type: 'p', text: body }]), ttok: tokenText(documentTokens(title)), btok: tokenText(documentTokens(body)) };
  });
  await knex.raw(
    `insert into article_texts (article_id, locale, title, summary, body, search)
     select x.article_id, x.locale, x.title, x.summary, x.body::jsonb, setweight(to_tsvector('simple', x.ttok), 'A') || setweight(to_tsvector('simple', x.btok), 'B')
     from jsonb_to_recordset(?::jsonb) as x(article_id int, locale text, title text, summary text, body text, ttok text, btok text)`,
    [JSON.stringify(texts)],
  );
  await knex.raw('analyze article_texts');
});
afterAll(() => handle.close());

describe('the search row', () => {
  it("carries its article's category and publish day, and follows them when the article changes", async () => {
    const id = await article('row-follows', 'test', '2026-11-01', { 'en-US': { title: 'Quokka habits', body: 'x' }, 'de-DE': { title: 'Quokka Alltag', body: 'x' } });
    expect(await knex('article_texts').where({ article_id: id }).orderBy('locale').select('locale', 'category', knex.raw("to_char(published_at, 'YYYY-MM-DD') as day"))).toEqual([
      { locale: 'de-DE', category: 'test', day: '2026-11-01' },
      { locale: 'en-US', category: 'test', day: '2026-11-01' },
    ]);
    expect((await service().list({ locale: 'en-US', keyword: 'quokka', category: 'test' })).items.map((a) => a.slug)).toEqual(['row-follows']);

    await knex('articles').where({ id }).update({ category: 'treatment', published_at: '2026-12-24' });
    expect(await knex('article_texts').where({ article_id: id }).distinct('category').pluck('category')).toEqual(['treatment']);
    // Not published until Christmas Eve now, and in its new category.
    expect((await service().list({ locale: 'en-US', keyword: 'quokka' })).items).toEqual([]);
    await knex('articles').where({ id }).update({ published_at: '2026-11-20' });
    expect((await service().list({ locale: 'de-DE', keyword: 'quokka', category: 'treatment' })).items.map((a) => ({ slug: a.slug, category: a.category, publishedAt: a.publishedAt }))).toEqual([
      { slug: 'row-follows', category: 'treatment', publishedAt: '2026-11-20' },
    ]);
    expect((await service().list({ locale: 'de-DE', keyword: 'quokka', category: 'test' })).items).toEqual([]);
  });
});

describe('a common word', () => {
  it('ranks a window of the matches, says the total is capped, and keeps pages inside it', async () => {
    const first = await service().list({ locale: 'en-US', keyword: 'sleep', pageSize: 10 });
    expect(first).toMatchObject({ total: SEARCH_RANKED, totalCapped: true, pageCount: SEARCH_RANKED / 10 });
    expect(first.items).toHaveLength(10);
    const last = await service().list({ locale: 'en-US', keyword: 'sleep', pageSize: 10, page: SEARCH_RANKED / 10 });
    expect(last.items).toHaveLength(10);
    // A page further down widens the window as far as it asks.
    const deeper = await service().list({ locale: 'en-US', keyword: 'sleep', pageSize: 50, page: 5 });
    expect(deeper).toMatchObject({ total: 250, totalCapped: true });
    expect(deeper.items).toHaveLength(50);
    // Every page is a different slice of one order.
    const slugs = [...first.items, ...(await service().list({ locale: 'en-US', keyword: 'sleep', pageSize: 10, page: 2 })).items].map((a) => a.slug);
    expect(new Set(slugs).size).toBe(20);
  });

  it('counts exactly, with no cap, when fewer match than the window', async () => {
    const found = await service().list({ locale: 'en-US', keyword: 'sleep 9' });
    expect(found).toMatchObject({ total: 1, pageCount: 1 });
    expect(found.totalCapped).toBeUndefined();
    expect(found.items.map((a) => a.title)).toEqual(['note 9']);
  });

  it('ranks a title match above the body matches of the window', async () => {
    await article('title-sleep', 'science', '2025-01-01', { 'en-US': { title: 'Sleep', body: 'rest' } });
    const found = await service().list({ locale: 'en-US', keyword: 'sleep', pageSize: 1 });
    expect(found.items.map((a) => a.slug)).toEqual(['title-sleep']);
  });
});

describe('the plan', () => {
  const planOf = async (locale: (typeof LOCALES)[number], keyword: string) => {
    const sql = searchQuery(knex, { locale, today: '2026-11-27', tsQuery: keywordQuery(keyword)!, limit: 10, offset: 0 }).toQuery();
    const { rows } = await knex.raw<{ rows: { 'QUERY PLAN': unknown }[] }>(`explain (format json) ${sql}`);
    return JSON.stringify(rows[0]!['QUERY PLAN']);
  };

  it('reads an index for one- and two-character Chinese and Japanese queries, the title through its own, never the whole table', async () => {
    for (const [locale, keyword] of [['zh-CN', '情'], ['zh-CN', '情绪'], ['zh-HK', '緒'], ['ja-JP', '情绪'], ['en-US', 'habit']] as const) {
      const plan = await planOf(locale, keyword);
      // The matches are planned for all their rows, apart from the window's LIMIT: an index's bitmap, never a scan of
      // the table hoping to stop early. (Which index depends on the numbers: at 100,000 articles, the locale's GIN
      // index; at this test's few hundred per locale, the locale's B-tree may do as well.)
      expect(plan, `${locale} ${keyword}`).toMatch(/"Node Type":"Bitmap Heap Scan","Parent Relationship":"InitPlan","Subplan Name":"CTE matches"/);
      expect(plan, `${locale} ${keyword}`).toContain(`"Index Name":"article_texts_title_${locale.toLowerCase().replace('-', '_')}"`);
      expect(plan, `${locale} ${keyword}`).not.toMatch(/"Seq Scan"[^}]*"Relation Name":"article_texts"/);
    }
  });
});
