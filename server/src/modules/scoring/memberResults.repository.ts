import type { Executor } from '../../db/connection';
import { PAID_STATUSES } from '../order/order.state';

export interface MemberResultRow {
  exam_order_number: string;
  exam_id: number;
  session_id: string;
  report_order_number: string | null;
  report_status: string | null;
}

/**
 * The submitted sessions taken with an address, newest first, each with its newest report order (a one-off
 * report, paid first, else the latest open one). Results themselves are read by session.
 */
export async function listByEmail(db: Executor, email: string): Promise<MemberResultRow[]> {
  return db('exam_sessions as s')
    .join('results as r', 'r.session_id', 's.id')
    .where('s.email', email)
    .whereNotNull('s.exam_order_number')
    .orderBy('r.completed_at', 'desc')
    .select<MemberResultRow[]>(
      's.exam_order_number',
      's.exam_id',
      's.id as session_id',
      db.raw(
        `(select o.order_number from orders o join skus k on k.id = o.sku_id where o.exam_session_id = s.id and k.kind = 'report'
          order by (o.status in (${PAID_STATUSES.map(() => '?').join(', ')})) desc, o.created_at desc limit 1) as report_order_number`,
        [...PAID_STATUSES],
      ),
      db.raw(
        `(select o.status from orders o join skus k on k.id = o.sku_id where o.exam_session_id = s.id and k.kind = 'report'
          order by (o.status in (${PAID_STATUSES.map(() => '?').join(', ')})) desc, o.created_at desc limit 1) as report_status`,
        [...PAID_STATUSES],
      ),
    );
}
