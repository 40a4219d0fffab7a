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

/** What was sent to an address, newest first, at most `limit` messages. */
export const listEmailsTo = (db: Executor, address: string, limit = 50) => emails.listByAddress(db, address, limit);

/**
 * Sends a stored message again as it was (its text, attachments and headers) under a new dedupe key, in the caller's
 * transaction. `original` is false when there is no message under `dedupeKey`; `id` is null when nothing was queued
 * (no original, or one already queued under `newDedupeKey`).
 */
export async function resendStoredEmail(trx: Executor, dedupeKey: string, newDedupeKey: string): Promise<{ original: boolean; id: string | null }> {
  const original = await emails.findByDedupeKey(trx, dedupeKey);
  if (!original) return { original: false, id: null };
  const id = await emails.insertOnce(trx, {
    dedupe_key: newDedupeKey,
    template: original.template,
    locale: original.locale,
    to_address: original.to_address,
    subject: original.subject,
    text_body: original.text_body,
    html_body: original.html_body,
    attachments: original.attachments ?? [],
    headers: original.headers ?? {},
  });
  if (id) await enqueueJob(trx, sendEmailJob, { messageId: id }, { dedupeKey: `email:${newDedupeKey}` });
  return { original: true, id };
}
