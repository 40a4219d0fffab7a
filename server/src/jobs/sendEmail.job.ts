import { z } from 'zod';
import { defineJob, PermanentJobError } from './job.types';
import * as emails from '../mail/email.repository';

/**
 * Delivers one stored e-mail message. A message already sent is skipped, so a retried job sends once. The
 * message stays locked while it is handed to the transport: a second run of the same job (its worker lost the
 * lock in Redis while still sending) waits for the first, then finds the message sent.
 */
export const sendEmailJob = defineJob({
  kind: 'sendEmail',
  queue: 'email',
  payload: z.object({ messageId: z.string().uuid() }),
  attempts: 8,
  backoffMs: 5_000,
  async handle({ messageId }, { db, mail, log, files }) {
    let failure: unknown = null;
    await db.transaction(async (trx) => {
      const message = await emails.findById(trx, messageId, { forUpdate: true });
      if (!message) throw new PermanentJobError(`email message ${messageId} not found`);
      if (message.state === 'sent') return;
      const attachments = await Promise.all(
        message.attachments.map(async (a) => {
          const content = await files.get(a.storeKey);
          if (!content) throw new Error(`attachment ${a.storeKey} of ${messageId} is missing`);
          return { filename: a.filename, content, contentType: a.contentType };
        }),
      );
      let providerMessageId: string | null;
      try {
        ({ providerMessageId } = await mail.send({
          messageId: message.id,
          to: message.to_address,
          subject: message.subject,
          text: message.text_body,
          html: message.html_body,
          attachments,
          headers: message.headers,
        }));
      } catch (err) {
        failure = err;
        return;
      }
      await emails.markSent(trx, message.id, mail.name, providerMessageId);
      log.info({ messageId, template: message.template, transport: mail.name }, 'email sent');
    });
    if (failure) {
      // Recorded after the transaction: the failed try must stay on the message.
      await emails.recordAttemptFailure(db, messageId, failure instanceof Error ? failure.message : String(failure));
      throw failure;
    }
  },
});
