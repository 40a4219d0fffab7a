import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';

export const marketingResolvers: Resolvers = {
  Query: {
    homeCounters: publicField(async (_p, { examId, country }, { services }) => {
      await services.exam.requireExam(examId);
      return services.marketing.homeCounters(examId, country);
    }),
    examFacts: publicField(async (_p, { examId }, { services }) => {
      await services.exam.requireExam(examId);
      return services.marketing.examFacts(examId);
    }),
    activity: publicField(async (_p, { examId }, { services }) => {
      await services.exam.requireExam(examId);
      return services.marketing.activity(examId);
    }),
  },
};
