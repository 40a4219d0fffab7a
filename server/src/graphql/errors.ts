import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { isAppError } from '../shared/errors';

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
 * Every error leaves with a stable code in extensions.code. Our AppErrors keep their code and message;
 * GraphQL's own request errors keep theirs; anything else is INTERNAL_SERVER_ERROR, its message hidden
 * in production.
 */
export function createFormatError(options: { production: boolean; log: (err: unknown) => void }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (isAppError(original)) {
      return {
        message: original.message,
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: {
          code: original.code,
          ...(original.details.field ? { field: original.details.field } : {}),
          ...(original.details.retryAfterSeconds ? { retryAfterSeconds: original.details.retryAfterSeconds } : {}),
        },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && KNOWN_GRAPHQL_CODES.has(code)) {
      return { message: formatted.message, ...(formatted.locations ? { locations: formatted.locations } : {}), extensions: { code } };
    }
    options.log(original);
    return {
      message: options.production ? 'Internal server error' : formatted.message,
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
