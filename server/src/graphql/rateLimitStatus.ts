import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from './context';

/**
 * A limit refuses fields, not requests: a refused field is null with a RATE_LIMITED error (retryAfterSeconds in
 * its extensions) and the request's other fields keep their data, so the answer stays HTTP 200, as GraphQL over
 * HTTP asks for a response with data. The longest wait among the refused fields is also sent as Retry-After, for
 * proxies and clients that read the header.
 */
export const rateLimitStatusPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const waits = (response.body.singleResult.errors ?? [])
          .filter((e) => e.extensions?.code === 'RATE_LIMITED')
          .map((e) => e.extensions?.retryAfterSeconds)
          .filter((s): s is number => typeof s === 'number');
        if (waits.length) response.http.headers.set('retry-after', String(Math.max(...waits)));
      },
    };
  },
};
