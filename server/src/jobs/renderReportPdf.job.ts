import { z } from 'zod';
import { findOrderById } from '../modules/order/order.service';
import { LOCALES, type Locale } from '../shared/locales';
import { defineJob, PermanentJobError } from './job.types';

/** Renders a paid report's PDF in one more locale (a reader switched language); once per order and locale. */
export const renderReportPdfJob = defineJob({
  kind: 'renderReportPdf',
  queue: 'pdf',
  payload: z.object({ orderId: z.string().uuid(), locale: z.enum(LOCALES as unknown as [Locale, ...Locale[]]) }),
  attempts: 5,
  backoffMs: 5_000,
  async handle({ orderId, locale }, { db, reports, log }) {
    const order = await findOrderById(db, orderId);
    if (!order) throw new PermanentJobError(`order ${orderId} not found`);
    const pdf = await reports.ensurePdf(order, locale);
    if (pdf.rendered) log.info({ orderId, locale, bytes: pdf.bytes, renderMs: pdf.renderMs }, 'report pdf rendered');
  },
});
