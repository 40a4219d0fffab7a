import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { canonicalEmail, isValidEmail } from '../../shared/email';
import { AppError } from '../../shared/errors';
import { isPublicId, randomId } from '../../shared/ids';
import { normalizeLocale, type Locale } from '../../shared/locales';
import type { RateLimiter, RateRule } from '../../shared/rateLimiter';
import type { Actor, Credential } from '../access/actor';
import { PARTNER_SCOPES, type PartnerScope } from '../access/actor';
import type { ApiKeyService } from '../access/apiKey.service';
import type { AccessPolicy, PartnerAction } from '../access/policy';
import type { CatalogService } from '../catalog/catalog.service';
import type { ExamService } from '../exam/exam.service';
import type { SessionService, SessionStarter } from '../exam/session.service';
import { partnerReportOrder } from '../order/partnerReport';
import type { ReportService } from '../report/report.service';
import type { ReportModel } from '../report/report.models';
import { findSessionResult } from '../scoring/scoring.service';
import type { ResultModel } from '../scoring/scoring.models';
import { type AuditService, auditActorOf } from '../staff/audit.service';
import type { InvitationForTakerModel, InvitationModel, PartnerModel, WebhookDeliveryModel } from './partner.models';
import * as repo from './partner.repository';
import { createPartnerWebhookService } from './partnerWebhook.service';

/** Why a partner call was refused; mirrors PartnerErrorCode in schema/partner.graphql. */
export type PartnerErrorCode =
  | 'INVALID_EMAIL'
  | 'UNKNOWN_LOCALE'
  | 'EXAM_NOT_OFFERED'
  | 'INVALID_NAME'
  | 'INVALID_URL'
  | 'INVALID_SCOPE'
  | 'NOT_FOUND'
  | 'CONSENT_REQUIRED'
  | 'INVITATION_CLOSED';

export interface PartnerError {
  code: PartnerErrorCode;
  field: string;
  message: string;
}

const err = (code: PartnerErrorCode, field: string, message: string): PartnerError => ({ code, field, message });

function checkScopes(input: readonly string[] | null | undefined): PartnerScope[] | null {
  const scopes = input ?? [...PARTNER_SCOPES];
  if (!scopes.length || scopes.some((s) => !(PARTNER_SCOPES as readonly string[]).includes(s))) return null;
  return [...new Set(scopes)] as PartnerScope[];
}

/** A partner, its first user and its first key: for the command line, and for staff once the policy allowed it. */
export async function createPartnerAccount(
  deps: { db: Db; clock: Clock; apiKeys: Pick<ApiKeyService, 'create'>; audit: Pick<AuditService, 'record'> },
  input: { name: string; ownerEmail: string; scopes?: readonly string[] | null },
  by: Credential | null,
) {
  const { db, clock } = deps;
  const name = input.name.trim();
  const errors: PartnerError[] = [];
  if (name.length < 2 || name.length > 100) errors.push(err('INVALID_NAME', 'name', 'A partner name has 2 to 100 characters'));
  if (!isValidEmail(input.ownerEmail)) errors.push(err('INVALID_EMAIL', 'ownerEmail', 'Not an e-mail address'));
  const scopes = checkScopes(input.scopes);
  if (!scopes) errors.push(err('INVALID_SCOPE', 'scopes', `Scopes are ${PARTNER_SCOPES.join(', ')}`));
  if (errors.length || !scopes) return { partner: null, key: null, errors };
  const now = clock.now();
  return db.transaction(async (trx) => {
    const partner = await repo.insertPartner(trx, { name, created_at: now });
    await repo.insertPartnerUser(trx, { partner_id: partner.id, email: canonicalEmail(input.ownerEmail), role: 'owner', created_at: now });
    const key = await deps.apiKeys.create(`${name} key`, scopes, { partnerId: partner.id, db: trx });
    await deps.audit.record(trx, auditActorOf(by), { action: 'partner.create', targetType: 'partner', targetId: partner.id, summary: { name, scopes, keyId: key.id } });
    return { partner, key: { keyId: key.id, key: key.key } as CreatedKey, errors: [] as PartnerError[] };
  });
}

