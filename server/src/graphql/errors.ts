import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { type AppError, isAppError } from '../shared/errors';

/** GraphQL's own refusals of a request: the caller's mistake, safe to describe. */
const KNOWN_GRAPHQL_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * The AppError behind an error: thrown by a resolver, or by a plugin at the edge, where Apollo may wrap it again.
 * Followed by `originalError` rather than instanceof: Apollo's graphql and ours can be two copies of the module.
 */
function appErrorOf(error: unknown): AppError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (isAppError(current)) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return null;
}

/**
 * Every error leaves with a stable code in extensions.code. Our AppErrors keep their code and message;
 * GraphQL's own request errors keep theirs; anything else is INTERNAL_SERVER_ERROR with a generic message in
 * every environment (a database error's text names tables and values), and its detail goes to the log.
 */
export function createFormatError(options: { log: (err: unknown) => void }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const appError = appErrorOf(error);
    if (appError && appError.code !== 'INTERNAL_SERVER_ERROR') {
      return {
        message: appError.message,
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: {
          code: appError.code,
          ...(appError.details.field ? { field: appError.details.field } : {}),
          ...(appError.details.retryAfterSeconds ? { retryAfterSeconds: appError.details.retryAfterSeconds } : {}),
        },
      };
    }
    const code = formatted.extensions?.code;
    if (!appError && typeof code === 'string' && KNOWN_GRAPHQL_CODES.has(code)) {
      return { message: formatted.message, ...(formatted.locations ? { locations: formatted.locations } : {}), extensions: { code } };
    }
    options.log(unwrapResolverError(error));
    return {
      message: 'Internal server error',
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
