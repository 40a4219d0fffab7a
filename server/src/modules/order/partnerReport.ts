import type { Db } from '../../db/connection';
import { enqueueJob } from '../../jobs/outbox';
import { fulfilOrderJob } from '../../jobs/fulfilOrder.job';
import type { Clock } from '../../shared/clock';
import { randomId } from '../../shared/ids';
import { DEFAULT_LOCALE, normalizeLocale } from '../../shared/locales';
import type { CatalogService } from '../catalog/catalog.service';
import { findSession } from '../exam/session.service';
import { tagOrderPartner } from '../partners/partnerOrders';
import { CHECKOUT_TERMS_VERSION } from './order.service';
import type { ConsentRecord, OrderModel } from './order.models';
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
  const now = clock.now();
  const consent: ConsentRecord = {
    at: now.toISOString(),
    textVersion: CHECKOUT_TERMS_VERSION,
    termsAccepted: true,
    renewalAccepted: false,
    currency,
    amountToday: 0,
    renewalAmount: null,
    interval: null,
    intervalCount: null,
    trialDays: 0,
    firstChargeAt: null,
  };
  const order = await db.transaction(async (trx) => {
    const granted = await repo.insertGranted(
      trx,
      {
        orderNumber: randomId(16),
        examSessionId: session.id,
        skuId: sku.id,
        email: input.email,
        locale: normalizeLocale(session.locale) ?? DEFAULT_LOCALE,
        country: session.country?.trim() ?? null,
        currency,
        subtotal: 0,
        discount: 0,
        tax: 0,
        total: 0,
        promoCode: null,
        consent,
      },
      now,
      'opened for the partner that invited the taker',
    );
    if (granted) {
      await tagOrderPartner(trx, granted.id, input.partnerId);
      await enqueueJob(trx, fulfilOrderJob, { orderId: granted.id }, { dedupeKey: `order:${granted.id}:fulfil` });
    }
    return granted;
  });
  return order ?? (await repo.findPaidReportOrder(db, session.id, PAID_STATUSES));
}
