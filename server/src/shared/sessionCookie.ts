import type { FastifyReply, FastifyRequest } from 'fastify';

/** The signed-in session: a random token in an http-only, SameSite=Lax cookie (Secure over HTTPS). */
export const SESSION_COOKIE = 'is_sid';
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

/**
 * A readable companion of the session cookie, "1" while signed in, so the page header can offer "My account"
 * instead of "Log in" without a request. It grants nothing: every page and call still checks the session itself.
 */
export const SIGNED_IN_HINT_COOKIE = 'is_in';

export function readSessionToken(request: FastifyRequest): string | null {
  const token = request.cookies?.[SESSION_COOKIE];
  return token && /^[A-Za-z0-9_-]{40,64}$/.test(token) ? token : null;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.protocol === 'https';
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: THIRTY_DAYS_SECONDS });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge: THIRTY_DAYS_SECONDS });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}
