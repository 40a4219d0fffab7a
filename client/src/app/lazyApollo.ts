import type { ApolloClient } from '@apollo/client';

/**
 * The page's GraphQL client, its code fetched on first use: for pages whose first screen comes with the page and
 * that need the client only when the visitor acts (see app/firstScreen).
 */
export function loadApolloClient(): Promise<ApolloClient> {
  return import('./apolloOnDemand').then((module) => module.getApolloClient());
}

/** Starts fetching the client's code (on a sign of intent, or once the page is idle). */
export const warmApolloClient = (): void => void loadApolloClient().catch(() => undefined);
