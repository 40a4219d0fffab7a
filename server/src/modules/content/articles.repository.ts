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
): Promise<{ items: ArticleSummaryModel[]; total: number; totalCapped?: boolean }> {
  if (filter.tsQuery) return searchArticles(db, { ...filter, tsQuery: filter.tsQuery });
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

/** A search ranks at least this many of the matches, more only to reach a page further down, and never more than SEARCH_RANKED_MAX. */
export const SEARCH_RANKED = 100;
export const SEARCH_RANKED_MAX = 1000;
/** How many title matches a search ranks besides the window, so a title match is not lost behind body matches. */
export const SEARCH_TITLED = 100;

/**
 * One page of the articles matching a tsquery, the best first (ts_rank, the title's tokens weighing more), then the
 * newest; and how many match, counted up to the ranked window only.
 *
 * The search reads article_texts alone through its locale's GIN indexes (category and publish day are on the row,
 * see migration 20261209000200). It takes the first matches the index gives, up to the window (SEARCH_RANKED, or as
 * far as the page asked for, at most SEARCH_RANKED_MAX), and up to SEARCH_TITLED title matches (from the title
 * tokens' own index, so a title match is not left out for being many body matches behind), and ranks only those,
 * joining the texts and articles for the page's rows alone: ranking reads each match's whole token list, so ranking
 * every match of a common word (a whole locale's articles) is what made a search slow. A keyword that matches more
 * than the window is answered from the window, with `totalCapped` set and `total` the window's size: a lower bound,
 * and the pages end there. One round trip, whatever the page.
 *
 * `matches` and `titled` are planned on their own, for all their rows, so the planner takes the locale's GIN index
 * however common the term (with the LIMIT in the same query it would read the whole table instead, hoping to stop
 * early: the plan it chose for a single common Chinese character, and a slow one for a rare character). Being
 * materialised, they are read only as far as the window asks: the index's bitmap is built whole, but no more than
 * the window's rows are read.
 */
export async function searchArticles(db: Executor, filter: SearchFilter): Promise<{ items: ArticleSummaryModel[]; total: number; totalCapped: boolean }> {
  const window = searchWindow(filter);
  const { rows } = await searchQuery(db, filter);
  const matched = Number(rows[0]?.matched ?? 0);
  return {
    items: rows.filter((r) => r.id != null).map((r) => toSummary(r as ArticleRow)),
    total: Math.min(matched, window),
    totalCapped: matched > window,
  };
}

type SearchFilter = { locale: Locale; today: string; category?: ArticleCategory | null; tsQuery: string; limit: number; offset: number };

const searchWindow = (filter: SearchFilter) => Math.min(SEARCH_RANKED_MAX, Math.max(SEARCH_RANKED, filter.offset + filter.limit));

/** The search's statement (its plan is tested: the locale's GIN index, whatever the term). */
export function searchQuery(db: Executor, filter: SearchFilter): Knex.Raw<{ rows: (Partial<ArticleRow> & { matched: string | number })[] }> {
  const window = searchWindow(filter);
  const category = filter.category ? 'and t.category = :category' : '';
  return db.raw<{ rows: (Partial<ArticleRow> & { matched: string | number })[] }>(
    `with matches as materialized (
       select t.article_id, t.published_at, t.search from article_texts t
       where t.locale = :locale and t.published_at <= :today ${category} and t.search @@ to_tsquery('simple', :query)
     ), titled as materialized (
       select t.article_id, t.published_at, t.search from article_texts t
       where t.locale = :locale and t.published_at <= :today ${category} and ts_filter(t.search, '{a}') @@ to_tsquery('simple', :query)
     ), probe as materialized (
       select * from matches limit :probe
     ), ranked as (
       select distinct on (article_id) article_id, published_at, ts_rank(search, to_tsquery('simple', :query)) as rank
       from ((select * from probe limit :window) union all (select * from titled limit :titled)) candidates
       order by article_id
     ), page as (
       select * from ranked order by rank desc, published_at desc, article_id desc limit :limit offset :offset
     )
     select c.matched, p.* from (select count(*) as matched from probe) c
     left join lateral (
       select a.id, a.slug, t.category, a.related_exams, t.locale, t.title, t.summary, to_char(t.published_at, 'YYYY-MM-DD') as published_at, page.rank
       from page
       join article_texts t on t.article_id = page.article_id and t.locale = :locale
       join articles a on a.id = page.article_id
     ) p on true
     order by p.rank desc, p.published_at desc, p.id desc`,
    { locale: filter.locale, today: filter.today, category: filter.category ?? null, query: filter.tsQuery, probe: window + 1, window, titled: SEARCH_TITLED, limit: filter.limit, offset: filter.offset },
  );
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
