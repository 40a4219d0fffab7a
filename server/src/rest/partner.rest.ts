import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FileStore } from '../files/fileStore';
import { actorOf, type Actor } from '../modules/access/actor';
import type { InvitationModel, WebhookDeliveryModel } from '../modules/partners/partner.models';
import { PARTNER_OPENAPI } from '../modules/partners/partner.openapi';
import type { ResultModel } from '../modules/scoring/scoring.models';
import type { Services } from '../services';
import { AppError } from '../shared/errors';
import { ok, parse, sendError } from './envelope';

const Id = z.object({ id: z.string().min(1).max(64) });
const Locale = z.object({ locale: z.string().max(20).optional() });
const List = z.object({ limit: z.coerce.number().int().min(1).max(100).optional(), after: z.string().max(40).optional() });
const Create = z.object({ examId: z.number().int(), email: z.string().max(254), locale: z.string().max(20) });

/** The partner facade speaks for the bearer key alone: no cookie or link counts here. */
async function partnerActor(req: FastifyRequest, services: Services): Promise<Actor> {
  return actorOf({ viewerKeyHash: null, user: null, apiClient: await services.apiKey.verify(req.headers.authorization) });
}

const invitationShape = (services: Services, i: InvitationModel) => ({
  id: i.id,
  examId: i.examId,
  email: i.email,
  locale: i.locale,
  state: i.state,
  link: services.partners.link(i),
  createdAt: i.createdAt.toISOString(),
  consentedAt: i.consentedAt?.toISOString() ?? null,
  completedAt: i.completedAt?.toISOString() ?? null,
});

const resultShape = (r: ResultModel | null) =>
  r && { examId: r.examId, typeCode: r.typeCode, axes: r.axes, scores: r.scores, locale: r.locale, completedAt: r.completedAt.toISOString() };

const deliveryShape = (d: WebhookDeliveryModel) => ({
  id: d.id,
  eventType: d.eventType,
  state: d.state,
  attempts: d.attempts,
  lastStatus: d.lastStatus,
  lastError: d.lastError,
  createdAt: d.createdAt.toISOString(),
  deliveredAt: d.deliveredAt?.toISOString() ?? null,
  payload: d.payload,
});

const notFound = () => new AppError('NOT_FOUND', 'No such invitation');

/**
 * The partner REST facade (`/partner/v1`, described at `/partner/v1/openapi.json`): the same partner service as
 * GraphQL, with the partner's bearer key. No key is 401, a key without the scope 403, anyone else's or an unknown
 * invitation 404, past the key's rate limit 429 with `Retry-After`.
 */
export function registerPartnerRoutes(app: FastifyInstance, services: Services, files: FileStore) {
  app.get('/partner/v1/openapi.json', async (_req, reply) => reply.header('cache-control', 'public, max-age=300').send(PARTNER_OPENAPI));

  app.get('/partner/v1/invitations', async (req) => {
    const q = parse(List, req.query ?? {});
    const page = await services.partners.invitations(await partnerActor(req, services), q.limit, q.after);
    return ok({ invitations: page.invitations.map((i) => invitationShape(services, i)), endCursor: page.endCursor, hasMore: page.hasMore });
  });

  app.post('/partner/v1/invitations', async (req, reply) => {
    const body = parse(Create, req.body ?? {});
    const out = await services.partners.createInvitation(await partnerActor(req, services), body);
    const [error] = out.errors;
    if (error || !out.invitation) return sendError(reply, 400, { code: error?.code ?? 'BAD_USER_INPUT', message: error?.message ?? '', field: error?.field ?? 'examId' });
    return reply.status(201).send({ result: 201, data: invitationShape(services, out.invitation) });
  });

  app.get('/partner/v1/invitations/:id', async (req) => {
    const { id } = parse(Id, req.params);
    const invitation = await services.partners.invitation(await partnerActor(req, services), id);
    if (!invitation) throw notFound();
    return ok(invitationShape(services, invitation));
  });

  app.get('/partner/v1/invitations/:id/result', async (req) => {
    const { id } = parse(Id, req.params);
    const found = await services.partners.result(await partnerActor(req, services), id);
    if (!found) throw notFound();
    return ok({ invitation: invitationShape(services, found.invitation), result: resultShape(found.result) });
  });

  app.get('/partner/v1/invitations/:id/report', async (req) => {
    const { id } = parse(Id, req.params);
    const { locale } = parse(Locale, req.query ?? {});
    const found = await services.partners.report(await partnerActor(req, services), id, locale);
    if (!found) throw notFound();
    return ok({ invitation: invitationShape(services, found.invitation), report: found.report });
  });

  app.get('/partner/v1/invitations/:id/report.pdf', async (req, reply) => {
    const { id } = parse(Id, req.params);
    const { locale } = parse(Locale, req.query ?? {});
    const pdf = await services.partners.pdf(await partnerActor(req, services), id, locale);
    if (!pdf) throw notFound();
    if (pdf.state === 'pending') {
      return reply.status(202).header('retry-after', '5').send({ result: 202, code: 'PDF_PENDING', message: 'The PDF is being made; ask again shortly' });
    }
    const bytes = await files.get(pdf.storeKey);
    if (!bytes) throw notFound();
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });

  app.get('/partner/v1/webhooks/deliveries', async (req) => {
    const q = parse(List, req.query ?? {});
    return ok((await services.partners.deliveries(await partnerActor(req, services), q.limit)).map(deliveryShape));
  });

  app.post('/partner/v1/webhooks/deliveries/:id/replay', async (req) => {
    const { id } = parse(Id, req.params);
    const delivery = await services.partners.replay(await partnerActor(req, services), id);
    if (!delivery) throw new AppError('NOT_FOUND', 'No such delivery');
    return ok(deliveryShape(delivery));
  });
}
