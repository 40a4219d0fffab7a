import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ARTICLE_CATEGORIES, type ArticleSummaryModel, type ArticleView, type NoticeWithRead } from '../modules/content/content.models';
import type { Services } from '../services';
import { DEFAULT_LOCALE } from '../shared/locales';
import { readSessionToken } from '../shared/sessionCookie';
import { AppError } from '../shared/errors';
import { ok, parse } from './envelope';
import { clientInfo } from './headers';

const page = z.coerce.number().int().optional();
const keyword = z.string().max(500).optional();

const ArticleList = z.object({
  page,
  size: page,
  pageSize: page,
  category: z.enum(ARTICLE_CATEGORIES).or(z.literal('all')).optional(),
  keyword,
});
const NoticeList = z.object({ page, size: page, keyword });
const ById = z.object({ id: z.coerce.number().int().positive() });

const articleItem = ({ relatedExams: _related, locale: _locale, ...a }: ArticleSummaryModel) => a;
const articleView = ({ relatedExams: _related, ...a }: ArticleView) => a;
const noticeView = (n: NoticeWithRead) => n;

/** The locale of the request (the hl header or query), English by default, and the signed-in reader if any. */
async function reader(services: Services, req: FastifyRequest) {
  return { locale: clientInfo(req).locale ?? DEFAULT_LOCALE, user: await services.account.userOf(readSessionToken(req)) };
}

/**
 * Articles and notices (spec section 7), on the same services as GraphQL. Lists page as `{ items, total, page,
 * pageSize, pageCount }`; an article is `locked` with a null body to a reader who may not read it.
 */
export function registerContentRoutes(app: FastifyInstance, services: Services) {
  /** Body: page (1-based), size (1..50), category (a category key or "all"), keyword. */
  app.post('/article/infos/list', async (req) => {
    const body = parse(ArticleList, req.body ?? {});
    const { locale } = await reader(services, req);
    const found = await services.articles.list({
      locale,
      page: body.page,
      pageSize: body.size ?? body.pageSize,
      category: body.category === 'all' ? null : body.category,
      keyword: body.keyword,
    });
    return ok({ ...found, items: found.items.map(articleItem) });
  });

  /** Every category in tab order with its count, and today's recommendation (null when there is none). */
  app.post('/article/category/list', async (req) => {
    const { locale } = await reader(services, req);
    const [categories, recommended] = await Promise.all([services.articles.categories(locale), services.articles.recommended(locale)]);
    return ok({ categories, recommended: recommended && articleItem(recommended) });
  });

  app.get('/article/infos/detail/:id', async (req) => {
    const { id } = parse(ById, req.params);
    const { locale, user } = await reader(services, req);
    const article = await services.articles.detail(id, locale, user);
    if (!article) throw new AppError('NOT_FOUND', 'article not found');
    return ok(articleView(article));
  });

  /** ?page (1-based), ?size (1..50), ?keyword; `unread` is the member's count, null for a visitor. */
  app.get('/notices', async (req) => {
    const q = parse(NoticeList, req.query ?? {});
    const { locale, user } = await reader(services, req);
    return ok(await services.notices.list({ locale, page: q.page, pageSize: q.size, keyword: q.keyword }, user));
  });

  app.get('/notices/:id', async (req) => {
    const { id } = parse(ById, req.params);
    const { locale, user } = await reader(services, req);
    const notice = await services.notices.detail(id, locale, user);
    if (!notice) throw new AppError('NOT_FOUND', 'notice not found');
    return ok(noticeView(notice));
  });
}
