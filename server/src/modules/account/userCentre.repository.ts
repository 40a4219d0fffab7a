import type { Knex } from 'knex';
import type { Executor } from '../../db/connection';
import { PAID_STATUSES } from '../order/order.state';
import { LISTED_SKU_KINDS } from '../order/orderPage';

/**
 * The product's features a member can try today, each answered by one query on the user's own data:
 * - test: finished a test with the address (given in the report form, or ordered with it);
 * - report: unlocked a report (a paid plan or report order);
 * - reportPdf: had a report made as a PDF (for the report e-mail or a download);
 * - plan: took a plan (a subscription, running or ended);
 * - profile: filled in the user centre's personal information (nickname, phone, birthday, gender,
 *   introduction or avatar);
 * - review: reviewed a report;
 * - retrieve: had reports sent again by e-mail (the retrieve page).
 * Courses, games, articles, the daily question and the tree hole have no tables yet: they join the list with
 * their modules, so featuresTotal never counts something nobody can try.
 */
export const CENTRE_FEATURES = ['test', 'report', 'reportPdf', 'plan', 'profile', 'review', 'retrieve'] as const;
export type CentreFeature = (typeof CENTRE_FEATURES)[number];

/**
 * Which features the user has tried. Address-based features need `email` (null until the address is verified,
 * as for the orders list); the profile is the account's own.
 */
export async function triedFeatures(db: Executor, owner: { userId: string; email: string | null }): Promise<Record<CentreFeature, boolean>> {
  const { email } = owner;
  const byAddress = (query: () => Knex.QueryBuilder) => (email ? query() : null);
  const checks: Record<CentreFeature, Knex.QueryBuilder | null> = {
    test: byAddress(() =>
      db('exam_sessions')
        .whereNotNull('submitted_at')
        .andWhere((q) => q.where('email', email).orWhereIn('id', db('orders').where('email', email).select('exam_session_id'))),
    ),
    report: byAddress(() =>
      db('orders as o').join('skus as s', 's.id', 'o.sku_id').where('o.email', email).whereIn('o.status', PAID_STATUSES).whereIn('s.kind', LISTED_SKU_KINDS),
    ),
    reportPdf: byAddress(() => db('report_files as f').join('orders as o', 'o.id', 'f.order_id').where('o.email', email)),
    plan: byAddress(() => db('subscriptions').where('email', email)),
    profile: db('users')
      .where('id', owner.userId)
      .andWhere((q) =>
        q.whereNotNull('nickname').orWhereNotNull('phone').orWhereNotNull('birthday').orWhereNotNull('gender').orWhereNotNull('introduction').orWhereNotNull('avatar_key'),
      ),
    review: byAddress(() => db('reviews as r').join('orders as o', 'o.id', 'r.order_id').where('o.email', email)),
    retrieve: byAddress(() => db('email_messages').where({ to_address: email, template: 'retrieve' })),
  };
  // One round trip: select exists(...) as test, exists(...) as report, ...
  const [row] = await db.select<Record<CentreFeature, boolean>[]>(
    CENTRE_FEATURES.map((key) => {
      const check = checks[key];
      return check ? db.raw('exists (?) as ??', [check.select(db.raw('1')), key]) : db.raw('false as ??', [key]);
    }),
  );
  return Object.fromEntries(CENTRE_FEATURES.map((key) => [key, row?.[key] === true])) as Record<CentreFeature, boolean>;
}

/** Tests whose report the address has paid for (a plan or a report; several orders of one test count once). */
export async function countUnlockedTests(db: Executor, email: string): Promise<number> {
  const row = await db('orders as o')
    .join('skus as s', 's.id', 'o.sku_id')
    .where('o.email', email)
    .whereIn('o.status', PAID_STATUSES)
    .whereIn('s.kind', LISTED_SKU_KINDS)
    .countDistinct<{ count: string | number }[]>({ count: 'o.exam_session_id' })
    .first();
  return Number(row?.count ?? 0);
}

/**
 * When the earliest of these plans started: its first recorded state (trial started or first period paid), on
 * the product's clock; the row's creation time for a plan without history.
 */
export async function earliestPlanStart(db: Executor, subscriptionIds: readonly string[]): Promise<Date | null> {
  if (!subscriptionIds.length) return null;
  const row = await db('subscriptions as s')
    .leftJoin('subscription_events as e', (j) => j.on('e.subscription_id', 's.id').andOnNull('e.from_status'))
    .whereIn('s.id', subscriptionIds)
    .first<{ start: Date | string | null } | undefined>(db.raw('min(coalesce(e.at, s.created_at)) as start'));
  return row?.start ? new Date(row.start) : null;
}
