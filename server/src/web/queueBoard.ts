import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { QueueName } from '../jobs/job.types';
import { actorOf } from '../modules/access/actor';
import { readStaffToken } from '../modules/staff/staffCookie';
import type { Services } from '../services';
import { bullmqConnection } from '../shared/redis';
import { sendError } from '../rest/envelope';

/**
 * Under /graphql because the studio's session cookie is scoped to that path (as the studio's image upload is): the
 * board is a studio page served by the API, opened from the studio.
 */
export const QUEUE_BOARD_PATH = '/graphql/studio/queues';

const QUEUES: readonly QueueName[] = ['email', 'pdf', 'renewals', 'webhooks', 'maintenance'];

/** Admin only, by the access policy; anyone else is told there is nothing here (no hint that a board exists). */
async function allowed(services: Services, request: FastifyRequest): Promise<boolean> {
  const staff = await services.staffAuth.signedIn(readStaffToken(request));
  if (!staff) return false;
  const actor = actorOf({ viewerKeyHash: null, user: null, apiClient: null, staffUser: { id: staff.user.id, roles: staff.user.roles } });
  return services.access.operator(actor, 'operations:queues') !== null;
}

const refuse = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(reply.header('cache-control', 'no-store'), 404, { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` });

/**
 * The BullMQ queue board (bull-board), read-only: it shows the queues' jobs; running a failed job again goes through
 * the studio's operations, where the outbox (the truth about each job) is updated with it. Mounted only with Redis.
 */
export async function registerQueueBoard(app: FastifyInstance, services: Services, options: { redisUrl: string; prefix: string }): Promise<void> {
  const connection = bullmqConnection(options.redisUrl, { maxRetriesPerRequest: 1 });
  const queues = QUEUES.map((name) => new Queue(name, { connection, prefix: options.prefix }));
  for (const queue of queues) queue.on('error', () => undefined);
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue, { readOnlyMode: true })),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Innerscope queues' } },
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!(await allowed(services, request))) return refuse(request, reply);
      reply.header('cache-control', 'no-store');
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
  });
  app.addHook('onClose', async () => {
    await Promise.all(queues.map((queue) => queue.close()));
  });
}
