import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ensureViewerKey, hashViewerKey } from '../shared/viewerKey';
import { z } from 'zod';
import type { Services } from '../services';
import { ok, parse, sendError } from './envelope';
import { actorOfRequest } from './viewer';

const PACKAGE_STEPS = ['skip_trial', 'add_packs', 'depth_content', 'member_exclusive', 'access_product'] as const;

/**
 * The steps after the plan (/secondPhase/..., /pay/order/payPackage): plans and packages, and one-click
 * purchases charged to the payment method the first payment saved.
 */
export function registerSecondPhaseRoutes(app: FastifyInstance, services: Services) {
  app.get('/secondPhase/plan/sku/list/:examId/:country', async (req) => {
    const { examId, country } = parse(z.object({ examId: z.coerce.number().int().positive(), country: z.string().max(10) }), req.params);
    await services.exam.requireExam(examId);
    return ok(await services.catalog.plans(examId, country));
  });

  app.get('/secondPhase/sku/package/:examId/:step/:country', async (req) => {
    const { examId, step, country } = parse(
      z.object({ examId: z.coerce.number().int().positive(), step: z.enum(PACKAGE_STEPS), country: z.string().max(10) }),
      req.params,
    );
    await services.exam.requireExam(examId);
    if (step === 'skip_trial') return ok((await services.catalog.plans(examId, country)).filter((p) => p.trialDays === 0));
    return ok((await services.catalog.packages(examId, country)).filter((p) => p.step === step));
  });

  /** Orders the SKU for the paid test of `orderNumber`, then charges the saved method. */
  const buy = async (req: FastifyRequest, reply: Parameters<typeof sendError>[0]) => {
    const input = parse(z.object({ orderNumber: z.string().max(64), skuId: z.string().max(100), acceptRenewal: z.boolean().default(false), t: z.string().max(100).optional() }), req.body ?? {});
    const out = await services.nextStep.buy({ ...input, clientKey: req.ip, viewer: await actorOfRequest(req, services, input.t), viewerKeyHash: hashViewerKey(ensureViewerKey(req, reply)) });
    if (out.errors.length) {
      const e = out.errors[0]!;
      return sendError(reply, 400, { code: e.code, message: e.message, errors: out.errors });
    }
    if (!out.outcome || out.outcome.kind === 'rejected') return ok({ orderNumber: out.order!.orderNumber, status: 'succeeded', alreadyPurchased: true });
    const o = out.outcome;
    return ok({
      orderNumber: o.order.orderNumber,
      status: o.kind,
      alreadyPurchased: false,
      ...(o.kind === 'failed' ? { declineCode: o.declineCode } : {}),
    });
  };
  app.post('/secondPhase/pay/skuPackage', buy);
  app.post('/secondPhase/pay/planSku', buy);
  app.post('/pay/order/payPackage', buy);

  /** The order, for its readers as /exam/order/info (`?t=` for an e-mailed link); anyone else gets an unknown order's 404. */
  app.get('/secondPhase/order/:orderNumber', async (req) => {
    const { orderNumber } = parse(z.object({ orderNumber: z.string().max(64) }), req.params);
    const { t } = parse(z.object({ t: z.string().max(100).optional() }), req.query ?? {});
    const order = await services.order.requireReadable(orderNumber, await actorOfRequest(req, services, t));
    return ok({ orderNumber: order.orderNumber, status: order.status, skuId: order.skuId, total: order.total, currency: order.currency });
  });
}
