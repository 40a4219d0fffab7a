import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Services } from '../services';
import type { Clock } from '../shared/clock';
import { buildContext, type GraphQLContext } from './context';
import { createFormatError } from './errors';
import { buildResolvers } from './resolvers';
import { loadTypeDefs } from './schema';
import { registerGraphQLResponseCache } from './responseCache';
import { rateLimitStatusPlugin } from './rateLimitStatus';
import { textGuardPlugin } from './textGuard';

/** Limits that keep one request from costing the server more than a page view should. */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2_000,
  maxDirectives: 20,
  maxCost: 5_000,
} as const;

export async function mountGraphQL(
  app: FastifyInstance,
  deps: { services: Services; config: AppConfig; clock: Clock; plugins?: ApolloServerPlugin<GraphQLContext>[] },
): Promise<ApolloServer<GraphQLContext>> {
  const production = deps.config.env === 'production';
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    // Counted by graphql-js's own parser (parseOptions below): armor's token plugin throws outside Apollo's
    // parse step, so a syntax error or a long query answered 500 instead of 400 GRAPHQL_PARSE_FAILED.
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    blockFieldSuggestion: { enabled: production },
  }).protect();

  const apollo = new ApolloServer<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: buildResolvers() as never,
    introspection: !production,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    validationRules: armor.validationRules,
    plugins: [...armor.plugins, fastifyApolloDrainPlugin(app), textGuardPlugin, rateLimitStatusPlugin, ...(deps.plugins ?? [])],
    formatError: createFormatError({ log: (err) => app.log.error({ err }, 'unexpected GraphQL error') }),
  });
  await apollo.start();
  registerGraphQLResponseCache(app);
  const handler = fastifyApolloHandler(apollo, { context: async (request, reply) => buildContext(request, reply, deps) });
  app.route({ url: '/graphql', method: ['GET', 'POST', 'OPTIONS'], handler, config: { ownTextGuard: true } });
  return apollo;
}
