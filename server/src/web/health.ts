import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

/**
 * /healthz: the process answers. /readyz: the database (within 2 s) and the queue's Redis (within the Redis
 * deadline) answer too, 503 otherwise; a hung backend makes it 503 quickly rather than holding the probe.
 */
export function registerHealthRoutes(app: FastifyInstance, services: Services, version: string) {
  app.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', version };
  });
  app.get('/readyz', async (_req, reply) => {
    const r = await services.system.readiness();
    reply.header('cache-control', 'no-store');
    return reply.status(r.ready ? 200 : 503).send({ status: r.ready ? 'ready' : 'unavailable', database: r.database, queue: r.queue });
  });
}
