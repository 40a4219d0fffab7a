import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales';
import { permitsContent, type MemberTier } from '../access/policy';
import type { UserRow } from '../account/account.models';
import type { ExamService } from '../exam/exam.service';
import { queryTerms, tsQueryText } from '../search/tokenize';
import type { SubscriptionService } from '../subscription/subscription.service';
import * as repo from './articles.repository';
import {
  ARTICLE_CATEGORIES,
  type ArticleCategory,
  type ArticleSummaryModel,
  type ArticleView,
  type PageModel,
  pageOf,
  pageRequest,
  type RelatedTestModel,
} from './content.models';

/** The longest keyword read; the rest of a longer one is ignored. */
export const MAX_KEYWORD_LENGTH = 100;

/** The UTC day of an instant, as the content files date things. */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** A keyword as a tsquery, or null when it holds no word (empty, spaces, punctuation only): then all match. */
export function keywordQuery(keyword: string | null | undefined): string | null {
  return keyword ? tsQueryText(queryTerms(keyword.slice(0, MAX_KEYWORD_LENGTH))) : null;
}

/**
 * The user centre's articles: lists, categories and today's recommendation for anyone; an article's text only for
 * the readers the access policy allows (Premium), answered as locked to anyone else.
 */
export function createArticleService(deps: {
  db: Db;
  clock: Clock;
  subscriptions: Pick<SubscriptionService, 'entitlement'>;
  exam: Pick<ExamService, 'listExams'>;
}) {
  const { db, clock } = deps;
  const today = () => dayOf(clock.now());

  async function tierOf(reader: UserRow | null): Promise<MemberTier | null> {
    return reader ? (await deps.subscriptions.entitlement(reader.email)).tier : null;
  }

  async function relatedTests(codes: readonly string[], locale: Locale): Promise<RelatedTestModel[]> {
    if (!codes.length) return [];
    const exams = await deps.exam.listExams();
    return codes.flatMap((code) => {
      const exam = exams.find((e) => e.code === code);
      return exam ? [{ code: exam.code, examId: exam.id, name: exam.names[locale] ?? exam.names[DEFAULT_LOCALE] ?? exam.code }] : [];
    });
  }

  return {
    /**
     * One page of the published articles in the locale: of one category or all, matching a keyword when given (a
     * search ranks a window of the matches: see articlesRepository.searchArticles).
     */
    async list(input: { locale: Locale; page?: number | null; pageSize?: number | null; category?: ArticleCategory | null; keyword?: string | null }): Promise<PageModel<ArticleSummaryModel>> {
      const request = pageRequest(input.page, input.pageSize);
      const { items, total, totalCapped } = await repo.listArticles(db, {
        locale: input.locale,
        today: today(),
        category: input.category ?? null,
        tsQuery: keywordQuery(input.keyword),
        limit: request.pageSize,
        offset: request.offset,
      });
      // A keyword matching more articles than a search ranks says so; the total is then a lower bound.
      return totalCapped ? { ...pageOf(items, total, request), totalCapped } : pageOf(items, total, request);
    },

    /** Every category in tab order with how many published articles it has in the locale (0 included). */
    async categories(locale: Locale): Promise<{ category: ArticleCategory; count: number }[]> {
      const counts = await repo.countByCategory(db, { locale, today: today() });
      return ARTICLE_CATEGORIES.map((category) => ({ category, count: counts.find((c) => c.category === category)?.count ?? 0 }));
    },

    /** Today's recommendation in the locale, or null. */
    recommended: (locale: Locale): Promise<ArticleSummaryModel | null> => repo.findRecommended(db, { locale, today: today() }),

    /**
     * A published article in the locale (English when it has no text in it), or null. Its body is there only for a
     * reader the access policy lets read articles; to anyone else it is locked, and no part of the body leaves.
     */
    async detail(id: number, locale: Locale, reader: UserRow | null): Promise<ArticleView | null> {
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const [article, tier] = await Promise.all([repo.findArticle(db, id, [locale, DEFAULT_LOCALE], today()), tierOf(reader)]);
      if (!article) return null;
      const open = permitsContent(tier, 'article:read');
      const { body, ...summary } = article;
      return { ...summary, locked: !open, body: open ? body : null, relatedTests: await relatedTests(article.relatedExams, locale) };
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
