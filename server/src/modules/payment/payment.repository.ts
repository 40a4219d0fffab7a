import type { Executor } from '../../db/connection';
import type { DeclineCode, PaymentMethodKind, ProviderName } from './provider';

export type PaymentStatus = 'processing' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

export interface PaymentRow {
  id: string;
  order_id: string;
  provider: ProviderName;
  method: PaymentMethodKind;
  provider_payment_id: string | null;
  status: PaymentStatus;
  amount: number;
  currency: string;
  card_brand: string | null;
  card_last4: string | null;
  payment_method_token: string | null;
  error_code: DeclineCode | null;
  idempotency_key: string;
  /** The processor's page the buyer is sent to while the attempt waits on them (PayPal's approval). */
  action_url: string | null;
  /** The attempt that replaced this one while it waited on the buyer's approval (it is then `canceled`). */
  superseded_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export async function countForOrder(db: Executor, orderId: string): Promise<number> {
  const [row] = await db('payments').where({ order_id: orderId }).count<{ count: string | number }[]>('* as count');
  return Number(row?.count ?? 0);
}

export async function latestForOrder(db: Executor, orderId: string, options: { forUpdate?: boolean } = {}): Promise<PaymentRow | null> {
  const q = db<PaymentRow>('payments').where({ order_id: orderId }).orderBy('created_at', 'desc').orderBy('id');
  if (options.forUpdate) q.forUpdate();
  return (await q.first()) ?? null;
}

export async function insertPayment(
  db: Executor,
  row: Pick<PaymentRow, 'order_id' | 'provider' | 'method' | 'amount' | 'currency' | 'idempotency_key'>,
): Promise<PaymentRow> {
  const [inserted] = await db('payments').insert({ ...row, status: 'processing' }).returning<PaymentRow[]>('*');
  return inserted!;
}

export async function findById(db: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<PaymentRow | null> {
  const q = db<PaymentRow>('payments').where({ id });
  if (options.forUpdate) q.forUpdate();
  return (await q.first()) ?? null;
}

/** The order's attempt the processor knows by this id (PayPal's order id, as PayPal adds it to the way back). */
export async function findForOrderByProviderId(db: Executor, orderId: string, providerPaymentId: string): Promise<PaymentRow | null> {
  return (await db<PaymentRow>('payments').where({ order_id: orderId, provider_payment_id: providerPaymentId }).first()) ?? null;
}

/** Cancels an attempt left waiting on the buyer's approval, naming the attempt that replaces it. */
export async function supersede(db: Executor, id: string, by: string, at: Date): Promise<void> {
  await db('payments').where({ id, status: 'requires_action' }).update({ status: 'canceled', error_code: 'canceled', superseded_by: by, updated_at: at });
}

export async function findByProviderId(db: Executor, provider: ProviderName, providerPaymentId: string, options: { forUpdate?: boolean } = {}) {
  const q = db<PaymentRow>('payments').where({ provider, provider_payment_id: providerPaymentId });
  if (options.forUpdate) q.forUpdate();
  return (await q.first()) ?? null;
}

export async function updatePayment(db: Executor, id: string, fields: Partial<Omit<PaymentRow, 'id' | 'order_id' | 'created_at'>>, at: Date) {
  await db('payments').where({ id }).update({ ...fields, updated_at: at });
}

/** Records a webhook event; false when the provider sent this event before (a redelivery). */
export async function recordWebhookEvent(db: Executor, provider: ProviderName, eventId: string, type: string): Promise<boolean> {
  const rows = await db('webhook_events').insert({ provider, event_id: eventId, type }).onConflict(['provider', 'event_id']).ignore().returning('event_id');
  return rows.length > 0;
}

/** The payment method saved by the latest successful payment of a test's orders, if any. */
export async function savedMethodForSession(
  db: Executor,
  sessionId: string,
): Promise<{ provider: ProviderName; method: PaymentMethodKind; token: string } | null> {
  const row = await db('payments as p')
    .join('orders as o', 'o.id', 'p.order_id')
    .where({ 'o.exam_session_id': sessionId, 'p.status': 'succeeded' })
    .whereNotNull('p.payment_method_token')
    .orderBy('p.created_at', 'desc')
    .first<{ provider: ProviderName; method: PaymentMethodKind; payment_method_token: string } | undefined>('p.provider', 'p.method', 'p.payment_method_token');
  return row ? { provider: row.provider, method: row.method, token: row.payment_method_token } : null;
}

export async function succeededForOrder(db: Executor, orderId: string): Promise<PaymentRow | null> {
  return (await db<PaymentRow>('payments').where({ order_id: orderId, status: 'succeeded' }).first()) ?? null;
}
