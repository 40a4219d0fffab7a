import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';

export const feedbackResolvers: Resolvers = {
  Mutation: {
    submitFeedback: publicField((_p, { input }, { services, clientIp, logId, locale }) =>
      services.feedback.submit({ ...input, locale: input.locale ?? locale }, { ip: clientIp, logId }),
    ),
  },
};
