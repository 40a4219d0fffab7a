import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pageShape, postShape, secretShape } from '../modules/treeHole/treeHole.presenters';
import type { Services } from '../services';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '../shared/locales';
import { signedInUser } from './account.rest';
import { ok, parse, sendError } from './envelope';
import { clientInfo } from './headers';

const List = z.object({
  /** `all`: the feed; `mine`: the member's own posts ("my secrets"). */
  type: z.enum(['all', 'mine']).default('all'),
  size: z.number().int().min(1).max(50).optional(),
  after: z.string().max(120).optional(),
});
const Save = z.object({ content: z.string().max(5000), country: z.string().regex(/^[A-Za-z]{2}$/).optional() });

/** The request's locale: the hl header or query, else the first of Accept-Language the product speaks, else English. */
function localeOf(req: FastifyRequest): Locale {
  const hl = clientInfo(req).locale;
  if (hl) return hl;
  for (const part of String(req.headers['accept-language'] ?? '').slice(0, 200).split(',')) {
    const found = normalizeLocale(part.split(';')[0]!.trim());
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

/**
 * The tree hole's two documented calls (spec section 7), on the same service as GraphQL. Not signed in is 401,
 * without Premium 403; a post that is empty, too long or one too many is 400 with its code.
 */
export function registerTreeHoleRoutes(app: FastifyInstance, services: Services) {
  /** Body: { type?: 'all' | 'mine', size?, after? }. A page of the feed or of one's own posts, with `hasMore`. */
  app.post('/treehole/list', async (req) => {
    const user = await signedInUser(services, req);
    const body = parse(List, req.body ?? {});
    const input = { first: body.size, after: body.after };
    return ok(body.type === 'mine' ? pageShape(await services.treeHole.mine(user, input), secretShape) : pageShape(await services.treeHole.feed(user, input), postShape));
  });

  /** Body: { content, country? }. The stored post (PUBLISHED, or HELD for a moderator) and, for self-harm, crisis lines. */
  app.post('/treehole/save', async (req, reply) => {
    const user = await signedInUser(services, req);
    const body = parse(Save, req.body ?? {});
    const out = await services.treeHole.publish(user, { body: body.content, locale: localeOf(req), country: body.country });
    const [error] = out.errors;
    if (error || !out.secret) return sendError(reply, error?.code === 'TOO_MANY_POSTS' ? 429 : 400, { code: error?.code ?? 'BODY_REQUIRED', message: error?.message ?? '', field: error?.field ?? 'content' });
    return ok({ secret: secretShape(out.secret), crisis: out.crisis });
  });
}
