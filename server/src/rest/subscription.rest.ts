import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { premiumBenefits } from '../modules/subscription/benefits';
import type { Services } from '../services';
import { AppError } from '../shared/errors';
import { ok, parse, sendError } from './envelope';
import { clientInfo } from './headers';
import { actorOfRequest } from './viewer';
import { readSessionToken } from '../shared/sessionCookie';
import { ensureViewerKey, hashViewerKey } from '../shared/viewerKey';

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

  /** Upgrading to premium: billed that day with the saved method, replacing the current plan. */
  const upgrade = async (req: FastifyRequest, reply: Parameters<typeof sendError>[0]) => {
    const input = parse(z.object({ orderNumber: z.string().max(64), acceptTerms: z.boolean().default(false), t: z.string().max(100).optional() }), req.body ?? {});
    const out = await services.upgrade.upgrade({ ...input, clientKey: req.ip, viewer: await actorOfRequest(req, services, input.t) });
    if (!out.orderNumber) {
      const e = out.errors[0]!;
      return sendError(reply, e.code === 'ORDER_NOT_FOUND' ? 404 : 400, { code: e.code, message: e.message });
    }
    return ok({ orderNumber: out.orderNumber, tier: 'premium' });
  };
  app.post('/subscription/changeSubscription', upgrade);
  app.post('/vip/pay/create', upgrade);

  /**
   * The membership of a test, by its exam order number: the tier it gives and until when, for the test's buyer (the
   * browser that ordered or paid, an e-mailed link's `?t=`, the signed-in owner) and support. Anyone else gets the
   * 404 of an unknown number: the number alone tells nothing.
   */
  app.get('/vip/pay/status/:examOrderNumber', async (req) => {
    const { examOrderNumber } = parse(z.object({ examOrderNumber: z.string().max(64) }), req.params);
    const { t } = parse(z.object({ t: z.string().max(100).optional() }), req.query ?? {});
    const actor = await actorOfRequest(req, services, t);
    const session = await services.session.findByOrderNumber(examOrderNumber);
    const membership = session && (await services.subscription.entitlementOfTestFor(session.id, actor));
    if (!membership) throw new AppError('NOT_FOUND', 'No such test');
    return ok(membership);
  });

  /** The Premium benefits that work today (of the seven of spec section 6), in the request's language. */
  app.get('/privilege/vip/detail', async (req) => {
    return ok({ tier: 'premium', benefits: premiumBenefits(clientInfo(req).locale, services.catalog.features) });
  });

  /** The signed-in user's membership: guest, basic or premium, and until when. */
  app.get('/user/privilege', async (req) => {
    const user = await services.account.userOf(readSessionToken(req));
    if (!user) throw new AppError('UNAUTHENTICATED', 'please login first');
    return ok(await services.subscription.entitlement(user.email));
  });

  /**
   * A signed-in user orders a plan for one of their finished tests: the order, with the account's address, to pay
   * on the payment page. The terms and the renewal consent are needed as on the plan page.
   */
  app.post('/user/subscribe/create', async (req, reply) => {
    const user = await services.account.userOf(readSessionToken(req));
    if (!user) throw new AppError('UNAUTHENTICATED', 'please login first');
    const body = parse(
      z.object({ examOrderNumber: z.string().max(64), skuId: z.string().max(100), acceptTerms: z.boolean(), acceptRenewal: z.boolean().default(false), termsVersion: z.string().max(60).nullish() }),
      req.body ?? {},
    );
    const session = await services.session.findByOrderNumber(body.examOrderNumber);
    const viewerKeyHash = hashViewerKey(ensureViewerKey(req, reply));
    const out = await services.order.create({ ...body, sessionId: session?.id ?? '', email: user.email, locale: user.locale, viewerKeyHash }, { actor: await actorOfRequest(req, services) });
    // Bought already with another address: that it was bought, and nothing of that order.
    if (!out.order && out.alreadyPurchased) return ok({ orderNumber: null, total: null, currency: null, alreadyPurchased: true });
    if (!out.order) {
      const e = out.errors[0]!;
      return sendError(reply, e.code === 'SESSION_NOT_FOUND' ? 404 : 400, { code: e.code, message: e.message, errors: out.errors });
    }
    return ok({ orderNumber: out.order.orderNumber, total: out.order.total, currency: out.order.currency, alreadyPurchased: out.alreadyPurchased });
  });

  // Mail clients post List-Unsubscribe=One-Click here (urlencoded); the answer is for them, not for a person.
  app.post('/unsubscribe/one-click', async (req) => {
    const { token } = parse(Token, req.query);
    const out = await services.subscription.cancelWithToken(token);
    return ok({ cancelled: out?.cancelled ?? 0 });
  });
}
