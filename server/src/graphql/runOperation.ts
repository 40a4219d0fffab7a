import type { ApolloServer } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode } from 'graphql';
import { buildContext, type GraphQLContext } from './context';

/**
 * Runs one operation in-process for a page request, with the context /graphql would build for the same request
 * (its cookies, viewer key and signed-in session), so what it answers is what that visitor's own query would get.
 * The data when the operation ran without errors, else null.
 */
export function operationRunner(apollo: ApolloServer<GraphQLContext>, base: Pick<GraphQLContext, 'services' | 'config' | 'clock'>) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    { document, variables }: { document: DocumentNode; variables: Record<string, unknown> },
  ): Promise<Record<string, unknown> | null> => {
    try {
      const response = await apollo.executeOperation({ query: document, variables }, { contextValue: buildContext(request, reply, base) });
      if (response.body.kind !== 'single') return null;
      const { data, errors } = response.body.singleResult;
      return !errors?.length && data ? data : null;
    } catch (err) {
      request.log.warn({ err }, 'a page query for the first screen failed');
      return null;
    }
  };
}
