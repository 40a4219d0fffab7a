import type { FastifyRequest } from 'fastify';
import { type Actor, actorOf } from '../modules/access/actor';
import type { Services } from '../services';
import { readSessionToken } from '../shared/sessionCookie';
import { hashViewerKey, readViewerKey } from '../shared/viewerKey';

/**
 * Who a REST request speaks for, read as GraphQL reads it: the browser's viewer cookie (hashed), a signed link's
 * `t` when given, the signed-in session and a bearer key. What it may do is the policy's to say.
 */
export async function actorOfRequest(request: FastifyRequest, services: Services, token?: string | null): Promise<Actor> {
  const key = readViewerKey(request);
  const [user, apiClient] = await Promise.all([services.account.userOf(readSessionToken(request)), services.apiKey.verify(request.headers.authorization)]);
  return actorOf({ viewerKeyHash: key ? hashViewerKey(key) : null, linkTokens: [token], user, apiClient });
}
