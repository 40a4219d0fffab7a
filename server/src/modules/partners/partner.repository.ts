import type { Executor } from '../../db/connection';
import type { Locale } from '../../shared/locales';
import type { DeliveryState, InvitationModel, InvitationState, PartnerModel, WebhookDeliveryModel } from './partner.models';

interface InvitationRow {
  id: string;
  partner_id: string;
  exam_id: number;
  email: string;
  locale: Locale;
  state: InvitationState;
  session_id: string | null;
  created_at: Date;
  consented_at: Date | null;
  declined_at: Date | null;
  completed_at: Date | null;
}

const toInvitation = (r: InvitationRow): InvitationModel => ({
  id: r.id,
  partnerId: r.partner_id,
  examId: r.exam_id,
  email: r.email,
  locale: r.locale,
  state: r.state,
  sessionId: r.session_id,
  createdAt: r.created_at,
  consentedAt: r.consented_at,
  declinedAt: r.declined_at,
  completedAt: r.completed_at,
});

export async function insertPartner(db: Executor, row: { name: string; created_at: Date }): Promise<PartnerModel> {
  const [p] = await db('partners').insert(row).returning<{ id: string; name: string; created_at: Date }[]>(['id', 'name', 'created_at']);
  return { id: p!.id, name: p!.name, createdAt: p!.created_at };
}

export async function insertPartnerUser(db: Executor, row: { partner_id: string; email: string; role: string; created_at: Date }): Promise<void> {
  await db('partner_users').insert(row).onConflict(['partner_id', 'email']).ignore();
}

export async function findPartner(db: Executor, id: string): Promise<PartnerModel | null> {
  const row = await db('partners').where({ id }).first<{ id: string; name: string; created_at: Date } | undefined>('id', 'name', 'created_at');
  return row ? { id: row.id, name: row.name, createdAt: row.created_at } : null;
}

export async function listPartners(db: Executor): Promise<PartnerModel[]> {
  const rows = await db('partners').orderBy('created_at').select<{ id: string; name: string; created_at: Date }[]>('id', 'name', 'created_at');
  return rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.created_at }));
}

export async function insertInvitation(
  db: Executor,
  row: { id: string; partner_id: string; exam_id: number; email: string; locale: Locale; created_by_key_id: string | null; created_at: Date },
): Promise<InvitationModel> {
  const [inserted] = await db('partner_invitations').insert(row).returning<InvitationRow[]>('*');
  return toInvitation(inserted!);
}

