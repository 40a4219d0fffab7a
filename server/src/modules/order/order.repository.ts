import type { Executor } from '../../db/connection';
import type { ConsentRecord, OrderModel } from './order.models';
import type { OrderStatus } from './order.state';
import { LISTED_SKU_KINDS, type ListedOrder, type ListedSkuKind } from './orderPage';

interface OrderRow {
  id: string;
  order_number: string;
  exam_session_id: string;
  sku_id: string;
  email: string;
  locale: string;
  country: string | null;
  currency: string;
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  promo_code: string | null;
  status: OrderStatus;
  consent: ConsentRecord;
  created_at: Date;
  paid_at: Date | null;
}

const toModel = (r: OrderRow): OrderModel => ({
  id: r.id,
  orderNumber: r.order_number,
  examSessionId: r.exam_session_id,
  skuId: r.sku_id,
  email: r.email,
  locale: r.locale,
  country: r.country?.trim() ?? null,
  currency: r.currency.trim(),
  subtotal: r.subtotal,
  discount: r.discount,
  tax: r.tax,
  total: r.total,
  promoCode: r.promo_code,
  status: r.status,
  consent: r.consent,
  createdAt: r.created_at,
  paidAt: r.paid_at,
});

export type NewOrder = Omit<OrderModel, 'id' | 'status' | 'createdAt' | 'paidAt'>;

/**
 * Inserts an order unless the same test already has an open order for the same SKU (a double click, a second
 * tab); returns the new order, or null when one was open already.
 */
export async function insertIfNoneOpen(db: Executor, o: NewOrder): Promise<OrderModel | null> {
  const { rows } = await db.raw<{ rows: OrderRow[] }>(
    `insert into orders (order_number, exam_session_id, sku_id, email, locale, country, currency, subtotal, discount, tax, total, promo_code, consent)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb)
     on conflict (exam_session_id, sku_id) where status in ('created', 'pending', 'failed') do nothing
     returning *`,
    [o.orderNumber, o.examSessionId, o.skuId, o.email, o.locale, o.country, o.currency, o.subtotal, o.discount, o.tax, o.total, o.promoCode, JSON.stringify(o.consent)],
  );
  return rows[0] ? toModel(rows[0]) : null;
}

/**
 * Inserts an order that a plan's benefit pays for (nothing is charged): paid at once, with its history. Returns
 * null when the test has such an order already (two clicks at once), for the caller to read that one.
 */
export async function insertGranted(db: Executor, o: NewOrder, at: Date, reason: string): Promise<OrderModel | null> {
  const { rows } = await db.raw<{ rows: OrderRow[] }>(
    `insert into orders (order_number, exam_session_id, sku_id, email, locale, country, currency, subtotal, discount, tax, total, promo_code, consent, status, paid_at)
     select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, 'paid', ?
     where not exists (select 1 from orders where exam_session_id = ? and sku_id = ? and status in ('paid', 'report_generating', 'completed'))
     returning *`,
    [o.orderNumber, o.examSessionId, o.skuId, o.email, o.locale, o.country, o.currency, o.subtotal, o.discount, o.tax, o.total, o.promoCode, JSON.stringify(o.consent), at, o.examSessionId, o.skuId],
  );
  const row = rows[0];
  if (!row) return null;
  await db('order_events').insert([
    { order_id: row.id, from_status: null, to_status: 'created', reason: 'order created', at },
    { order_id: row.id, from_status: 'created', to_status: 'paid', reason, at },
  ]);
  return toModel(row);
}

/** The open or paid order of a test for a SKU, newest first. */
export async function findForSessionSku(db: Executor, sessionId: string, skuId: string): Promise<OrderModel | null> {
  const row = await db('orders').where({ exam_session_id: sessionId, sku_id: skuId }).orderBy('created_at', 'desc').first<OrderRow | undefined>();
  return row ? toModel(row) : null;
}

/**
 * A paid order that opens a test's full report (a plan or the one-off report), newest first; null when the
 * report is still to be bought.
 */
export async function findPaidReportOrder(db: Executor, sessionId: string, statuses: readonly OrderStatus[]): Promise<OrderModel | null> {
  const row = await db('orders as o')
    .join('skus as s', 's.id', 'o.sku_id')
    .where('o.exam_session_id', sessionId)
    .whereIn('s.kind', LISTED_SKU_KINDS)
    .whereIn('o.status', statuses)
    .orderBy([{ column: 'o.paid_at', order: 'desc' }, { column: 'o.id', order: 'desc' }])
    .first<OrderRow | undefined>('o.*');
  return row ? toModel(row) : null;
}

/** A test's orders in the given statuses, oldest first. */
export async function listForSession(db: Executor, sessionId: string, statuses: readonly OrderStatus[]): Promise<OrderModel[]> {
  const rows = await db('orders').where({ exam_session_id: sessionId }).whereIn('status', statuses).orderBy([{ column: 'created_at' }, { column: 'id' }]).select<OrderRow[]>('*');
  return rows.map(toModel);
}

