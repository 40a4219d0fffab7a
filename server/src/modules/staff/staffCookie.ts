import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The studio session: its own cookie, apart from a member's. HttpOnly, SameSite=Strict (no other site's page can
 * send it), Secure in production and over HTTPS, and sent only to the graph. No Max-Age: the server ends it after
 * 30 idle minutes or 12 hours, and the browser drops it when it closes.
 */
export const STAFF_COOKIE = 'is_staff';
const PATH = '/graphql';

export function readStaffToken(request: FastifyRequest): string | null {
  const token = request.cookies?.[STAFF_COOKIE];
  return token && /^[A-Za-z0-9_-]{40,64}$/.test(token) ? token : null;
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string, production: boolean): void {
  reply.setCookie(STAFF_COOKIE, token, { path: PATH, httpOnly: true, sameSite: 'strict', secure: production || request.protocol === 'https' });
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, { path: PATH });
}
