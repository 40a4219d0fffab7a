import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { authenticatedField, publicField } from '../../graphql/guards';
import { AppError } from '../../shared/errors';
import { requireLocale } from '../exam/exam.service';
import type { ArticleSummaryModel, NoticeWithRead } from './content.models';
import { blockShape, CATEGORY_ENUM, categoryOfEnum } from './content.graphqlShapes';

const summaryShape = ({ relatedExams: _related, ...a }: ArticleSummaryModel) => ({ ...a, category: CATEGORY_ENUM[a.category] });
const noticeShape = (n: NoticeWithRead) => ({ ...n, body: n.body.map(blockShape) });

/** Articles and notices: thin, each field one service call (schema/content.graphql). */
export const contentResolvers: Resolvers = {
  Query: {
    articles: publicField(async (_p, { locale, page, pageSize, category, keyword }, { services }) => {
      const found = await services.articles.list({ locale: requireLocale(locale), page, pageSize, keyword, category: category ? categoryOfEnum(category) : null });
      return { ...found, totalCapped: found.totalCapped ?? false, items: found.items.map(summaryShape) };
    }),
    articleCategories: publicField(async (_p, { locale }, { services }) =>
      (await services.articles.categories(requireLocale(locale))).map((c) => ({ ...c, category: CATEGORY_ENUM[c.category] })),
    ),
    recommendedArticle: publicField(async (_p, { locale }, { services }) => {
      const found = await services.articles.recommended(requireLocale(locale));
      return found && summaryShape(found);
    }),
    article: publicField(async (_p, { id, locale }, { services, session }) => {
      const found = await services.articles.detail(id, requireLocale(locale), await session.user());
      return found && { ...summaryShape(found), locked: found.locked, body: found.body?.map(blockShape) ?? null, relatedTests: found.relatedTests };
    }),
    notices: publicField(async (_p, { locale, page, pageSize, keyword }, { services, session }) =>
      services.notices.list({ locale: requireLocale(locale), page, pageSize, keyword }, await session.user()),
    ),
    notice: publicField(async (_p, { id, locale }, { services, session }) => {
      const found = await services.notices.detail(id, requireLocale(locale), await session.user());
      return found && noticeShape(found);
    }),
  },
  Mutation: {
    markNoticeRead: authenticatedField(async (_p, { input }, { services, user, locale }) => {
      await services.notices.markRead(user, input.noticeId);
      const notice = await services.notices.detail(input.noticeId, locale ?? 'en-US', user);
      if (!notice) throw new AppError('NOT_FOUND', 'notice not found');
      return { notice: noticeShape(notice) };
    }),
  },
};
