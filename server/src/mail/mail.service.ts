import type { Executor } from '../db/connection';
import { enqueueJob } from '../jobs/outbox';
import { sendEmailJob } from '../jobs/sendEmail.job';
import type { Locale } from '../shared/locales';
import * as emails from './email.repository';
import type { RenderedEmail } from './templates';

const HEADER_INJECTION = /[\r\n]/;

/**
 * Stores a rendered e-mail and schedules its delivery, in the caller's transaction. The dedupe key makes a
 * repeated call a no-op, so the same event never mails twice.
 */
export async function queueEmail(
  trx: Executor,
  mail: { template: string; locale: Locale; to: string; dedupeKey: string; rendered: RenderedEmail; attachments?: emails.StoredAttachment[]; headers?: Record<string, string> },
): Promise<string | null> {
  const headerValues = Object.entries(mail.headers ?? {}).flat();
  if (HEADER_INJECTION.test(mail.to) || HEADER_INJECTION.test(mail.rendered.subject) || headerValues.some((v) => HEADER_INJECTION.test(v))) {
    throw new Error('Line breaks are not allowed in e-mail headers');
  }
  const id = await emails.insertOnce(trx, {
    dedupe_key: mail.dedupeKey,
    template: mail.template,
    locale: mail.locale,
    to_address: mail.to,
    subject: mail.rendered.subject,
    text_body: mail.rendered.text,
    html_body: mail.rendered.html,
    attachments: mail.attachments ?? [],
    headers: mail.headers ?? {},
  });
  if (id) await enqueueJob(trx, sendEmailJob, { messageId: id }, { dedupeKey: `email:${mail.dedupeKey}` });
  return id;
}
