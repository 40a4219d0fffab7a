import { ensureViewerKey, hashViewerKey } from '../shared/viewerKey';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EXAM_KINDS } from '@innerscope/shared/examKinds';
import type { Services } from '../services';
import type { PayOutcome } from '../modules/payment/payment.service';
import type { ProviderName } from '../modules/payment/provider';
import type { Db } from '../db/connection';
import { AppError } from '../shared/errors';
import { ok, parse, sendError } from './envelope';
import { clientInfo } from './headers';
import { actorOfRequest } from './viewer';
import { registerSandboxRoutes } from './sandbox.rest';

const METHODS = { card: 'card', paypal: 'paypal', apple_pay: 'apple_pay', applePay: 'apple_pay', google_pay: 'google_pay', googlePay: 'google_pay' } as const;

function payView(outcome: PayOutcome) {
  if (outcome.kind === 'rejected') return null;
  return {
    status: outcome.kind,
    orderNumber: outcome.order.orderNumber,
    orderStatus: outcome.order.status,
    ...(outcome.kind === 'requires_action' ? { actionUrl: outcome.actionUrl, clientSecret: outcome.clientSecret } : {}),
    ...(outcome.kind === 'failed' ? { declineCode: outcome.declineCode } : {}),
  };
}

/** The status of a refused order e-mail change: unknown and not yours alike 404, the buyer's browser 403. */
const emailRefusal = (code: string) => (code === 'ORDER_NOT_FOUND' ? 404 : code === 'SIGN_IN_REQUIRED' ? 403 : 400);

function sendPay(reply: FastifyReply, outcome: PayOutcome) {
  if (outcome.kind === 'rejected') {
    const first = outcome.errors[0]!;
    return sendError(reply, first.code === 'ORDER_NOT_FOUND' ? 404 : 400, { code: first.code, message: first.message, errors: outcome.errors });
  }
  return ok(payView(outcome));
}

/**
 * Plans, orders and payments on the documented paths (/exam/sku/..., /exam/order/..., /pay/...), webhooks
 * with their raw bodies, and the sandbox processor's pages.
 */
