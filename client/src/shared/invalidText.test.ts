import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isInvalidTextBody, isInvalidTextError } from './invalidText';

const serverError = (status: number, body: unknown) =>
  new ServerError('Response not successful', { response: new Response(null, { status }), bodyText: JSON.stringify(body) });

describe('the INVALID_TEXT refusal', () => {
  it('is recognised as GraphQL errors and as a failed HTTP answer', () => {
    const errors = [{ message: 'The text contains a character that is not allowed', extensions: { code: 'INVALID_TEXT', field: 'input.message' } }];
    expect(isInvalidTextError(new CombinedGraphQLErrors({ errors }))).toBe(true);
    expect(isInvalidTextError(serverError(400, { errors }))).toBe(true);
  });

  it('is recognised in a REST envelope', () => {
    expect(isInvalidTextBody({ result: 400, code: 'INVALID_TEXT', field: 'content' })).toBe(true);
    expect(isInvalidTextBody({ result: 400, code: 'BAD_USER_INPUT' })).toBe(false);
  });

  it('is not any other failure', () => {
    expect(isInvalidTextError(new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'RATE_LIMITED' } }] }))).toBe(false);
    expect(isInvalidTextError(serverError(500, { code: 'INVALID_TEXT' }))).toBe(false);
    expect(isInvalidTextError(serverError(400, 'not json'))).toBe(false);
    expect(isInvalidTextError(new Error('offline'))).toBe(false);
  });
});
