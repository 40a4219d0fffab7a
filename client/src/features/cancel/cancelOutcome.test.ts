// @vitest-environment node
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { checkEmail, failureOf } from './cancelOutcome';

const rateLimited = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED', ...extensions } }] });

function httpError(status: number, body: unknown, headers: Record<string, string> = {}) {
  const bodyText = typeof body === 'string' ? body : JSON.stringify(body);
  return new ServerError('Response not successful', { response: new Response(bodyText, { status, headers }), bodyText });
}

describe('checkEmail', () => {
  it('gives the server’s codes for a missing or malformed address', () => {
    expect(checkEmail('')).toBe('EMAIL_REQUIRED');
    expect(checkEmail('   ')).toBe('EMAIL_REQUIRED');
    expect(checkEmail('ana@')).toBe('INVALID_EMAIL');
    expect(checkEmail('ana@example')).toBe('INVALID_EMAIL');
    expect(checkEmail(' ana@example.com ')).toBeNull();
  });
});

describe('failureOf', () => {
  it('reads the wait of a rate-limit error, rounded up to whole minutes', () => {
    expect(failureOf(rateLimited({ retryAfterSeconds: 3600 }))).toEqual({ kind: 'rateLimited', minutes: 60 });
    expect(failureOf(rateLimited({ retryAfterSeconds: 61 }))).toEqual({ kind: 'rateLimited', minutes: 2 });
    expect(failureOf(rateLimited({ retryAfterSeconds: 5 }))).toEqual({ kind: 'rateLimited', minutes: 1 });
    expect(failureOf(rateLimited({}))).toEqual({ kind: 'rateLimited', minutes: null });
  });

  it('reads a 429 answer from its GraphQL body, else from Retry-After', () => {
    const body = { errors: [{ message: 'x', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 900 } }] };
    expect(failureOf(httpError(429, body, { 'Retry-After': '60' }))).toEqual({ kind: 'rateLimited', minutes: 15 });
    expect(failureOf(httpError(429, 'Too Many Requests', { 'Retry-After': '120' }))).toEqual({ kind: 'rateLimited', minutes: 2 });
    expect(failureOf(httpError(429, 'Too Many Requests'))).toEqual({ kind: 'rateLimited', minutes: null });
  });

  it('calls everything else a failure to try again', () => {
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
    expect(failureOf(httpError(502, 'Bad Gateway'))).toEqual({ kind: 'failed' });
    expect(
      failureOf(new CombinedGraphQLErrors({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })),
    ).toEqual({ kind: 'failed' });
  });
});
