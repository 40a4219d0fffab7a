import { ensureViewerKey, hashViewerKey } from '../shared/viewerKey';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import { completeSandboxChallenge } from '../modules/payment/sandbox.provider';
import type { PayOutcome } from '../modules/payment/payment.service';
import type { ProviderName } from '../modules/payment/provider';
import type { Db } from '../db/connection';
import { AppError } from '../shared/errors';
import { escapeHtml } from '../mail/render';
import { ok, parse, sendError } from './envelope';
import { clientInfo } from './headers';
import { actorOfRequest } from './viewer';

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
 * with their raw bodies, and the sandbox processor's 3-D Secure page.
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
    const examId = code.toUpperCase() === 'BMBTI' ? 1754 : Number(code);
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
    const out = await services.order.create({ ...body, sessionId, locale: body.hl ?? clientInfo(req).locale, viewerKeyHash: hashViewerKey(ensureViewerKey(req, reply)) });
    if (!out.order) {
      const first = out.errors[0]!;
      return sendError(reply, first.code === 'SESSION_NOT_FOUND' ? 404 : 400, { code: first.code, message: first.message, errors: out.errors });
    }
    return ok({ orderNumber: out.order.orderNumber, status: out.order.status, total: out.order.total, currency: out.order.currency, alreadyPurchased: out.alreadyPurchased });
  });

  app.post('/pay/check/payInfo', async (req, reply) => {
    const body = parse(
      z.object({ orderNumber: z.string().max(64), method: z.enum(Object.keys(METHODS) as [keyof typeof METHODS]), paymentToken: z.string().max(500) }),
      req.body ?? {},
    );
    return sendPay(reply, await services.payment.pay({ ...body, method: METHODS[body.method], clientKey: req.ip, viewerKeyHash: hashViewerKey(ensureViewerKey(req, reply)) }));
  });

  app.post('/pay/check/status', async (req, reply) => {
    const { orderNumber } = parse(z.object({ orderNumber: z.string().max(64) }), req.body ?? {});
    return sendPay(reply, await services.payment.confirm(orderNumber));
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

  const OrderParams = z.object({ orderNumber: z.string().max(64) });

  app.get('/exam/order/info/:orderNumber', async (req) => {
    const o = await services.order.requireByNumber(parse(OrderParams, req.params).orderNumber);
    return ok({
      orderNumber: o.orderNumber, status: o.status, email: o.email, skuId: o.skuId, country: o.country, currency: o.currency,
      subtotal: o.subtotal, discount: o.discount, tax: o.tax, total: o.total, paymentDate: o.paidAt, createdAt: o.createdAt,
    });
  });

  app.get('/exam/order/sku/check/:orderNumber', async (req) => {
    const o = await services.order.requireByNumber(parse(OrderParams, req.params).orderNumber);
    return ok({ orderNumber: o.orderNumber, skuId: o.skuId, paid: ['paid', 'report_generating', 'completed'].includes(o.status) });
  });

  app.get('/exam/extra/package/list/:orderNumber', async (req) => {
    const o = await services.order.requireByNumber(parse(OrderParams, req.params).orderNumber);
    const session = await services.session.get(o.examSessionId);
    return ok(await services.catalog.packages(session?.examId ?? 1754, o.country));
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

  // The sandbox processor's 3-D Secure challenge: a page of the test processor, never of a real one.
  const Challenge = z.object({ id: z.string().regex(/^sbx_pi_[A-Za-z0-9_-]{10,30}$/) });
  const ReturnTo = z.object({ return: z.string().regex(/^\/[A-Za-z0-9/_\-?=&%.]*$/).max(300).optional() });
  app.get('/pay/sandbox/challenge/:id', async (req, reply) => {
    if (services.payment.cardProvider() !== 'sandbox') throw new AppError('NOT_FOUND', 'No sandbox processor');
    const { id } = parse(Challenge, req.params);
    const back = parse(ReturnTo, req.query).return ?? '/';
    const action = (passed: boolean) => `/pay/sandbox/challenge/${id}?return=${encodeURIComponent(back)}&passed=${passed ? 1 : 0}`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox 3-D Secure</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#1f2933}
button{display:block;width:100%;min-height:48px;margin:12px 0;border-radius:12px;border:0;font-size:16px;font-weight:600}
.ok{background:#1f6f5c;color:#fff}.no{background:#e4e7eb;color:#1f2933}</style></head><body>
<h1>Sandbox card authentication</h1><p>This page stands in for your bank's 3-D Secure check. No real card is involved.</p>
<form method="post" action="${escapeHtml(action(true))}"><button class="ok" type="submit">Complete authentication</button></form>
<form method="post" action="${escapeHtml(action(false))}"><button class="no" type="submit">Fail authentication</button></form>
</body></html>`);
  });
  app.post('/pay/sandbox/challenge/:id', async (req, reply) => {
    if (services.payment.cardProvider() !== 'sandbox') throw new AppError('NOT_FOUND', 'No sandbox processor');
    const { id } = parse(Challenge, req.params);
    const q = parse(ReturnTo.extend({ passed: z.enum(['0', '1']) }), req.query);
    await completeSandboxChallenge(db, id, q.passed === '1');
    return reply.redirect(q.return ?? '/', 303);
  });
}
