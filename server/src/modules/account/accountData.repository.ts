import type { Executor } from '../../db/connection';

/** The user's avatar key, its row locked for the caller's transaction; null when the user is gone. */
export async function lockAvatarKey(trx: Executor, userId: string): Promise<{ avatar_key: string | null } | null> {
  return (await trx('users').where({ id: userId }).forUpdate().first<{ avatar_key: string | null } | undefined>('avatar_key')) ?? null;
}

/** Everything kept under an address besides the account itself: orders (oldest first), results and plans. */
export async function dataOfEmail(db: Executor, email: string) {
  const orders = await db('orders')
    .where({ email })
    .orderBy('created_at')
    .select('order_number', 'status', 'sku_id', 'currency', 'subtotal', 'discount', 'tax', 'total', 'promo_code', 'consent', 'created_at', 'paid_at', 'exam_session_id');
  const sessionIds = [...new Set(orders.map((o: { exam_session_id: string }) => o.exam_session_id))];
  const results = sessionIds.length ? await db('results').whereIn('session_id', sessionIds).select('type_code', 'scores', 'locale', 'country', 'gender', 'age_band', 'completed_at') : [];
  const subscriptions = await db('subscriptions').where({ email }).select('status', 'tier', 'amount', 'currency', 'interval', 'interval_count', 'current_period_end', 'next_charge_at', 'cancelled_at', 'created_at');
  return { orders, results, subscriptions };
}

/**
 * In the caller's transaction: removes the user's test data (results and reviews go, answers and names are
 * blanked), their e-mail codes and the account row. Orders stay.
 */
export async function eraseUser(trx: Executor, user: { id: string; email: string }): Promise<void> {
  const sessionIds = await trx('orders').where({ email: user.email }).distinct('exam_session_id').pluck('exam_session_id');
  if (sessionIds.length) {
    await trx('results').whereIn('session_id', sessionIds).delete();
    await trx('exam_sessions').whereIn('id', sessionIds).update({ answers: '{}', first_name: null, last_name: null, email: null, birth_year: null, gender: null });
    await trx('reviews').whereIn('order_id', trx('orders').where({ email: user.email }).select('id')).delete();
  }
  await trx('email_codes').where({ email: user.email }).delete();
  await trx('users').where({ id: user.id }).delete();
}
