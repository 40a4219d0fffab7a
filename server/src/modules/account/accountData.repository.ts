import type { Executor } from '../../db/connection';

/** The user's avatar key, its row locked for the caller's transaction; null when the user is gone. */
export async function lockAvatarKey(trx: Executor, userId: string): Promise<{ avatar_key: string | null } | null> {
  return (await trx('users').where({ id: userId }).forUpdate().first<{ avatar_key: string | null } | undefined>('avatar_key')) ?? null;
}

/** The tests taken under an address: those its orders paid for and those the sessions were taken with. */
async function sessionIdsOf(db: Executor, email: string): Promise<string[]> {
  const ordered: string[] = await db('orders').where({ email }).distinct('exam_session_id').pluck('exam_session_id');
  const taken: string[] = await db('exam_sessions').where({ email }).pluck('id');
  return [...new Set([...ordered, ...taken])];
}

/**
 * Everything kept under an address besides the account itself: orders (oldest first), results of every exam
 * (the 16-type test, the depression screen, the psychological map), the report PDFs made for its orders, and plans.
 */
export async function dataOfEmail(db: Executor, email: string) {
  const orders = await db('orders')
    .where({ email })
    .orderBy('created_at')
    .select('order_number', 'status', 'sku_id', 'currency', 'subtotal', 'discount', 'tax', 'total', 'promo_code', 'consent', 'created_at', 'paid_at', 'exam_session_id');
  const sessionIds = await sessionIdsOf(db, email);
  const results = sessionIds.length
    ? await db('results as r')
        .join('exams as e', 'e.id', 'r.exam_id')
        .whereIn('r.session_id', sessionIds)
        .orderBy('r.completed_at')
        .select('e.code as exam_code', 'r.type_code', 'r.scores', 'r.locale', 'r.country', 'r.gender', 'r.age_band', 'r.completed_at')
    : [];
  const reports = await db('report_files as f')
    .join('orders as o', 'o.id', 'f.order_id')
    .join('exam_sessions as s', 's.id', 'o.exam_session_id')
    .join('exams as e', 'e.id', 's.exam_id')
    .where('o.email', email)
    .orderBy([{ column: 'o.created_at' }, { column: 'f.locale' }])
    .select<{ order_id: string; order_number: string; exam_code: string; locale: string; store_key: string }[]>('o.id as order_id', 'o.order_number', 'e.code as exam_code', 'f.locale', 'f.store_key');
  const subscriptions = await db('subscriptions').where({ email }).select('status', 'tier', 'amount', 'currency', 'interval', 'interval_count', 'current_period_end', 'next_charge_at', 'cancelled_at', 'created_at');
  return { orders, results, reports, subscriptions };
}

/**
 * In the caller's transaction: removes the user's test data (results of every exam, the report PDFs' records and
 * reviews go; answers and names are blanked), their e-mail codes and the account row. Orders stay. Returns the
 * store keys of the report PDFs, for the caller to delete once the transaction has committed.
 */
export async function eraseUser(trx: Executor, user: { id: string; email: string }): Promise<string[]> {
  const sessionIds = await sessionIdsOf(trx, user.email);
  const orderIds = trx('orders').where({ email: user.email }).select('id');
  const pdfKeys: string[] = await trx('report_files').whereIn('order_id', orderIds).pluck('store_key');
  await trx('report_files').whereIn('order_id', orderIds).delete();
  if (sessionIds.length) {
    await trx('results').whereIn('session_id', sessionIds).delete();
    await trx('exam_sessions').whereIn('id', sessionIds).update({ answers: '{}', first_name: null, last_name: null, email: null, birth_year: null, gender: null });
  }
  await trx('reviews').whereIn('order_id', orderIds).delete();
  await trx('email_codes').where({ email: user.email }).delete();
  await trx('users').where({ id: user.id }).delete();
  return pdfKeys;
}
