import type { FastifyReply, FastifyRequest } from 'fastify';

/** The signed-in session: a random token in an http-only, SameSite=Lax cookie (Secure over HTTPS). */
export const SESSION_COOKIE = 'is_sid';
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

export function readSessionToken(request: FastifyRequest): string | null {
  const token = request.cookies?.[SESSION_COOKIE];
  return token && /^[A-Za-z0-9_-]{40,64}$/.test(token) ? token : null;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: THIRTY_DAYS_SECONDS });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
