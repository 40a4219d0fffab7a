import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * The server refuses text it can neither store nor show (a NUL byte, half of a surrogate pair: usually left by a
 * copy and paste) with the stable code INVALID_TEXT, over GraphQL and REST alike, before anything is saved.
 */
export const INVALID_TEXT = 'INVALID_TEXT';

interface ErrorEntry {
  readonly extensions?: Readonly<Record<string, unknown>> | null;
}

const namesInvalidText = (errors: readonly ErrorEntry[]) => errors.some((error) => error.extensions?.['code'] === INVALID_TEXT);

/** Whether a REST answer's body (`{ result, code }`) or a GraphQL body (`{ errors }`) is that refusal. */
export function isInvalidTextBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { code, errors } = body as { code?: unknown; errors?: unknown };
  return code === INVALID_TEXT || (Array.isArray(errors) && namesInvalidText(errors as ErrorEntry[]));
}

/**
 * Whether a thrown request error is that refusal. It comes with HTTP 400, so depending on the content type Apollo
 * Client reads it as GraphQL errors or as a failed HTTP answer: both are looked at.
 */
export function isInvalidTextError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return namesInvalidText(error.errors);
  if (ServerError.is(error) && error.statusCode === 400) {
    try {
      return isInvalidTextBody(JSON.parse(error.bodyText));
    } catch {
      return false;
    }
  }
  return false;
}
