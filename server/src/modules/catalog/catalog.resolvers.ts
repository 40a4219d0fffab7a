import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';
import { listFeatures } from './features';
import { pricingCurrency } from './currencies';

export const catalogResolvers: Resolvers = {
  Query: {
    plans: publicField(async (_p, { examId, country, sessionId, currency }, { services }) => {
      const priced = pricingCurrency({ currency, country });
      await services.exam.requireExam(examId);
      return services.catalog.list(examId, 'plan', priced, await services.catalog.offerFor(sessionId));
    }),
    packages: publicField(async (_p, { examId, country, sessionId, currency }, { services }) => {
      const priced = pricingCurrency({ currency, country });
      const exam = await services.exam.requireExam(examId);
      // No upsell steps after a health exam's purchase.
      if (exam.healthData) return [];
      return services.catalog.list(examId, 'package', priced, await services.catalog.offerFor(sessionId));
    }),
    reportOffer: publicField(async (_p, { examId, country, sessionId, currency }, { services }) => {
      const priced = pricingCurrency({ currency, country });
      await services.exam.requireExam(examId);
      return services.catalog.reportOffer(examId, priced, await services.catalog.offerFor(sessionId));
    }),
    reviews: publicField((_p, { examId, first }, { services }) => services.review.list(examId, first ?? 6)),
    promoCode: publicField((_p, { code }, { services }) => services.catalog.promo(code)),
    features: publicField((_p, _a, { services }) => listFeatures(services.catalog.features)),
  },
  Mutation: {
    submitReview: publicField(async (_p, { input }, { services, actor }) =>
      services.review.submit({ orderNumber: String(input.orderNumber), rating: input.rating, content: input.content }, await actor(input.token)),
    ),
  },
};
