import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';

export const catalogResolvers: Resolvers = {
  Query: {
    plans: publicField(async (_p, { examId, country, sessionId }, { services }) => {
      await services.exam.requireExam(examId);
      return services.catalog.plans(examId, country, await services.catalog.offerFor(sessionId));
    }),
    packages: publicField(async (_p, { examId, country, sessionId }, { services }) => {
      await services.exam.requireExam(examId);
      return services.catalog.packages(examId, country, await services.catalog.offerFor(sessionId));
    }),
    reviews: publicField((_p, { examId, first }, { services }) => services.review.list(examId, first ?? 6)),
    promoCode: publicField((_p, { code }, { services }) => services.catalog.promo(code)),
    recentPurchases: publicField((_p, _a, { services }) => services.order.recentPurchases()),
  },
  Mutation: {
    submitReview: publicField((_p, { input }, { services }) => services.review.submit(String(input.orderNumber), input.rating, input.content)),
  },
};
