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
      const exam = await services.exam.requireExam(examId);
      // No social proof on a health exam's purchase.
      return exam.healthData ? [] : services.marketing.activity(examId);
    }),
  },
};
