import type { Logger } from 'pino';
import { formatMoney } from '@innerscope/shared/money';
import type { AppConfig } from '../../config';
import type { Db, Executor } from '../../db/connection';
import { queueEmail } from '../../mail/mail.service';
import { examReportEmail } from '../../mail/examReportEmail';
import { receiptEmail, reportEmail, type ReceiptParams } from '../../mail/templates';
import type { Clock } from '../../shared/clock';
import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '../../shared/locales';
import { skuKindOf } from '../catalog/catalog.service';
import { winningPoles } from '../report/report.levels';
import type { ReportService } from '../report/report.service';
import type { SubscriptionService } from '../subscription/subscription.service';
import type { OrderModel } from './order.models';
import * as orders from './order.repository';
import { transitionOrder } from './order.service';

/** An order that fulfilment can never complete: it does not exist, or it is not paid. Running again changes nothing. */
export class FulfilmentRefused extends Error {
  override name = 'FulfilmentRefused';
}

export interface FulfilmentDeps {
  db: Db;
  clock: Clock;
  log: Pick<Logger, 'info'>;
  config: Pick<AppConfig, 'publicUrl'>;
  reports: Pick<ReportService, 'build' | 'ensurePdf' | 'reportUrl' | 'routeKeyOf' | 'examName'>;
  subscriptions: Pick<SubscriptionService, 'billingLinks'>;
}

function receiptParams(order: OrderModel, locale: Locale, deps: FulfilmentDeps): ReceiptParams {
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
  if (!order) throw new FulfilmentRefused(`order ${orderId} not found`);
  if (order.status === 'completed') return null;
  if (order.status !== 'paid' && order.status !== 'report_generating') throw new FulfilmentRefused(`order ${orderId} is ${order.status}`);
  return order;
}

/** What happens to an order once it is paid. */
export function createFulfilmentService(deps: FulfilmentDeps) {
  const { db, clock, reports, log } = deps;
  return {
    /**
     * The test's plan or report order: renders the report's PDF in the buyer's locale (once; reused when it runs
     * again), then queues the one e-mail with the report link, the PDF attached and the receipt, and completes
     * the order. An upsell package order: queues its receipt and completes. Safe to run any number of times: the
     * PDF is kept, the e-mail has a dedupe key, a completed order is left alone. Throws FulfilmentRefused for an
     * unknown or unpaid order.
     */
    async fulfil(orderId: string): Promise<void> {
      const started = await db.transaction(async (trx) => {
        const order = await lockPaid(trx, orderId);
        return order && transitionOrder(trx, order, 'report_generating', 'fulfilment started', clock.now());
      });
      if (!started) return;
      const locale = normalizeLocale(started.locale) ?? DEFAULT_LOCALE;
      const sku = await skuKindOf(db, started.skuId);
      const withReport = sku?.kind !== 'package';

      let attachment: { storeKey: string; report: Awaited<ReturnType<typeof reports.build>> } | null = null;
      if (withReport) {
        const report = await reports.build(started, locale);
        const pdf = await reports.ensurePdf(started, locale, report);
        if (pdf.rendered) log.info({ orderId, locale, bytes: pdf.bytes, renderMs: pdf.renderMs }, 'report pdf rendered');
        attachment = { storeKey: pdf.storeKey, report };
      }

      // Read before the transaction: inside it, a read on another connection would wait on the embedded database.
      const examName = attachment ? await deps.reports.examName(attachment.report.examId, locale) : '';
      await db.transaction(async (trx) => {
        const order = await lockPaid(trx, orderId);
        if (!order) return;
        const params = receiptParams(order, locale, deps);
        const report = attachment?.report;
        if (report) params.resultsUrl = deps.reports.reportUrl(order.orderNumber, locale, deps.reports.routeKeyOf(report));
        // A plan's receipt is a billing e-mail: a one-click cancel link and the List-Unsubscribe headers.
        const billing = params.plan ? await deps.subscriptions.billingLinks(trx, order.email) : null;
        if (billing) params.cancelUrl = billing.url;
        const pdf = attachment && [{ filename: `${order.orderNumber}.pdf`, storeKey: attachment.storeKey, contentType: 'application/pdf' }];
        if (attachment && pdf && (attachment.report.depression || attachment.report.psychMap || attachment.report.iq)) {
          // The depression screen's and the psychological map's e-mail: crisis lines first when item 9 was above 0,
          // no tracking and no offers.
          await queueEmail(trx, {
            template: 'examReport',
            locale,
            to: order.email,
            dedupeKey: `order:${order.id}:report`,
            rendered: examReportEmail(locale, {
              ...params,
              examName,
              firstName: attachment.report.firstName,
              depression: attachment.report.depression ?? null,
              iqHeadline: attachment.report.iq?.result.headline ?? null,
            }),
            attachments: pdf,
            headers: billing?.headers ?? {},
          });
        } else if (attachment?.report.type && pdf) {
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
            attachments: pdf,
            headers: billing?.headers ?? {},
          });
        } else {
          await queueEmail(trx, { template: 'receipt', locale, to: order.email, dedupeKey: `order:${order.id}:receipt`, rendered: receiptEmail(locale, params), headers: billing?.headers ?? {} });
        }
        await transitionOrder(trx, order, 'completed', withReport ? 'report e-mail queued' : 'receipt queued', clock.now());
      });
    },
  };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
