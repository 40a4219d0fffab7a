import type { FastifyInstance } from 'fastify';

interface Entry {
  body: string;
  headers: Record<string, string>;
  expires: number;
}

const PUBLIC_MAX_AGE = /max-age=(\d+), public/;

/**
 * A shared-cache stand-in at the HTTP edge for GET /graphql: a response Apollo marked public (from the
 * schema's @cacheControl hints) is kept for its max-age and served again without running GraphQL. What a
 * CDN would do in front of the site, so a cacheable query costs about what a static route costs.
 */
export function registerGraphQLResponseCache(app: FastifyInstance, options: { maxEntries?: number; now?: () => number } = {}) {
  const maxEntries = options.maxEntries ?? 1_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const keyOf = (url: string, hl: string | string[] | undefined) => `${url}|${Array.isArray(hl) ? hl[0] : (hl ?? '')}`;

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.startsWith('/graphql?')) return;
    const hit = entries.get(keyOf(request.url, request.headers.hl));
    if (!hit) return;
    if (hit.expires <= now()) {
      entries.delete(keyOf(request.url, request.headers.hl));
      return;
    }
    const age = Math.max(0, Math.floor((hit.expires - now()) / 1000));
    reply.headers({ ...hit.headers, 'x-cache': 'HIT', 'cache-control': hit.headers['cache-control']!.replace(/max-age=\d+/, `max-age=${age}`) });
    return reply.send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || !request.url.startsWith('/graphql?') || reply.statusCode !== 200) return payload;
    if (reply.getHeader('x-cache') === 'HIT' || typeof payload !== 'string') return payload;
    const match = PUBLIC_MAX_AGE.exec(String(reply.getHeader('cache-control') ?? ''));
    const maxAge = match ? Number(match[1]) : 0;
    if (maxAge > 0) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(keyOf(request.url, request.headers.hl), {
        body: payload,
        headers: { 'content-type': String(reply.getHeader('content-type')), 'cache-control': `max-age=${maxAge}, public` },
        expires: now() + maxAge * 1000,
      });
      reply.header('x-cache', 'MISS');
    }
    return payload;
  });
}
