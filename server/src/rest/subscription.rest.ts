import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import { AppError } from '../shared/errors';
import { ok, parse, sendError } from './envelope';
import { clientInfo } from './headers';

const Token = z.object({ token: z.string().max(100) });

/**
 * Unsubscribing without an account: ask for a cancel link by e-mail, follow it, or use the one-click
 * List-Unsubscribe of a billing e-mail (RFC 8058). All on the subscription service, as GraphQL is.
 */
export function registerSubscriptionRoutes(app: FastifyInstance, services: Services) {
  app.post('/unsubscribe/check/email', async (req, reply) => {
    const body = parse(z.object({ email: z.string().max(320), hl: z.string().max(20).nullish() }), req.body ?? {});
    const out = await services.subscription.requestCancelLink(body.email, body.hl ?? clientInfo(req).locale, req.ip);
    if (!out.accepted) {
      const e = out.errors[0]!;
      return sendError(reply, 400, { code: e.code, message: e.message, field: e.field });
    }
    return ok({ accepted: true });
  });

  app.post('/unsubscribe/cancel', async (req) => {
    const { token } = parse(Token, req.body ?? {});
    const out = await services.subscription.cancelWithToken(token);
    if (!out) throw new AppError('NOT_FOUND', 'This link has been used or has expired', { field: 'token' });
    return ok(out);
  });

  // Mail clients post List-Unsubscribe=One-Click here (urlencoded); the answer is for them, not for a person.
  app.post('/unsubscribe/one-click', async (req) => {
    const { token } = parse(Token, req.query);
    const out = await services.subscription.cancelWithToken(token);
    return ok({ cancelled: out?.cancelled ?? 0 });
  });
}