export async function findByNumber(db: Executor, orderNumber: string, options: { forUpdate?: boolean } = {}): Promise<OrderModel | null> {
  const q = db('orders').where({ order_number: orderNumber });
  if (options.forUpdate) q.forUpdate();
  const row = await q.first<OrderRow | undefined>();
  return row ? toModel(row) : null;
}

export async function findById(db: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<OrderModel | null> {
  const q = db('orders').where({ id });
  if (options.forUpdate) q.forUpdate();
  const row = await q.first<OrderRow | undefined>();
  return row ? toModel(row) : null;
}

export async function updateOpenOrder(
  db: Executor,
  id: string,
  fields: Pick<OrderModel, 'email' | 'locale' | 'country' | 'currency' | 'subtotal' | 'discount' | 'total' | 'promoCode' | 'consent'>,
) {
  await db('orders').where({ id }).update({
    email: fields.email,
    locale: fields.locale,
    country: fields.country,
    currency: fields.currency,
    subtotal: fields.subtotal,
    discount: fields.discount,
    total: fields.total,
    promo_code: fields.promoCode,
    consent: JSON.stringify(fields.consent),
    updated_at: db.fn.now(),
  });
}

export async function setStatus(db: Executor, id: string, from: OrderStatus, to: OrderStatus, reason: string, at: Date) {
  await db('orders')
    .where({ id })
    .update({ status: to, updated_at: at, ...(to === 'paid' ? { paid_at: at } : {}) });
  await db('order_events').insert({ order_id: id, from_status: from, to_status: to, reason, at });
}

/** A step in an order's history that leaves its status where it is (a refund), in the caller's transaction. */
export async function recordNote(db: Executor, id: string, status: OrderStatus, reason: string, at: Date) {
  await db('order_events').insert({ order_id: id, from_status: status, to_status: status, reason, at });
  await db('orders').where({ id }).update({ updated_at: at });
}

export async function recordCreated(db: Executor, id: string, at: Date) {
  await db('order_events').insert({ order_id: id, from_status: null, to_status: 'created', reason: 'order created', at });
}

export async function updateEmail(db: Executor, id: string, email: string) {
  await db('orders').where({ id }).update({ email, updated_at: db.fn.now() });
}

export async function listEvents(db: Executor, id: string) {
  return db('order_events').where({ order_id: id }).orderBy('id').select('from_status', 'to_status', 'reason', 'at');
}

/** Lets a browser (by the hash of its viewer key) open an order's report and act for it; once per browser and order. */
export async function addViewer(db: Executor, orderId: string, keyHash: string): Promise<void> {
  await db('report_viewers').insert({ order_id: orderId, key_hash: keyHash }).onConflict(['order_id', 'key_hash']).ignore();
}

export async function isViewer(db: Executor, orderId: string, keyHash: string): Promise<boolean> {
  return !!(await db('report_viewers').where({ order_id: orderId, key_hash: keyHash }).first('key_hash'));
}

/** The orders of an e-mail address, newest first (an account's purchases, made before or after registering). */
export async function listByEmail(db: Executor, email: string, limit = 100): Promise<OrderModel[]> {
  const rows = await db('orders').where({ email }).orderBy('created_at', 'desc').limit(limit).select<OrderRow[]>('*');
  return rows.map(toModel);
}

/** The orders of an address that the reports list shows (plans and reports), in the given statuses. */
const listedByEmail = (db: Executor, email: string, statuses: readonly OrderStatus[]) =>
  db('orders as o').join('skus as s', 's.id', 'o.sku_id').where('o.email', email).whereIn('s.kind', LISTED_SKU_KINDS).whereIn('o.status', statuses);

export async function countListedByEmail(db: Executor, email: string, statuses: readonly OrderStatus[]): Promise<number> {
  const row = await listedByEmail(db, email, statuses).count<{ count: string | number }[]>({ count: 'o.id' }).first();
  return Number(row?.count ?? 0);
}

/** One slice of those orders, newest first (the id breaks ties, so pages never overlap or skip a row). */
export async function pageListedByEmail(db: Executor, email: string, statuses: readonly OrderStatus[], limit: number, offset: number): Promise<ListedOrder[]> {
  const rows = await listedByEmail(db, email, statuses)
    .orderBy([{ column: 'o.created_at', order: 'desc' }, { column: 'o.id', order: 'desc' }])
    .limit(limit)
    .offset(offset)
    .select<(OrderRow & { sku_kind: ListedSkuKind })[]>('o.*', 's.kind as sku_kind');
  return rows.map((r) => ({ ...toModel(r), skuKind: r.sku_kind }));
}

/** Records the campaign parameters an order was placed with (null clears them). */
export async function setAttribution(db: Executor, id: string, attribution: object | null): Promise<void> {
  await db('orders').where({ id }).update({ attribution: attribution === null ? null : JSON.stringify(attribution) });
}

/** The campaign parameters recorded on an order, as stored (null when none). */
export async function findAttribution(db: Executor, id: string): Promise<unknown> {
  const row = await db('orders').where({ id }).first<{ attribution: unknown } | undefined>('attribution');
  return row?.attribution ?? null;
}