export async function findInvitation(db: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<InvitationModel | null> {
  const q = db('partner_invitations').where({ id });
  if (options.forUpdate) q.forUpdate();
  const row = await q.first<InvitationRow | undefined>();
  return row ? toInvitation(row) : null;
}

export async function listInvitations(db: Executor, partnerId: string, limit: number, beforeCreatedAt: Date | null): Promise<InvitationModel[]> {
  const q = db('partner_invitations').where({ partner_id: partnerId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
  if (beforeCreatedAt) q.where('created_at', '<', beforeCreatedAt);
  return (await q.select<InvitationRow[]>('*')).map(toInvitation);
}

export async function markConsented(db: Executor, id: string, sessionId: string, at: Date): Promise<void> {
  await db('partner_invitations').where({ id, state: 'open' }).update({ state: 'consented', session_id: sessionId, consented_at: at });
}

export async function markDeclined(db: Executor, id: string, at: Date): Promise<void> {
  await db('partner_invitations').where({ id, state: 'open' }).update({ state: 'declined', declined_at: at });
}

/** The consented invitation a session was started for, locked; null when the session has none (or it is done). */
export async function findConsentedBySession(db: Executor, sessionId: string): Promise<InvitationModel | null> {
  const row = await db('partner_invitations').where({ session_id: sessionId, state: 'consented' }).forUpdate().first<InvitationRow | undefined>();
  return row ? toInvitation(row) : null;
}

export async function markCompleted(db: Executor, id: string, at: Date): Promise<void> {
  await db('partner_invitations').where({ id, state: 'consented' }).update({ state: 'completed', completed_at: at });
}

/**
 * The partner that brought an order: the one it was made for, else the one whose invitation the taker consented to
 * share this test with. Null for everyone else's orders.
 */
export async function partnerOfOrder(db: Executor, order: { id: string; examSessionId: string }): Promise<string | null> {
  const own = await db('orders').where({ id: order.id }).first<{ partner_id: string | null } | undefined>('partner_id');
  if (own?.partner_id) return own.partner_id;
  const invited = await db('partner_invitations')
    .where({ session_id: order.examSessionId })
    .whereIn('state', ['consented', 'completed'])
    .first<{ partner_id: string } | undefined>('partner_id');
  return invited?.partner_id ?? null;
}

/** Marks an order as brought by a partner. */
export async function tagOrder(db: Executor, orderId: string, partnerId: string): Promise<void> {
  await db('orders').where({ id: orderId }).whereNull('partner_id').update({ partner_id: partnerId });
}

// Webhooks.

export interface EndpointRow {
  id: string;
  partner_id: string;
  url: string;
  secrets: { sealed: string; createdAt: string; expiresAt: string | null }[];
  created_at: Date;
  disabled_at: Date | null;
}

export async function insertEndpoint(db: Executor, row: Omit<EndpointRow, 'id' | 'disabled_at' | 'secrets'> & { secrets: EndpointRow['secrets'] }): Promise<EndpointRow> {
  const [inserted] = await db('partner_webhook_endpoints').insert({ ...row, secrets: JSON.stringify(row.secrets) }).returning<EndpointRow[]>('*');
  return inserted!;
}

export async function findEndpoint(db: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<EndpointRow | null> {
  const q = db('partner_webhook_endpoints').where({ id });
  if (options.forUpdate) q.forUpdate();
  return (await q.first<EndpointRow | undefined>()) ?? null;
}

export function listEndpoints(db: Executor, partnerId: string): Promise<EndpointRow[]> {
  return db('partner_webhook_endpoints').where({ partner_id: partnerId }).whereNull('disabled_at').orderBy('created_at').select<EndpointRow[]>('*');
}

export async function saveSecrets(db: Executor, id: string, secrets: EndpointRow['secrets']): Promise<void> {
  await db('partner_webhook_endpoints').where({ id }).update({ secrets: JSON.stringify(secrets) });
}

export async function disableEndpoint(db: Executor, id: string, at: Date): Promise<void> {
  await db('partner_webhook_endpoints').where({ id }).whereNull('disabled_at').update({ disabled_at: at });
}

interface DeliveryRow {
  id: string;
  partner_id: string;
  endpoint_id: string;
  event_type: string;
  payload: unknown;
  state: DeliveryState;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
}

const toDelivery = (r: DeliveryRow): WebhookDeliveryModel => ({
  id: r.id,
  partnerId: r.partner_id,
  endpointId: r.endpoint_id,
  eventType: r.event_type,
  payload: r.payload,
  state: r.state,
  attempts: r.attempts,
  lastStatus: r.last_status,
  lastError: r.last_error,
  createdAt: r.created_at,
  deliveredAt: r.delivered_at,
});

export async function insertDelivery(
  db: Executor,
  row: { id: string; partner_id: string; endpoint_id: string; event_type: string; payload: unknown; created_at: Date },
): Promise<void> {
  await db('partner_webhook_deliveries').insert({ ...row, payload: JSON.stringify(row.payload) });
}

export async function findDelivery(db: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<WebhookDeliveryModel | null> {
  const q = db('partner_webhook_deliveries').where({ id });
  if (options.forUpdate) q.forUpdate();
  const row = await q.first<DeliveryRow | undefined>();
  return row ? toDelivery(row) : null;
}

export async function listDeliveries(db: Executor, partnerId: string, limit: number): Promise<WebhookDeliveryModel[]> {
  const rows = await db('partner_webhook_deliveries').where({ partner_id: partnerId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit).select<DeliveryRow[]>('*');
  return rows.map(toDelivery);
}

/** Records one try: its answer (or error), and the delivery's state after it. */
export async function recordAttempt(
  db: Executor,
  deliveryId: string,
  attempt: { at: Date; statusCode: number | null; error: string | null; durationMs: number; state: DeliveryState },
): Promise<void> {
  await db('partner_webhook_attempts').insert({ delivery_id: deliveryId, at: attempt.at, status_code: attempt.statusCode, error: attempt.error, duration_ms: attempt.durationMs });
  await db('partner_webhook_deliveries')
    .where({ id: deliveryId })
    .update({
      attempts: db.raw('attempts + 1'),
      last_status: attempt.statusCode,
      last_error: attempt.error,
      state: attempt.state,
      ...(attempt.state === 'delivered' ? { delivered_at: attempt.at } : {}),
    });
}

/** Tries made since the delivery was created or last replayed. */
export async function triesSinceReplay(db: Executor, id: string): Promise<number> {
  const row = await db('partner_webhook_deliveries').where({ id }).first<{ attempts: number; attempts_base: number } | undefined>('attempts', 'attempts_base');
  return row ? row.attempts - row.attempts_base : 0;
}

export async function resetForReplay(db: Executor, id: string): Promise<void> {
  await db('partner_webhook_deliveries').where({ id }).update({ state: 'pending', attempts_base: db.raw('attempts') });
}

export function listAttempts(db: Executor, deliveryId: string): Promise<{ at: Date; status_code: number | null; error: string | null; duration_ms: number }[]> {
  return db('partner_webhook_attempts').where({ delivery_id: deliveryId }).orderBy('id').select('at', 'status_code', 'error', 'duration_ms');
}
