import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { HttpLink } from '@apollo/client/link/http';
import { pagedField } from './pagedField';

export const POSSIBLE_TYPES: Readonly<Record<string, string[]>> = {
  PaymentResult: ['PaymentSucceeded', 'PaymentRequiresAction', 'PaymentProcessing', 'PaymentDeclined'],
};

export interface ApolloOptions {
  /** The GraphQL endpoint; the same origin's `/graphql` unless told otherwise. */
  readonly uri?: string;
  /** Called when the server says the session is gone, so the app can sign the visitor out everywhere. */
  readonly onSignedOut?: () => void;
}

/**
 * The GraphQL client. Its error link handles only what concerns the whole app (a session that ended); every
 * query and mutation shows its own errors, mapped from error codes to translated messages.
 */
export function createApolloClient({ uri, onSignedOut }: ApolloOptions = {}): ApolloClient {
  const errorLink = new ErrorLink(({ error }) => {
    if (
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((graphQLError) => graphQLError.extensions?.['code'] === 'UNAUTHENTICATED')
    ) {
      onSignedOut?.();
    }
  });
  // An absolute URL: the page's origin in browsers, and test environments whose fetch rejects relative URLs.
  const httpLink = new HttpLink({ uri: uri ?? new URL('/graphql', window.location.origin).href });
  const cache = new InMemoryCache({
    // The schema's unions, so fragments on their members match (kept equal to schema/*.graphql by a test).
    possibleTypes: POSSIBLE_TYPES,
    typePolicies: {
      // A statement and a type have one id but a text per locale: kept inside the answer they came in, never
      // merged across locales.
      Question: { keyFields: false },
      PersonalityType: { keyFields: false },
      DailyQuestion: { keyFields: false },
      User: { fields: { orderPage: pagedField(['status', 'pageSize']) } },
      Query: {
        fields: {
          testList: pagedField(['category', 'pageSize', 'country']),
          articles: pagedField(['locale', 'category', 'keyword', 'pageSize']),
          notices: pagedField(['locale', 'keyword', 'pageSize']),
          dailyQuestionHistory: pagedField(['locale', 'timeZone', 'pageSize']),
        },
      },
    },
  });
  return new ApolloClient({ link: ApolloLink.from([errorLink, httpLink]), cache });
}

let shared: ApolloClient | undefined;

/** The page's one client, created on first use (only pages that query pay for it). */
export function getApolloClient(): ApolloClient {
  shared ??= createApolloClient();
  return shared;
}

/** Drops the page's client and its cache; tests use it so each starts from an empty cache. */
export function resetApolloClient(): void {
  shared?.stop();
  shared = undefined;
}
