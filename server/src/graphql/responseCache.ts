import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface Entry {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  contentType: string;
  maxAge: number;
  expires: number;
}

const PUBLIC_MAX_AGE = /max-age=(\d+), public/;

function pickEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/**
 * A shared-cache stand-in at the HTTP edge for GET /graphql: a response Apollo marked public (from the
 * schema's @cacheControl hints) is kept for its max-age, compressed once, and served again without running
 * GraphQL. What a CDN does in front of the site, so a cacheable query costs about what a static file costs.
 */
export function registerGraphQLResponseCache(app: FastifyInstance, options: { maxEntries?: number; now?: () => number } = {}) {
  const maxEntries = options.maxEntries ?? 1_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const keyOf = (request: FastifyRequest) => {
    const hl = request.headers.hl;
    return `${request.url}|${Array.isArray(hl) ? hl[0] : (hl ?? '')}`;
  };
  const cacheable = (request: FastifyRequest) => request.method === 'GET' && request.url.startsWith('/graphql?');

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const key = keyOf(request);
    const hit = entries.get(key);
    if (!hit) return;
    const remainingMs = hit.expires - now();
    if (remainingMs <= 0) {
      entries.delete(key);
      return;
    }
    const encoding = pickEncoding(request);
    const body = encoding ? hit[encoding] : hit.identity;
    // A hit is finished here, as a cache in front of the app would answer: no routing, no other hooks.
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': hit.contentType,
      'content-length': body.length,
      'cache-control': `max-age=${Math.floor(remainingMs / 1000)}, public`,
      vary: 'accept-encoding, hl',
      'x-cache': 'HIT',
      'x-request-id': String(request.id),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    reply.raw.end(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!cacheable(request) || reply.statusCode !== 200 || reply.getHeader('x-cache') === 'HIT') return payload;
    if (typeof payload !== 'string') return payload;
    const match = PUBLIC_MAX_AGE.exec(String(reply.getHeader('cache-control') ?? ''));
    const maxAge = match ? Number(match[1]) : 0;
    if (maxAge <= 0) return payload;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const identity = Buffer.from(payload);
    entries.set(keyOf(request), {
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      maxAge,
      expires: now() + maxAge * 1000,
    });
    reply.header('x-cache', 'MISS');
    reply.header('vary', 'accept-encoding, hl');
    return payload;
  });
}
