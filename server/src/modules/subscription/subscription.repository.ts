import type { Executor } from '../../db/connection';
import type { SubscriptionRow, SubscriptionStatus } from './subscription.models';
import { LIVE_STATUSES } from './subscription.models';

export async function insert(db: Executor, row: Omit<SubscriptionRow, 'id' | 'created_at' | 'updated_at' | 'failed_attempts' | 'reminded_period' | 'cancelled_at' | 'ended_at' | 'end_reason'>): Promise<SubscriptionRow | null> {
  const [created] = await db('subscriptions').insert(row).onConflict('order_id').ignore().returning<SubscriptionRow[]>('*');
  return created ?? null;
}

export async function findById(db: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<SubscriptionRow | null> {
  const q = db<SubscriptionRow>('subscriptions').where({ id });
  if (options.forUpdate) q.forUpdate();
  return (await q.first()) ?? null;
}

export async function findByOrder(db: Executor, orderId: string): Promise<SubscriptionRow | null> {
  return (await db<SubscriptionRow>('subscriptions').where({ order_id: orderId }).first()) ?? null;
}

/** The subscriptions that still bill or give access, for a test or an address. */
export async function listLive(db: Executor, where: { exam_session_id?: string; email?: string }, now: Date): Promise<SubscriptionRow[]> {
  return db<SubscriptionRow>('subscriptions')
    .where(where)
    .andWhere((q) => q.whereIn('status', LIVE_STATUSES).orWhere((c) => c.where('status', 'cancelled').andWhere('current_period_end', '>', now)))
    .orderBy('created_at', 'desc');
}

/** Every subscription of an address, whatever its status, newest first (a customer's page in the studio). */
export async function listByEmail(db: Executor, email: string, limit: number): Promise<SubscriptionRow[]> {
  return db<SubscriptionRow>('subscriptions').where({ email }).orderBy('created_at', 'desc').limit(limit);
}

/** The tier of a SKU that is a plan; null for packages, reports and unknown SKUs. */
export async function findPlanSku(db: Executor, skuId: string): Promise<{ id: string; tier: SubscriptionRow['tier'] } | null> {
  return (await db('skus').where({ id: skuId, kind: 'plan' }).first<{ id: string; tier: SubscriptionRow['tier'] } | undefined>('id', 'tier')) ?? null;
}

/** One due subscription, locked; others working at the same time skip it (FOR UPDATE SKIP LOCKED). */
export async function claimDue(db: Executor, now: Date): Promise<SubscriptionRow | null> {
  const row = await db<SubscriptionRow>('subscriptions')
    .whereIn('status', LIVE_STATUSES)
    .andWhere('next_charge_at', '<=', now)
    .orderBy('next_charge_at')
    .forUpdate()
    .skipLocked()
    .first();
  return row ?? null;
}

/** Plans whose charge (a renewal or a retry) is due and not yet taken, and plans whose last renewal failed and wait for a retry. */
export async function countRenewals(db: Executor, now: Date): Promise<{ due: number; failing: number }> {
  const row = await db('subscriptions')
    .whereIn('status', LIVE_STATUSES)
    .first<{ due: string | number; failing: string | number }>(
      db.raw('count(*) filter (where next_charge_at <= ?) as due', [now]),
      db.raw("count(*) filter (where status = 'past_due') as failing"),
    );
  return { due: Number(row?.due ?? 0), failing: Number(row?.failing ?? 0) };
}

/** One cancelled subscription whose paid period (or trial) is over, locked. */
export async function claimEnded(db: Executor, now: Date): Promise<SubscriptionRow | null> {
  const row = await db<SubscriptionRow>('subscriptions').where('status', 'cancelled').andWhere('current_period_end', '<=', now).forUpdate().skipLocked().first();
  return row ?? null;
}

/** One subscription whose first full charge is within the reminder window and not yet announced, locked. */
export async function claimReminder(db: Executor, before: Date): Promise<SubscriptionRow | null> {
  const row = await db<SubscriptionRow>('subscriptions')
    .where('status', 'trialing')
    .andWhere('next_charge_at', '<=', before)
    .andWhere((q) => q.whereNull('reminded_period').orWhereRaw('reminded_period < period_number + 1'))
    .forUpdate()
    .skipLocked()
    .first();
  return row ?? null;
}

export async function update(db: Executor, id: string, fields: Partial<SubscriptionRow>, at: Date): Promise<void> {
  await db('subscriptions').where({ id }).update({ ...fields, updated_at: at });
}

export async function recordEvent(db: Executor, id: string, from: SubscriptionStatus | null, to: SubscriptionStatus, reason: string, at: Date): Promise<void> {
  await db('subscription_events').insert({ subscription_id: id, from_status: from, to_status: to, reason, at });
}

export async function insertCharge(
  db: Executor,
  row: { subscription_id: string; period_number: number; attempt: number; amount: number; currency: string; status: string; provider_payment_id: string | null; decline_code: string | null; idempotency_key: string; created_at: Date },
): Promise<void> {
  await db('subscription_charges').insert(row).onConflict('idempotency_key').ignore();
}

export async function insertCancelToken(db: Executor, row: { token_hash: string; email: string; expires_at: Date }): Promise<void> {
  await db('cancel_tokens').insert(row);
}

/** Uses a cancel token once: the address it was made for, or null when it is unknown, used or expired. */
export async function useCancelToken(db: Executor, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db('cancel_tokens')
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .andWhere('expires_at', '>', now)
    .update({ used_at: now })
    .returning<{ email: string }[]>('email');
  return row?.email ?? null;
}
