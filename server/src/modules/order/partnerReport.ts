import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import type { CatalogService } from '../catalog/catalog.service';
import { findSession } from '../exam/session.service';
import { tagOrderPartner } from '../partners/partnerOrders';
import { grantReportOrder } from './grantedReportOrder';
import type { OrderModel } from './order.models';
import * as repo from './order.repository';
import { PAID_STATUSES } from './order.state';

/**
 * The order of the full report of a test a partner invited someone to, carrying that partner: the one paid for
 * already (then marked as brought by the partner), else one made now at no charge to the taker (the partner is
 * billed apart) and fulfilled like a paid one (its PDF, and its e-mail to the taker). Null when no report is
 * offered for the exam or the session is unknown. The caller has checked the invitation and the taker's consent.
 */
export async function partnerReportOrder(
  deps: { db: Db; clock: Clock; catalog: Pick<CatalogService, 'reportOffer' | 'currencyForCountry'> },
  input: { sessionId: string; partnerId: string; email: string },
): Promise<OrderModel | null> {
  const { db, clock, catalog } = deps;
  const session = await findSession(db, input.sessionId);
  if (!session) return null;
  const paid = await repo.findPaidReportOrder(db, session.id, PAID_STATUSES);
  if (paid) {
    await tagOrderPartner(db, paid.id, input.partnerId);
    return paid;
  }
  const currency = catalog.currencyForCountry(session.country);
  const sku = await catalog.reportOffer(session.exam_id, currency);
  if (!sku) return null;
  return grantReportOrder(db, {
    session,
    sku,
    currency,
    email: input.email,
    now: clock.now(),
    reason: 'opened for the partner that invited the taker',
    alsoInTransaction: (trx, order) => tagOrderPartner(trx, order.id, input.partnerId),
  });
}
