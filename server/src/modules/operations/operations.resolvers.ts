import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { staffField } from '../../graphql/guards';

export const operationsResolvers: Resolvers = {
  Query: {
    failedJobs: staffField('operations:read', (_p, { first }, { services }) => services.operations.listFailedJobs(first)),
    jobCounters: staffField('operations:read', (_p, _a, { services }) => services.operations.counters()),
  },
  Mutation: {
    retryFailedJob: staffField('operations:retry', async (_p, { input }, { services, log, apiClient }) => {
      const result = await services.operations.retryFailedJob(input.id);
      // Staff actions leave a trace: who ran which job again.
      if (result.retried) log.info({ jobId: input.id, staffKeyId: (await apiClient())?.keyId }, 'staff ran a failed job again');
      return result;
    }),
  },
};
