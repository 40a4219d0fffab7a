import type { Knex } from 'knex';
import type { Executor } from '../../db/connection';
import type { Locale } from '../../shared/locales';
import type { ArticleCategory, ArticleModel, ArticleSummaryModel, ContentBlock } from './content.models';

interface ArticleRow {
  id: number;
  slug: string;
  category: ArticleCategory;
  related_exams: string[];
  published_at: string;
  locale: Locale;
  title: string;
  summary: string;
  body?: ContentBlock[] | string;
}

const SUMMARY_COLUMNS = [
  'a.id',
  'a.slug',
  'a.category',
  'a.related_exams',
  't.locale',
  't.title',
  't.summary',
] as const;

const toSummary = (r: ArticleRow): ArticleSummaryModel => ({
  id: r.id,
  slug: r.slug,
  category: r.category,
  locale: r.locale,
  title: r.title,
  summary: r.summary,
  publishedAt: r.published_at,
  relatedExams: r.related_exams ?? [],
});

const toArticle = (r: ArticleRow): ArticleModel => ({
  ...toSummary(r),
  body: typeof r.body === 'string' ? (JSON.parse(r.body) as ContentBlock[]) : (r.body ?? []),
});

/** Articles published by `today` with a text in the locale, in a category when given, matching a tsquery when given. */
function published(db: Executor, filter: { locale: Locale; today: string; category?: ArticleCategory | null; tsQuery?: string | null }): Knex.QueryBuilder {
  const q = db('articles as a')
    .join('article_texts as t', 't.article_id', 'a.id')
    .where('t.locale', filter.locale)
    .where('a.published_at', '<=', filter.today);
  if (filter.category) q.where('a.category', filter.category);
  if (filter.tsQuery) q.whereRaw("t.search @@ to_tsquery('simple', ?)", [filter.tsQuery]);
  return q;
}

/**
 * One page of articles and the count of all that match. With a query, the best matches come first (ts_rank, the
 * title's tokens weighing more), then the newest; without one, the newest.
 */
export async function listArticles(
  db: Executor,
  filter: { locale: Locale; today: string; category?: ArticleCategory | null; tsQuery?: string | null; limit: number; offset: number },
): Promise<{ items: ArticleSummaryModel[]; total: number }> {
  // One pass over the matches gives the page and, by a window count, the total; only a page past the end asks again.
  const rows = published(db, filter).select<(ArticleRow & { total: string | number })[]>(
    ...SUMMARY_COLUMNS,
    db.raw("to_char(a.published_at, 'YYYY-MM-DD') as published_at"),
    db.raw('count(*) over () as total'),
  );
  if (filter.tsQuery) rows.orderByRaw("ts_rank(t.search, to_tsquery('simple', ?)) desc", [filter.tsQuery]);
  rows.orderBy([{ column: 'a.published_at', order: 'desc' }, { column: 'a.id', order: 'desc' }]).limit(filter.limit).offset(filter.offset);
  const items = await rows;
  const total = items[0] ? Number(items[0].total) : filter.offset > 0 ? Number((await published(db, filter).count<{ count: string | number }[]>({ count: '*' }).first())?.count ?? 0) : 0;
  return { items: items.map(toSummary), total };
}

/** How many published articles each category has in the locale (categories without one are left out). */
export async function countByCategory(db: Executor, filter: { locale: Locale; today: string }): Promise<{ category: ArticleCategory; count: number }[]> {
  const rows = await published(db, filter).select('a.category').count<{ category: ArticleCategory; count: string | number }[]>({ count: '*' }).groupBy('a.category');
  return rows.map((r) => ({ category: r.category, count: Number(r.count) }));
}

/** A published article with its body in the first of the locales it has a text in; null when there is none. */
export async function findArticle(db: Executor, id: number, locales: readonly Locale[], today: string): Promise<ArticleModel | null> {
  const row = await db('articles as a')
    .join('article_texts as t', 't.article_id', 'a.id')
    .where('a.id', id)
    .where('a.published_at', '<=', today)
    .whereIn('t.locale', locales)
    .orderByRaw('(t.locale = ?) desc', [locales[0] ?? null])
    .first<ArticleRow | undefined>(...SUMMARY_COLUMNS, 't.body', db.raw("to_char(a.published_at, 'YYYY-MM-DD') as published_at"));
  return row ? toArticle(row) : null;
}

/** Today's recommendation: the article most recently recommended on or before today, in the locale. */
export async function findRecommended(db: Executor, filter: { locale: Locale; today: string }): Promise<ArticleSummaryModel | null> {
  const row = await published(db, filter)
    .whereNotNull('a.recommended_on')
    .where('a.recommended_on', '<=', filter.today)
    .orderBy([{ column: 'a.recommended_on', order: 'desc' }, { column: 'a.id', order: 'desc' }])
    .first<ArticleRow | undefined>(...SUMMARY_COLUMNS, db.raw("to_char(a.published_at, 'YYYY-MM-DD') as published_at"));
  return row ? toSummary(row) : null;
}