/** Requests per key per minute, on both faces (GraphQL and REST) together. */
export const PARTNER_KEY_LIMIT: RateRule = { name: 'partner:key', limit: 120, windowSeconds: 60 };

export interface CreatedKey {
  keyId: string;
  key: string;
  oldKeyExpiresAt?: Date | null;
}

/**
 * Partners: their accounts and keys, the invitations they send, the taker's consent, and what the partner may read
 * afterwards (the result, the report and its PDF). Who may do what is the access policy's to say; every partner
 * call counts against its key's rate limit.
 */
export function createPartnerService(deps: {
  db: Db;
  config: AppConfig;
  clock: Clock;
  rateLimiter: RateLimiter;
  access: AccessPolicy;
  apiKeys: ApiKeyService;
  exam: ExamService;
  session: SessionService;
  reports: ReportService;
  catalog: Pick<CatalogService, 'reportOffer' | 'currencyForCountry'>;
  audit: AuditService;
}) {
  const { db, config, clock, access } = deps;
  const webhooks = createPartnerWebhookService(deps);

  /**
   * The credential that lets the actor do the action (on something of `partnerId`, when given), with the partner it
   * acts for; counts a partner key's request. A request without any key or staff session is UNAUTHENTICATED, one
   * whose key does not allow it FORBIDDEN.
   */
  async function acting(actor: Actor, action: PartnerAction, subject: { partnerId?: string; healthData?: boolean } = {}): Promise<{ credential: Credential; partnerId: string | null }> {
    const credential = access.partnerGrant(actor, action, subject);
    if (!credential) {
      const keyed = actor.credentials.some((c) => c.kind === 'partner' || c.kind === 'staff');
      throw keyed ? new AppError('FORBIDDEN', 'this key may not do that') : new AppError('UNAUTHENTICATED', 'a partner key is required');
    }
    if (credential.kind === 'partner') {
      await deps.rateLimiter.hit(PARTNER_KEY_LIMIT, credential.keyId);
      return { credential, partnerId: credential.partnerId ?? null };
    }
    return { credential, partnerId: subject.partnerId ?? null };
  }

  /** The partner a key acts for (a key acts for its own partner only). */
  async function ownPartner(actor: Actor, action: PartnerAction): Promise<string> {
    const { partnerId } = await acting(actor, action);
    if (!partnerId) throw new AppError('FORBIDDEN', 'only a partner key acts for a partner');
    return partnerId;
  }

  const healthExam = async (examId: number) => (await deps.exam.findExam(examId))?.healthData ?? true;

  /** An invitation the actor may do the action to, or null for anyone else's and unknown ones alike. */
  async function readable(actor: Actor, id: string, action: PartnerAction = 'invitation:read'): Promise<InvitationModel | null> {
    if (!isPublicId(id)) {
      await acting(actor, action);
      return null;
    }
    const invitation = await repo.findInvitation(db, id);
    if (!invitation) {
      await acting(actor, action);
      return null;
    }
    const subject = { partnerId: invitation.partnerId, healthData: await healthExam(invitation.examId) };
    if (!access.partnerGrant(actor, action, subject)) {
      // The same answer as an unknown invitation, once the key is known to be allowed to read its own.
      await acting(actor, action);
      return null;
    }
    await acting(actor, action, subject);
    return invitation;
  }

  const service = {
    webhooks,

    /** For the command line, which is trusted (it holds the database): a partner and its first key. */
    createPartnerFromCli: (input: { name: string; ownerEmail: string; scopes?: readonly string[] | null }) => createPartnerAccount(deps, input, null),

    /** Staff with the admin role: a partner, its first user and key. */
    async createPartner(actor: Actor, input: { name: string; ownerEmail: string; scopes?: readonly string[] | null }) {
      const { credential } = await acting(actor, 'partners:manage');
      return createPartnerAccount(deps, input, credential);
    },

    /** Staff with the admin role: another key for a partner. */
    async createKey(actor: Actor, partnerId: string, scopesInput?: readonly string[] | null): Promise<{ key: CreatedKey | null; errors: PartnerError[] }> {
      const { credential } = await acting(actor, 'partners:manage');
      const partner = /^[0-9a-f-]{36}$/i.test(partnerId) ? await repo.findPartner(db, partnerId) : null;
      if (!partner) return { key: null, errors: [err('NOT_FOUND', 'partnerId', 'No such partner')] };
      const scopes = checkScopes(scopesInput);
      if (!scopes) return { key: null, errors: [err('INVALID_SCOPE', 'scopes', `Scopes are ${PARTNER_SCOPES.join(', ')}`)] };
      return db.transaction(async (trx) => {
        const key = await deps.apiKeys.create(`${partner.name} key`, scopes, { partnerId: partner.id, db: trx });
        await deps.audit.record(trx, auditActorOf(credential), { action: 'partner.key.create', targetType: 'partner', targetId: partner.id, summary: { scopes, keyId: key.id } });
        return { key: { keyId: key.id, key: key.key }, errors: [] };
      });
    },

    /** A new key in place of one of the partner's: the partner rotates its own keys, admin any partner's. */
    async rotateKey(actor: Actor, keyId: string): Promise<{ key: CreatedKey | null; errors: PartnerError[] }> {
      const { credential, partnerId } = await acting(actor, 'key:rotate');
      const notFound = { key: null, errors: [err('NOT_FOUND', 'keyId', 'No such live key')] };
      if (!/^[0-9a-f-]{36}$/i.test(keyId)) return notFound;
      return db.transaction(async (trx) => {
        const rotated = await deps.apiKeys.rotate(keyId, { db: trx, ...(credential.kind === 'partner' ? { partnerId: partnerId ?? '' } : {}) });
        if (!rotated) return notFound;
        await deps.audit.record(trx, auditActorOf(credential), { action: 'partner.key.rotate', targetType: 'api_key', targetId: keyId, summary: { newKeyId: rotated.id } });
        return { key: { keyId: rotated.id, key: rotated.key, oldKeyExpiresAt: rotated.oldKeyExpiresAt }, errors: [] };
      });
    },

    async partners(actor: Actor): Promise<PartnerModel[]> {
      await acting(actor, 'partners:manage');
      return repo.listPartners(db);
    },

    /** The partner of the request's key. */
    async account(actor: Actor): Promise<PartnerModel | null> {
      return repo.findPartner(db, await ownPartner(actor, 'invitation:read'));
    },

    async keys(actor: Actor) {
      return deps.apiKeys.listOfPartner(await ownPartner(actor, 'key:rotate'));
    },

    /** The link the partner gives the taker: it opens the consent page in the invitation's language. */
    link: (invitation: Pick<InvitationModel, 'id' | 'locale'>) => `${config.publicUrl}/invite?${new URLSearchParams({ i: invitation.id, hl: invitation.locale }).toString()}`,

    pdfPath: (invitation: Pick<InvitationModel, 'id'>) => `/partner/v1/invitations/${invitation.id}/report.pdf`,

    /** A partner invites someone to take a test in a locale. Health exams are never offered to partners. */
    async createInvitation(actor: Actor, input: { examId: number; email: string; locale: string }): Promise<{ invitation: InvitationModel | null; errors: PartnerError[] }> {
      const { credential, partnerId } = await acting(actor, 'invitation:create');
      if (!partnerId || credential.kind !== 'partner') throw new AppError('FORBIDDEN', 'only a partner key invites');
      const errors: PartnerError[] = [];
      if (!isValidEmail(input.email)) errors.push(err('INVALID_EMAIL', 'email', 'Not an e-mail address'));
      const locale = normalizeLocale(input.locale);
      if (!locale) errors.push(err('UNKNOWN_LOCALE', 'locale', 'Unknown locale'));
      const exam = await deps.exam.findExam(input.examId);
      const offered = exam && exam.live && (!locale || exam.languages.includes(locale));
      // The policy says whether the exam may be in a partner's scope at all (never a health exam).
      if (!exam || !offered || !access.partnerGrant(actor, 'invitation:create', { partnerId, healthData: exam.healthData })) {
        errors.push(err('EXAM_NOT_OFFERED', 'examId', 'This test is not offered to partners in that language'));
      }
      if (errors.length || !locale || !exam) return { invitation: null, errors };
      const invitation = await repo.insertInvitation(db, {
        id: randomId(16),
        partner_id: partnerId,
        exam_id: exam.id,
        email: canonicalEmail(input.email),
        locale,
        created_by_key_id: credential.keyId,
        created_at: clock.now(),
      });
      return { invitation, errors: [] };
    },

    /** The partner's invitations, newest first; `after` is the cursor of the last one seen. */
    async invitations(actor: Actor, first?: number | null, after?: string | null) {
      const partnerId = await ownPartner(actor, 'invitation:read');
      const limit = Math.min(100, Math.max(1, Math.trunc(first ?? 20)));
      const before = after && !Number.isNaN(Date.parse(after)) ? new Date(after) : null;
      const rows = await repo.listInvitations(db, partnerId, limit + 1, before);
      const invitations = rows.slice(0, limit);
      return { invitations, endCursor: invitations.at(-1)?.createdAt.toISOString() ?? null, hasMore: rows.length > limit };
    },

    invitation: (actor: Actor, id: string) => readable(actor, id),

    /** The result of a finished test the partner invited someone to; null before it is finished and for anyone else. */
    async result(actor: Actor, id: string): Promise<{ invitation: InvitationModel; result: ResultModel | null } | null> {
      const invitation = await readable(actor, id);
      if (!invitation) return null;
      return { invitation, result: await service.resultOf(invitation) };
    },

    /** The result of an invitation already checked (a field below one). */
    async resultOf(invitation: InvitationModel): Promise<ResultModel | null> {
      if (invitation.state !== 'completed' || !invitation.sessionId) return null;
      return findSessionResult(db, invitation.sessionId);
    },

    /** The report order of a finished invitation, made when first asked for. */
    async reportOrder(invitation: InvitationModel) {
      if (invitation.state !== 'completed' || !invitation.sessionId) return null;
      return partnerReportOrder(deps, { sessionId: invitation.sessionId, partnerId: invitation.partnerId, email: invitation.email });
    },

    /** The report (JSON) of a finished invitation in a locale (the invitation's by default); the policy decides again on its order. */
    async reportOf(actor: Actor, invitation: InvitationModel, locale?: string | null): Promise<ReportModel | null> {
      const order = await service.reportOrder(invitation);
      return order ? deps.reports.read(order.orderNumber, locale ?? invitation.locale, actor) : null;
    },

    async report(actor: Actor, id: string, locale?: string | null): Promise<{ invitation: InvitationModel; report: ReportModel | null } | null> {
      const invitation = await readable(actor, id);
      if (!invitation) return null;
      return { invitation, report: await service.reportOf(actor, invitation, locale) };
    },

    /** The stored PDF of the report (`ready`), or `pending` while it is made; null for anyone else or before the test is finished. */
    async pdf(actor: Actor, id: string, locale?: string | null): Promise<{ state: 'ready'; storeKey: string } | { state: 'pending' } | null> {
      const invitation = await readable(actor, id);
      const order = invitation && (await service.reportOrder(invitation));
      if (!invitation || !order) return null;
      const file = await deps.reports.ownerPdf(order.orderNumber, locale ?? invitation.locale, actor);
      return file ? { state: 'ready', storeKey: file.storeKey } : { state: 'pending' };
    },

    /** What the person invited sees: who will receive the result, and the test. Null for an unknown link. */
    async forTaker(id: string): Promise<InvitationForTakerModel | null> {
      const invitation = isPublicId(id) ? await repo.findInvitation(db, id) : null;
      if (!invitation) return null;
      const [partner, exam] = await Promise.all([repo.findPartner(db, invitation.partnerId), deps.exam.findExam(invitation.examId)]);
      if (!partner || !exam || exam.healthData) return null;
      return {
        id: invitation.id,
        partnerName: partner.name,
        examId: exam.id,
        examCode: exam.code,
        examName: deps.exam.examName(exam, invitation.locale),
        locale: invitation.locale,
        state: invitation.state,
        sessionId: invitation.state === 'consented' || invitation.state === 'completed' ? invitation.sessionId : null,
      };
    },

    /**
     * The taker's answer. With consent, a session of the invited test is started and tied to the invitation (its
     * result then goes to the partner); asked again, the same session is given back. Without consent the
     * invitation is declined and nothing is shared.
     */
    async answer(id: string, consent: boolean, starter: SessionStarter, logId: string | null = null): Promise<{ invitation: InvitationForTakerModel | null; errors: PartnerError[] }> {
      const shown = await service.forTaker(id);
      if (!shown) return { invitation: null, errors: [err('NOT_FOUND', 'id', 'No such invitation')] };
      if (shown.state === 'declined') return { invitation: shown, errors: [err('INVITATION_CLOSED', 'id', 'This invitation was declined')] };
      if (!consent) {
        if (shown.state !== 'open') return { invitation: shown, errors: [err('CONSENT_REQUIRED', 'consent', 'Consent was given already; the test has started')] };
        await repo.markDeclined(db, id, clock.now());
        return { invitation: await service.forTaker(id), errors: [] };
      }
      if (shown.state !== 'open') return { invitation: shown, errors: [] };
      const started = await deps.session.start(shown.examId, shown.locale, logId, starter);
      if (!started.session) return { invitation: null, errors: [err('EXAM_NOT_OFFERED', 'id', 'This test cannot be started now')] };
      await repo.markConsented(db, id, started.session.id, clock.now());
      return { invitation: await service.forTaker(id), errors: [] };
    },

    /** A delivery of the partner's (or any, for admin), or null. */
    async delivery(actor: Actor, deliveryId: string): Promise<WebhookDeliveryModel | null> {
      const delivery = await webhooks.findDelivery(deliveryId);
      if (!delivery || !access.partnerGrant(actor, 'webhook:manage', { partnerId: delivery.partnerId })) {
        await acting(actor, 'webhook:manage');
        return null;
      }
      await acting(actor, 'webhook:manage', { partnerId: delivery.partnerId });
      return delivery;
    },

    async replay(actor: Actor, deliveryId: string): Promise<WebhookDeliveryModel | null> {
      const delivery = await service.delivery(actor, deliveryId);
      return delivery ? webhooks.replay(delivery) : null;
    },

    async addEndpoint(actor: Actor, url: string) {
      const out = await webhooks.addEndpoint(await ownPartner(actor, 'webhook:manage'), url);
      return 'error' in out ? { endpoint: null, secret: null, errors: [err(out.error, 'url', 'Not an address deliveries can go to')] } : { ...out, errors: [] };
    },

    async rotateSecret(actor: Actor, endpointId: string) {
      const partnerId = await ownPartner(actor, 'webhook:manage');
      const out = /^[0-9a-f-]{36}$/i.test(endpointId) ? await webhooks.rotateSecret(partnerId, endpointId) : { error: 'NOT_FOUND' as const };
      return 'error' in out ? { endpoint: null, secret: null, errors: [err(out.error, 'endpointId', 'No such endpoint')] } : { ...out, errors: [] };
    },

    async removeEndpoint(actor: Actor, endpointId: string): Promise<boolean> {
      const partnerId = await ownPartner(actor, 'webhook:manage');
      return /^[0-9a-f-]{36}$/i.test(endpointId) && webhooks.removeEndpoint(partnerId, endpointId);
    },

    endpoints: async (actor: Actor) => webhooks.endpoints(await ownPartner(actor, 'webhook:manage')),

    deliveries: async (actor: Actor, first?: number | null) => webhooks.deliveries(await ownPartner(actor, 'webhook:manage'), first ?? 50),
  };
  return service;
}

export type PartnerService = ReturnType<typeof createPartnerService>;

export type { Locale };
