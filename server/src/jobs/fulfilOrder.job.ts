import { z } from 'zod';
import { formatMoney } from '../../../client/src/shared/money';
import type { Executor } from '../db/connection';
import { queueEmail } from '../mail/mail.service';
import { receiptEmail, reportEmail, type ReceiptParams } from '../mail/templates';
import { winningPoles } from '../modules/report/report.levels';
import type { OrderModel } from '../modules/order/order.models';
import { transitionOrder } from '../modules/order/order.service';
import * as orders from '../modules/order/order.repository';
import { normalizeLocale, DEFAULT_LOCALE, type Locale } from '../shared/locales';
import { defineJob, type JobDeps, PermanentJobError } from './job.types';

function receiptParams(order: OrderModel, locale: Locale, deps: JobDeps): ReceiptParams {
  const c = order.consent;
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    orderNumber: order.orderNumber,
    amountToday: formatMoney(order.total, order.currency, locale),
    resultsUrl: deps.reports.reportUrl(order.orderNumber, locale),
    cancelUrl: `${deps.config.publicUrl}/cancel/subscription/BMBTI-1754`,
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
  };
}

/** Locks a paid order for a fulfilment step; null when it is already completed (a repeated run). */
async function lockPaid(trx: Executor, orderId: string): Promise<OrderModel | null> {
  const order = await orders.findById(trx, orderId, { forUpdate: true });
  if (!order) throw new PermanentJobError(`order ${orderId} not found`);
  if (order.status === 'completed') return null;
  if (order.status !== 'paid' && order.status !== 'report_generating') throw new PermanentJobError(`order ${orderId} is ${order.status}`);
  return order;
}

/**
 * After a payment. The test's plan or report order: renders the report's PDF in the buyer's locale (once; reused
 * when the job runs again), then queues the one e-mail with the report link, the PDF attached and the receipt,
 * and completes the order. An upsell package order: queues its receipt and completes. Enqueued once per order
 * and safe to run any number of times: the PDF is kept, the e-mail has a dedupe key, a completed order is left alone.
 */
export const fulfilOrderJob = defineJob({
  kind: 'fulfilOrder',
  queue: 'pdf',
  payload: z.object({ orderId: z.string().uuid() }),
  attempts: 8,
  backoffMs: 5_000,
  async handle({ orderId }, deps) {
    const { db, clock, reports, log } = deps;
    const started = await db.transaction(async (trx) => {
      const order = await lockPaid(trx, orderId);
      return order && transitionOrder(trx, order, 'report_generating', 'fulfilment started', clock.now());
    });
    if (!started) return;
    const locale = normalizeLocale(started.locale) ?? DEFAULT_LOCALE;
    const sku = await db('skus').where({ id: started.skuId }).first<{ kind: string } | undefined>('kind');
    const withReport = sku?.kind !== 'package';

    let attachment: { storeKey: string; report: Awaited<ReturnType<typeof reports.build>> } | null = null;
    if (withReport) {
      const report = await reports.build(started, locale);
      const pdf = await reports.ensurePdf(started, locale, report);
      if (pdf.rendered) log.info({ orderId, locale, bytes: pdf.bytes, renderMs: pdf.renderMs }, 'report pdf rendered');
      attachment = { storeKey: pdf.storeKey, report };
    }

    await db.transaction(async (trx) => {
      const order = await lockPaid(trx, orderId);
      if (!order) return;
      const params = receiptParams(order, locale, deps);
      // A plan's receipt is a billing e-mail: a one-click cancel link and the List-Unsubscribe headers.
      const billing = params.plan ? await deps.subscriptions.billingLinks(trx, order.email) : null;
      if (billing) params.cancelUrl = billing.url;
      if (attachment?.report.type) {
        await queueEmail(trx, {
          template: 'report',
          locale,
          to: order.email,
          dedupeKey: `order:${order.id}:report`,
          rendered: reportEmail(locale, {
            ...params,
            typeCode: attachment.report.type.code,
            typeTitle: attachment.report.type.title,
            firstName: attachment.report.firstName,
            preferences: winningPoles(attachment.report.axes, attachment.report.poles),
          }),
          attachments: [{ filename: `${order.orderNumber}.pdf`, storeKey: attachment.storeKey, contentType: 'application/pdf' }],
          headers: billing?.headers ?? {},
        });
      } else {
        await queueEmail(trx, { template: 'receipt', locale, to: order.email, dedupeKey: `order:${order.id}:receipt`, rendered: receiptEmail(locale, params), headers: billing?.headers ?? {} });
      }
      await transitionOrder(trx, order, 'completed', withReport ? 'report e-mail queued' : 'receipt queued', clock.now());
    });
  },
});
