import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { Db, Executor } from '../../db/connection';
import { enqueueJob } from '../../jobs/outbox';
import { DELIVERY_ATTEMPTS, deliverPartnerWebhookJob } from '../../jobs/deliverPartnerWebhook.job';
import type { Clock } from '../../shared/clock';
import { randomId } from '../../shared/ids';
import { seal, unseal } from '../staff/secretBox';
import type { InvitationModel, WebhookDeliveryModel, WebhookEndpointModel } from './partner.models';
import * as repo from './partner.repository';
import { newWebhookSecret, webhookHeaders } from './webhookSignature';

/** What the deliveries are sealed under (a purpose of APP_SECRET's key derivation). */
const SEAL = 'partner-webhook-secret';
/** How long a rotated secret keeps signing beside the new one. */
export const SECRET_ROTATION_GRACE_MS = 24 * 3600_000;
const TIMEOUT_MS = 10_000;
const PRIVATE_HOST = /^(localhost|.*\.localhost|.*\.internal|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.|\[(::1?|f[cd]|fe80))/i;

const enqueueDelivery = (trx: Executor, deliveryId: string, dedupeKey: string) => enqueueJob(trx, deliverPartnerWebhookJob, { deliveryId }, { dedupeKey });

const toEndpoint = (row: repo.EndpointRow, now: Date): WebhookEndpointModel => ({
  id: row.id,
  partnerId: row.partner_id,
  url: row.url,
  createdAt: row.created_at,
  activeSecrets: row.secrets.filter((s) => !s.expiresAt || new Date(s.expiresAt) > now).length,
});

/** What a partner's integration receives when a test it invited someone to is finished (no answers, no scores). */
export function completionEvent(invitation: InvitationModel, at: Date) {
  const base = `/partner/v1/invitations/${invitation.id}`;
  return {
    type: 'invitation.completed',
    timestamp: at.toISOString(),
    data: {
      invitationId: invitation.id,
      examId: invitation.examId,
      completedAt: at.toISOString(),
      links: { invitation: base, result: `${base}/result`, report: `${base}/report`, pdf: `${base}/report.pdf` },
    },
  };
}

/**
 * Writes one delivery per live endpoint of the partner and its job, in the caller's transaction: the event exists
 * exactly when the change that caused it commits.
 */
export async function queueEvent(trx: Executor, partnerId: string, event: { type: string; timestamp: string; data: unknown }, at: Date): Promise<string[]> {
  const ids: string[] = [];
  for (const endpoint of await repo.listEndpoints(trx, partnerId)) {
    const id = `msg_${randomId(18)}`;
    await repo.insertDelivery(trx, { id, partner_id: partnerId, endpoint_id: endpoint.id, event_type: event.type, payload: event, created_at: at });
    await enqueueDelivery(trx, id, `webhook:${id}`);
    ids.push(id);
  }
  return ids;
}

/**
 * One try of a delivery: signs the stored body with every live secret of its endpoint and posts it. A 2xx answer
 * delivers it; anything else is recorded in the log and thrown, so the outbox tries again with backoff. A delivery
 * already made is not sent again by a repeated job.
 */
export async function deliverWebhook(deps: { db: Db; config: AppConfig; clock: Clock; log: Logger }, deliveryId: string): Promise<void> {
  const { db, config, clock } = deps;
  const delivery = await repo.findDelivery(db, deliveryId);
  if (!delivery || delivery.state === 'delivered') return;
  const endpoint = await repo.findEndpoint(db, delivery.endpointId);
  if (!endpoint || endpoint.disabled_at) {
    await repo.recordAttempt(db, deliveryId, { at: clock.now(), statusCode: null, error: 'endpoint removed', durationMs: 0, state: 'failed' });
    return;
  }
  const now = clock.now();
  const secrets = endpoint.secrets.filter((s) => !s.expiresAt || new Date(s.expiresAt) > now).map((s) => unseal(config.appSecret, SEAL, s.sealed));
  const body = JSON.stringify(delivery.payload);
  const started = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const res = await fetch(endpoint.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Innerscope-Webhooks/1', ...webhookHeaders(secrets, delivery.id, now, body) },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    statusCode = res.status;
    await res.body?.cancel();
    if (res.status < 200 || res.status > 299) error = `HTTP ${res.status}`;
  } catch (err) {
    error = err instanceof Error ? err.message.slice(0, 500) : 'request failed';
  }
  const tries = (await repo.triesSinceReplay(db, deliveryId)) + 1;
  const state = error === null ? 'delivered' : tries >= DELIVERY_ATTEMPTS ? 'failed' : 'pending';
  await repo.recordAttempt(db, deliveryId, { at: now, statusCode, error, durationMs: Math.round(performance.now() - started), state });
  if (error !== null) {
    deps.log.warn({ deliveryId, statusCode, tries }, 'partner webhook not accepted');
    throw new Error(`webhook ${deliveryId}: ${error}`);
  }
}

/** Why a webhook change was refused; mirrors PartnerErrorCode in schema/partner.graphql. */
export type WebhookErrorCode = 'INVALID_URL' | 'NOT_FOUND';

export function createPartnerWebhookService(deps: { db: Db; config: AppConfig; clock: Clock }) {
  const { db, config, clock } = deps;
  const sealed = (secret: string, expiresAt: Date | null) => ({ sealed: seal(config.appSecret, SEAL, secret), createdAt: clock.now().toISOString(), expiresAt: expiresAt?.toISOString() ?? null });

  /** An address deliveries may go to: https (plain http outside production, for local receivers), no credentials. */
  function checkUrl(input: string): string | null {
    let url: URL;
    try {
      url = new URL(input);
    } catch {
      return null;
    }
    const schemes = config.env === 'production' ? ['https:'] : ['https:', 'http:'];
    if (!schemes.includes(url.protocol) || url.username || url.password || input.length > 2000) return null;
    // In production, deliveries never go to this machine or a private network named by its address.
    if (config.env === 'production' && PRIVATE_HOST.test(url.hostname)) return null;
    return url.toString();
  }

  return {
    /** Adds an endpoint; its signing secret is returned once and kept sealed. */
    async addEndpoint(partnerId: string, urlInput: string): Promise<{ endpoint: WebhookEndpointModel; secret: string } | { error: WebhookErrorCode }> {
      const url = checkUrl(urlInput);
      if (!url) return { error: 'INVALID_URL' };
      const secret = newWebhookSecret();
      const row = await repo.insertEndpoint(db, { partner_id: partnerId, url, secrets: [sealed(secret, null)], created_at: clock.now() });
      return { endpoint: toEndpoint(row, clock.now()), secret };
    },

    /**
     * A new signing secret for an endpoint, returned once. The previous ones keep signing beside it for `graceMs`
     * (a day by default), so each delivery meanwhile carries several signatures and the receiver may switch when
     * it likes.
     */
    async rotateSecret(partnerId: string, endpointId: string, graceMs = SECRET_ROTATION_GRACE_MS): Promise<{ endpoint: WebhookEndpointModel; secret: string } | { error: WebhookErrorCode }> {
      const now = clock.now();
      return db.transaction(async (trx) => {
        const row = await repo.findEndpoint(trx, endpointId, { forUpdate: true });
        if (!row || row.partner_id !== partnerId || row.disabled_at) return { error: 'NOT_FOUND' as const };
        const until = new Date(now.getTime() + Math.max(0, graceMs));
        const kept = row.secrets
          .filter((s) => !s.expiresAt || new Date(s.expiresAt) > now)
          .map((s) => ({ ...s, expiresAt: s.expiresAt && new Date(s.expiresAt) < until ? s.expiresAt : until.toISOString() }));
        const secret = newWebhookSecret();
        const secrets = [sealed(secret, null), ...kept];
        await repo.saveSecrets(trx, endpointId, secrets);
        return { endpoint: toEndpoint({ ...row, secrets }, now), secret };
      });
    },

    async removeEndpoint(partnerId: string, endpointId: string): Promise<boolean> {
      const row = await repo.findEndpoint(db, endpointId);
      if (!row || row.partner_id !== partnerId) return false;
      await repo.disableEndpoint(db, endpointId, clock.now());
      return true;
    },

    endpoints: async (partnerId: string) => (await repo.listEndpoints(db, partnerId)).map((row) => toEndpoint(row, clock.now())),

    /** The delivery log: newest first, each with its state, tries and last answer. */
    deliveries: (partnerId: string, first = 50) => repo.listDeliveries(db, partnerId, Math.min(100, Math.max(1, Math.trunc(first)))),

    findDelivery: (id: string) => (/^msg_[A-Za-z0-9_-]{10,40}$/.test(id) ? repo.findDelivery(db, id) : Promise.resolve(null)),

    attempts: (deliveryId: string) => repo.listAttempts(db, deliveryId),

    /**
     * Sends a delivery again, with the same `webhook-id` (receivers apply a message once) and a fresh set of
     * automatic retries. One still under way is left to its retries.
     */
    async replay(delivery: WebhookDeliveryModel): Promise<WebhookDeliveryModel> {
      await db.transaction(async (trx) => {
        const row = await repo.findDelivery(trx, delivery.id, { forUpdate: true });
        if (!row || row.state === 'pending') return;
        await repo.resetForReplay(trx, row.id);
        await enqueueDelivery(trx, row.id, `webhook:${row.id}:replay:${randomId(8)}`);
      });
      return (await repo.findDelivery(db, delivery.id))!;
    },
  };
}

export type PartnerWebhookService = ReturnType<typeof createPartnerWebhookService>;
