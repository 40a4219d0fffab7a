import { z } from 'zod';
import { defineJob, PermanentJobError } from './job.types';
import * as emails from '../mail/email.repository';

/** Delivers one stored e-mail message. A message already sent is skipped, so a retried job sends once. */
export const sendEmailJob = defineJob({
  kind: 'sendEmail',
  queue: 'email',
  payload: z.object({ messageId: z.string().uuid() }),
  attempts: 8,
  backoffMs: 5_000,
  async handle({ messageId }, { db, mail, log, files }) {
    const message = await emails.findById(db, messageId);
    if (!message) throw new PermanentJobError(`email message ${messageId} not found`);
    if (message.state === 'sent') return;
    const attachments = await Promise.all(
      message.attachments.map(async (a) => {
        const content = await files.get(a.storeKey);
        if (!content) throw new Error(`attachment ${a.storeKey} of ${messageId} is missing`);
        return { filename: a.filename, content, contentType: a.contentType };
      }),
    );
    try {
      const { providerMessageId } = await mail.send({
        messageId: message.id,
        to: message.to_address,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
        attachments,
        headers: message.headers,
      });
      await emails.markSent(db, message.id, mail.name, providerMessageId);
      log.info({ messageId, template: message.template, transport: mail.name }, 'email sent');
    } catch (err) {
      await emails.recordAttemptFailure(db, message.id, err instanceof Error ? err.message : String(err));
      throw err;
    }
  },
});
