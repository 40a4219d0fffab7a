import type { Executor } from '../../db/connection';
import type { PaymentRow } from './payment.repository';

export type RefundStatus = 'processing' | 'succeeded' | 'failed';

export interface RefundRow {
  id: string;
  payment_id: string;
  order_id: string;
  amount: number;
  currency: string;
  reason: string;
  status: RefundStatus;
  idempotency_key: string;
  requested_by: string;
  created_at: Date;
  updated_at: Date;
}

export async function findByKey(db: Executor, idempotencyKey: string): Promise<RefundRow | null> {
  return (await db<RefundRow>('payment_refunds').where({ idempotency_key: idempotencyKey }).first()) ?? null;
}

/** What is taken from a payment already: refunds that succeeded and those still with the processor. */
export async function reservedFor(db: Executor, paymentId: string): Promise<number> {
  const row = await db('payment_refunds')
    .where({ payment_id: paymentId })
    .whereIn('status', ['processing', 'succeeded'])
    .sum<{ total: string | number | null }[]>({ total: 'amount' })
    .first();
  return Number(row?.total ?? 0);
}

/** Inserts a refund unless one with the same idempotency key exists; null then. */
export async function insertOnce(
  db: Executor,
  row: Pick<RefundRow, 'payment_id' | 'order_id' | 'amount' | 'currency' | 'reason' | 'idempotency_key' | 'requested_by' | 'created_at' | 'updated_at'>,
): Promise<RefundRow | null> {
  const [inserted] = await db('payment_refunds').insert({ ...row, status: 'processing' }).onConflict('idempotency_key').ignore().returning<RefundRow[]>('*');
  return inserted ?? null;
}

export async function setStatus(db: Executor, id: string, status: RefundStatus, at: Date): Promise<RefundRow> {
  const [row] = await db('payment_refunds').where({ id }).update({ status, updated_at: at }).returning<RefundRow[]>('*');
  return row!;
}

/** The payments of some orders, newest first. */
export async function paymentsForOrders(db: Executor, orderIds: readonly string[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  return db<PaymentRow>('payments').whereIn('order_id', orderIds).orderBy('created_at', 'desc');
}

/** The refunds of some payments, newest first. */
export async function refundsForPayments(db: Executor, paymentIds: readonly string[]): Promise<RefundRow[]> {
  if (paymentIds.length === 0) return [];
  return db<RefundRow>('payment_refunds').whereIn('payment_id', paymentIds).orderBy('created_at', 'desc');
}
