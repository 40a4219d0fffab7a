import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';

export const catalogResolvers: Resolvers = {
  Query: {
    plans: publicField(async (_p, { examId, country }, { services }) => {
      await services.exam.requireExam(examId);
      return services.catalog.plans(examId, country);
    }),
    packages: publicField(async (_p, { examId, country }, { services }) => {
      await services.exam.requireExam(examId);
      return services.catalog.packages(examId, country);
    }),
    promoCode: publicField((_p, { code }, { services }) => services.catalog.promo(code)),
    recentPurchases: publicField((_p, _a, { services }) => services.order.recentPurchases()),
  },
};
