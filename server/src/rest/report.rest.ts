import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FileStore } from '../files/fileStore';
import type { Services } from '../services';
import { AppError } from '../shared/errors';
import { ok, parse, sendError } from './envelope';
import { clientInfo } from './headers';

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
    const stored = await services.report.pdfFile(orderNumber, locale, t ?? null);
    const bytes = stored && (await files.get(stored.storeKey));
    if (!bytes) throw new AppError('NOT_FOUND', 'No such file');
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${orderNumber}.pdf"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });

  /** Where the report's PDF is downloaded; `false` when it cannot be had (logged for staff), as the spec asks. */
  app.post('/exam/order/file/down/info', async (req) => {
    const body = parse(z.object({ orderNumber: z.string().max(64), locale: z.string().max(20).optional(), t: z.string().max(100).optional() }), req.body ?? {});
    const viewer = { viewerKeyHash: null, token: body.t ?? null };
    const report = await services.report.read(body.orderNumber, body.locale ?? clientInfo(req).locale, viewer).catch((err: unknown) => {
      req.log.error({ err, orderNumber: body.orderNumber }, 'report download info failed');
      return null;
    });
    if (!report?.pdfUrl) {
      req.log.warn({ orderNumber: body.orderNumber, found: !!report }, 'report pdf not available for download');
      if (report) await services.report.requestPdf(report);
      return ok(false);
    }
    return ok({ url: report.pdfUrl, filename: `${report.orderNumber}.pdf` });
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
