import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FileStore } from '../files/fileStore';
import type { Services } from '../services';
import { AppError } from '../shared/errors';
import { ok, parse, sendError } from './envelope';
import { clientInfo } from './headers';
import { actorOfRequest } from './viewer';

const OrderFile = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.pdf$/) });
const Signed = z.object({ locale: z.string().max(20), t: z.string().max(100).optional() });

/**
 * The report's faces beside GraphQL: the signed PDF download, the spec's download-info call, and retrieve by
 * e-mail, on the same services.
 */
export function registerReportRoutes(app: FastifyInstance, services: Services, files: FileStore) {
  app.get('/exam/order/file/:file', async (req, reply) => {
    const { file } = parse(OrderFile, req.params);
    const { locale, t } = parse(Signed, req.query);
    const orderNumber = file.slice(0, -'.pdf'.length);
    const stored = await services.report.pdfFile(orderNumber, locale, await actorOfRequest(req, services, t));
    const bytes = stored && (await files.get(stored.storeKey));
    if (!bytes) throw new AppError('NOT_FOUND', 'No such file');
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${orderNumber}.pdf"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });

  /**
   * The report's PDF itself, saved as {orderNumber}.pdf, for its readers (this browser, a signed link's `t`, the
   * signed-in buyer, a staff or partner key); `false` when it cannot be had, as the spec asks, logged for staff.
   * A PDF not made yet in that locale is asked for, so a retry shortly after succeeds.
   */
  app.post('/exam/order/file/down/info', async (req, reply) => {
    const body = parse(z.object({ orderNumber: z.string().max(64), locale: z.string().max(20).optional(), t: z.string().max(100).optional() }), req.body ?? {});
    try {
      const file = await services.report.ownerPdf(body.orderNumber, body.locale ?? clientInfo(req).locale, await actorOfRequest(req, services, body.t));
      const bytes = file && (await files.get(file.storeKey));
      if (!file || !bytes) {
        req.log.warn({ orderNumber: body.orderNumber }, 'report pdf not available for download');
        return ok(false);
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.orderNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    } catch (err) {
      req.log.error({ err, orderNumber: body.orderNumber }, 'report download failed');
      return ok(false);
    }
  });

  app.post('/exam/order/report/retrieve', async (req, reply) => {
    const body = parse(z.object({ email: z.string().max(320), hl: z.string().max(20).nullish() }), req.body ?? {});
    const out = await services.retrieve.request(body.email, body.hl ?? clientInfo(req).locale, req.ip);
    if (!out.accepted) {
      const e = out.errors[0]!;
      return sendError(reply, 400, { code: e.code, message: e.message, field: e.field });
    }
    return ok({ accepted: true });
  });
}
