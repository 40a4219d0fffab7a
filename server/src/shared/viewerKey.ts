import { sha256 } from './hash';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPublicId, randomId } from './ids';

/** The cookie that holds this browser's viewer key: what lets it open the reports it paid for. */
export const VIEWER_COOKIE = 'is_vk';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const hashViewerKey = (key: string): string => sha256(key);

/** Keys given to browsers by requests still being answered: from then on the request speaks for that key. */
const givenKeys = new WeakMap<FastifyRequest, string>();

/** This browser's viewer key (or the one this request has just given it), or null when it has none (or a malformed one). */
export function readViewerKey(request: FastifyRequest): string | null {
  const key = givenKeys.get(request) ?? request.cookies?.[VIEWER_COOKIE];
  return key && isPublicId(key) ? key : null;
}

/** This browser's viewer key, made and set as an http-only cookie when it has none. */
export function ensureViewerKey(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readViewerKey(request);
  if (existing) return existing;
  const key = randomId(16);
  givenKeys.set(request, key);
  reply.setCookie(VIEWER_COOKIE, key, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: ONE_YEAR_SECONDS,
  });
  return key;
}
