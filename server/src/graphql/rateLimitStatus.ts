import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from './context';

/**
 * A refused-for-rate request answers 429 with Retry-After over GraphQL as over REST, so clients, proxies and
 * monitoring see the same thing whichever face was used; the body still carries the error with its code.
 */
export const rateLimitStatusPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const limited = response.body.singleResult.errors?.find((e) => e.extensions?.code === 'RATE_LIMITED');
        if (!limited) return;
        response.http.status = 429;
        const seconds = limited.extensions?.retryAfterSeconds;
        if (typeof seconds === 'number') response.http.headers.set('retry-after', String(seconds));
      },
    };
  },
};
