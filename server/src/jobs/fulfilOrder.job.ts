import { z } from 'zod';
import { formatMoney } from '../../../client/src/shared/money';
import { queueEmail } from '../mail/mail.service';
import { receiptEmail } from '../mail/templates';
import { transitionOrder } from '../modules/order/order.service';
import * as orders from '../modules/order/order.repository';
import { normalizeLocale, DEFAULT_LOCALE } from '../shared/locales';
import { defineJob, PermanentJobError } from './job.types';

/**
 * After a payment: moves the order through report generation to completed and queues the receipt, in one
 * transaction. Enqueued once per order (dedupe key), and safe to run twice: a completed order is left alone.
 */
export const fulfilOrderJob = defineJob({
  kind: 'fulfilOrder',
  queue: 'pdf',
  payload: z.object({ orderId: z.string().uuid() }),
  attempts: 8,
  backoffMs: 5_000,
  async handle({ orderId }, { db, config, clock }) {
    await db.transaction(async (trx) => {
      let order = await orders.findById(trx, orderId, { forUpdate: true });
      if (!order) throw new PermanentJobError(`order ${orderId} not found`);
      if (order.status === 'completed') return;
      if (order.status !== 'paid' && order.status !== 'report_generating') throw new PermanentJobError(`order ${orderId} is ${order.status}`);
      const now = clock.now();
      order = await transitionOrder(trx, order, 'report_generating', 'fulfilment started', now);
      const locale = normalizeLocale(order.locale) ?? DEFAULT_LOCALE;
      const c = order.consent;
      const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
      await queueEmail(trx, {
        template: 'receipt',
        locale,
        to: order.email,
        dedupeKey: `order:${order.id}:receipt`,
        rendered: receiptEmail(locale, {
          orderNumber: order.orderNumber,
          amountToday: formatMoney(order.total, order.currency, locale),
          resultsUrl: `${config.publicUrl}/report/result-free-test/BMBTI-1754?s=${encodeURIComponent(order.examSessionId)}`,
          cancelUrl: `${config.publicUrl}/cancel/subscription/BMBTI-1754`,
          plan:
            c.renewalAmount !== null && c.interval && c.intervalCount && c.firstChargeAt
              ? {
                  trialDays: c.trialDays,
                  renewalAmount: formatMoney(c.renewalAmount, c.currency, locale),
                  interval: c.interval,
                  intervalCount: c.intervalCount,
                  firstChargeDate: dateFormat.format(new Date(c.firstChargeAt)),
                }
              : null,
        }),
      });
      await transitionOrder(trx, order, 'completed', 'receipt queued', now);
    });
  },
});
