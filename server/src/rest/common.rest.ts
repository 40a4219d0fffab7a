import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import { ok, parse, sendError } from './envelope';
import { clientInfo } from './headers';

const FeedbackBody = z.object({
  content: z.string().max(5_000).optional(),
  message: z.string().max(5_000).optional(),
  email: z.string().max(320).nullish(),
  hl: z.string().max(20).optional(),
});

/** /common/...: the feedback and contact form. */
export function registerCommonRoutes(app: FastifyInstance, services: Services) {
  app.post('/common/feedback/save', async (req, reply) => {
    const body = parse(FeedbackBody, req.body ?? {});
    const client = clientInfo(req);
    const result = await services.feedback.submit(
      { message: body.content ?? body.message ?? '', contactEmail: body.email ?? null, locale: body.hl ?? client.locale },
      { ip: req.ip, logId: client.logId },
    );
    if (!result.ok) {
      return sendError(reply, 400, { code: 'VALIDATION_FAILED', message: result.errors[0]!.message, errors: result.errors });
    }
    return ok(true);
  });
}
