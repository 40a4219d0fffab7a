import type { Db, Executor } from '../../db/connection';
import { enqueueJob } from '../../jobs/outbox';
import { fulfilOrderJob } from '../../jobs/fulfilOrder.job';
import { randomId } from '../../shared/ids';
import { DEFAULT_LOCALE, normalizeLocale } from '../../shared/locales';
import type { SkuModel } from '../catalog/catalog.models';
import type { findSession } from '../exam/session.service';
import { CHECKOUT_TERMS_VERSION } from './order.service';
import type { ConsentRecord, OrderModel } from './order.models';
import * as repo from './order.repository';
import { PAID_STATUSES } from './order.state';

type Session = NonNullable<Awaited<ReturnType<typeof findSession>>>;

export interface GrantedReportOrder {
  readonly session: Session;
  readonly sku: SkuModel;
  readonly currency: string;
  readonly email: string;
  readonly now: Date;
  /** Why the order was opened without a charge, for its history. */
  readonly reason: string;
  /** Runs in the order's transaction once it is written, before its fulfilment is queued. */
  readonly alsoInTransaction?: (trx: Executor, order: OrderModel) => Promise<void>;
}

/**
 * The full report of a test opened at no charge (a plan that includes every test, a partner's invitation): an
 * order paid at zero with its consent record, fulfilled like a paid one (its PDF and its e-mail). When another
 * request opened or paid it meanwhile, that order.
 */
export async function grantReportOrder(db: Db, grant: GrantedReportOrder): Promise<OrderModel | null> {
  const { session, sku, currency, now } = grant;
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
        email: grant.email,
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
      grant.reason,
    );
    if (granted) {
      await grant.alsoInTransaction?.(trx, granted);
      await enqueueJob(trx, fulfilOrderJob, { orderId: granted.id }, { dedupeKey: `order:${granted.id}:fulfil` });
    }
    return granted;
  });
  return order ?? (await repo.findPaidReportOrder(db, session.id, PAID_STATUSES));
}