export function registerCheckoutRoutes(app: FastifyInstance, services: Services, db: Db) {
  const SkuList = z.object({ examId: z.coerce.number().int().positive(), country: z.string().max(10), hl: z.string().max(20) });

  app.get('/exam/sku/list/:examId/:country/:hl', async (req) => {
    const { examId, country } = parse(SkuList, req.params);
    await services.exam.requireExam(examId);
    return ok(await services.catalog.plans(examId, country));
  });

  app.get('/exam/sku/info/:examId/:skuId/:country/:hl', async (req) => {
    const { examId, country, skuId } = parse(SkuList.extend({ skuId: z.string().max(100) }), req.params);
    const sku = await services.catalog.sku(skuId, country);
    if (!sku || sku.examId !== examId) throw new AppError('NOT_FOUND', 'No such offer', { field: 'skuId' });
    return ok({ ...sku, quote: services.catalog.quote(sku, null) });
  });

  app.get('/exam/sku/package/list/:code', async (req) => {
    const { code } = parse(z.object({ code: z.string().max(40) }), req.params);
    const examId = EXAM_KINDS.find((kind) => kind.code === code.toUpperCase())?.examId ?? Number(code);
    await services.exam.requireExam(examId);
    return ok(await services.catalog.packages(examId, null));
  });

  app.get('/app/payment/list/:examId/:country', async (req) => {
    const { examId } = parse(z.object({ examId: z.coerce.number().int().positive(), country: z.string().max(10) }), req.params);
    await services.exam.requireExam(examId);
    return ok(services.payment.methods());
  });

  app.get('/exam/order/country/list', async (req) => {
    const names = new Intl.DisplayNames([clientInfo(req).locale ?? 'en-US'], { type: 'region' });
    const codes = 'AD AE AR AT AU BE BG BR CA CH CL CN CO CY CZ DE DK EE EG ES FI FR GB GR HK HR HU ID IE IL IN IS IT JP KR LT LU LV MA MO MT MX MY NG NL NO NZ PE PH PL PT QA RO RS SA SE SG SI SK TH TR TW UA US VN ZA'.split(' ');
    return ok(codes.map((code) => ({ code, name: names.of(code) ?? code, currency: services.catalog.currencyForCountry(code) })));
  });

  app.post('/pay/order/create', async (req, reply) => {
    const body = parse(
      z.object({
        sessionId: z.string().max(64).optional(),
        examOrderNumber: z.string().max(64).optional(),
        skuId: z.string().max(100),
        email: z.string().max(320),
        country: z.string().max(10).nullish(),
        hl: z.string().max(20).nullish(),
        promoCode: z.string().max(40).nullish(),
        acceptTerms: z.boolean(),
        acceptRenewal: z.boolean().default(false),
        termsVersion: z.string().max(60).nullish(),
      }),
      req.body ?? {},
    );
    let sessionId = body.sessionId ?? '';
    if (!sessionId && body.examOrderNumber) sessionId = (await services.session.findByOrderNumber(body.examOrderNumber))?.id ?? '';
    const viewerKeyHash = hashViewerKey(ensureViewerKey(req, reply));
    const out = await services.order.create({ ...body, sessionId, locale: body.hl ?? clientInfo(req).locale, viewerKeyHash }, { actor: await actorOfRequest(req, services) });
    // Bought already, by someone this request cannot read the order of: that it was bought, and nothing of the order.
    if (!out.order && out.alreadyPurchased) return ok({ orderNumber: null, status: null, total: null, currency: null, alreadyPurchased: true });
    if (!out.order) {
      const first = out.errors[0]!;
      return sendError(reply, first.code === 'SESSION_NOT_FOUND' ? 404 : 400, { code: first.code, message: first.message, errors: out.errors });
    }
    return ok({ orderNumber: out.order.orderNumber, status: out.order.status, total: out.order.total, currency: out.order.currency, alreadyPurchased: out.alreadyPurchased });
  });

  // Payment answers tell the order's state: they go to its readers, as GraphQL's payOrder and confirmPayment.
  app.post('/pay/check/payInfo', async (req, reply) => {
    const { t, ...body } = parse(
      z.object({ orderNumber: z.string().max(64), method: z.enum(Object.keys(METHODS) as [keyof typeof METHODS]), paymentToken: z.string().max(500), t: z.string().max(100).optional() }),
      req.body ?? {},
    );
    const outcome = await services.payment.pay({ ...body, method: METHODS[body.method], clientKey: req.ip, viewerKeyHash: hashViewerKey(ensureViewerKey(req, reply)) });
    // Asked after paying: a browser whose own charge went through reads the order now.
    return sendPay(reply, await services.payment.shownTo(outcome, await actorOfRequest(req, services, t)));
  });

  app.post('/pay/check/status', async (req, reply) => {
    const { orderNumber, t } = parse(z.object({ orderNumber: z.string().max(64), t: z.string().max(100).optional() }), req.body ?? {});
    return sendPay(reply, await services.payment.confirm(orderNumber, await actorOfRequest(req, services, t)));
  });

  // The order e-mail's two steps, as GraphQL's updateOrderEmail and sendOrderEmailCode; see orderEmail.service.
  app.post('/exam/order/update/email', async (req, reply) => {
    const body = parse(z.object({ orderNumber: z.string().max(64), email: z.string().max(320), code: z.string().max(20).nullish() }), req.body ?? {});
    const out = await services.orderEmail.change(body, await actorOfRequest(req, services));
    if (!out.order) {
      const first = out.errors[0]!;
      return sendError(reply, emailRefusal(first.code), { code: first.code, message: first.message, field: first.field ?? undefined });
    }
    return ok({ orderNumber: out.order.orderNumber, email: out.order.email });
  });

  app.post('/exam/order/update/email/code', async (req, reply) => {
    const body = parse(z.object({ orderNumber: z.string().max(64), email: z.string().max(320), hl: z.string().max(20).nullish() }), req.body ?? {});
    const out = await services.orderEmail.sendCode({ ...body, locale: body.hl ?? clientInfo(req).locale, clientKey: req.ip }, await actorOfRequest(req, services));
    if (!out.sent) {
      const first = out.errors[0]!;
      return sendError(reply, emailRefusal(first.code), { code: first.code, message: first.message, field: first.field ?? undefined });
    }
    return ok({ sent: true });
  });

  // An order's own reads: for its readers (this browser, an e-mailed link's `?t=`, the signed-in owner, support);
  // anyone else gets the 404 an unknown order gets.
  const OrderParams = z.object({ orderNumber: z.string().max(64) });
  const LinkQuery = z.object({ t: z.string().max(100).optional() });
  const readableOrder = async (req: FastifyRequest) =>
    services.order.requireReadable(parse(OrderParams, req.params).orderNumber, await actorOfRequest(req, services, parse(LinkQuery, req.query ?? {}).t));

  app.get('/exam/order/info/:orderNumber', async (req) => {
    const o = await readableOrder(req);
    return ok({
      orderNumber: o.orderNumber, status: o.status, email: o.email, skuId: o.skuId, country: o.country, currency: o.currency,
      subtotal: o.subtotal, discount: o.discount, tax: o.tax, total: o.total, paymentDate: o.paidAt, createdAt: o.createdAt,
    });
  });

  app.get('/exam/order/sku/check/:orderNumber', async (req) => {
    const o = await readableOrder(req);
    return ok({ orderNumber: o.orderNumber, skuId: o.skuId, paid: ['paid', 'report_generating', 'completed'].includes(o.status) });
  });

  app.get('/exam/extra/package/list/:orderNumber', async (req) => {
    const o = await readableOrder(req);
    const session = await services.session.get(o.examSessionId);
    return ok(await services.catalog.list(session?.examId ?? 1754, 'package', o.currency));
  });

  // Webhooks need the exact bytes the processor signed: this scope reads bodies as buffers.
  app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/pay/webhook/:provider', async (req) => {
      const { provider } = parse(z.object({ provider: z.enum(['sandbox', 'stripe', 'paypal']) }), req.params);
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return ok(await services.payment.handleWebhook(provider as ProviderName, raw, req.headers));
    });
  });

  // The sandbox processor's own pages (3-D Secure, PayPal approval): pages of the test processor, never of a real one.
  registerSandboxRoutes(app, services, db);
}
