import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../../app/apollo';
import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The studio's own GraphQL client: its own cache, and no "signed out" hook, so a studio session ending never
 * touches a member's state in the rest of the site (the two sessions are separate cookies).
 */
let client: ApolloClient | null = null;
export const studioClient = (): ApolloClient => (client ??= createApolloClient());

/** Forgets the studio cache (tests, and signing out). */
export function resetStudioClient(): void {
  void client?.clearStore();
  client = null;
}

/** The code of a refused request: a global GraphQL code (RATE_LIMITED, FORBIDDEN...) or NETWORK. */
export function failureCode(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return String(error.errors[0]?.extensions?.['code'] ?? 'UNKNOWN');
  return 'NETWORK';
}
