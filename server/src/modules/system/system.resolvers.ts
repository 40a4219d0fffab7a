import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { publicField } from '../../graphql/guards';

export const systemResolvers: Resolvers = {
  Query: {
    version: publicField((_p, _a, { config }) => config.version),
    health: publicField(async (_p, _a, { services, config, clock }) => ({
      status: (await services.system.databaseReachable()) ? 'ok' : 'degraded',
      version: config.version,
      time: clock.now(),
    })),
  },
};
