import type { FastifyInstance } from 'fastify';
import { questionShape } from '../modules/dailyQuestion/dailyQuestion.presenters';
import type { Services } from '../services';
import { DEFAULT_LOCALE } from '../shared/locales';
import { readSessionToken } from '../shared/sessionCookie';
import { ok } from './envelope';
import { clientInfo } from './headers';

/**
 * `GET /user-center` (spec section 7, the content of the user-centre home): today's question (and whether the member
 * answered it), today's recommended article, the newest courses with the member's progress, how many notices the
 * member has not read, and, for a signed-in member, the home's figures. Each part from its own service, as GraphQL
 * answers them; a part with nothing today is null.
 */
export function registerUserCentreHomeRoutes(app: FastifyInstance, services: Services) {
  app.get('/user-center', async (req) => {
    const locale = clientInfo(req).locale ?? DEFAULT_LOCALE;
    const user = await services.account.userOf(readSessionToken(req));
    const [today, article, courses, notices, figures] = await Promise.all([
      services.dailyQuestion.today({ locale }, user).catch(() => null),
      services.articles.recommended(locale),
      services.courses.list({ locale, page: 1, pageSize: 4 }, user),
      services.notices.list({ locale, page: 1, pageSize: 1 }, user),
      user ? services.userCentre.figures(user) : Promise.resolve(null),
    ]);
    return ok({
      dailyQuestion: today && { date: today.date, question: questionShape(today.question), answered: Boolean(today.answer), mayAnswer: today.mayAnswer },
      recommendedArticle: article && { id: article.id, title: article.title, summary: article.summary, category: article.category },
      courses: courses.items.map(({ locale: _locale, ...course }) => course),
      unreadNotices: notices.unread,
      figures,
    });
  });
}
