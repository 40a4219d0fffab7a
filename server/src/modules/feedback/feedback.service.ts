import type { Db } from '../../db/connection';
import type { AppConfig } from '../../config';
import { queueEmail } from '../../mail/mail.service';
import { feedbackAckEmail, feedbackToSupportEmail } from '../../mail/templates';
import { isValidEmail, canonicalEmail } from '../../shared/email';
import { DEFAULT_LOCALE, normalizeLocale } from '../../shared/locales';
import type { RateLimiter } from '../../shared/rateLimiter';
import { FEEDBACK_MAX, FEEDBACK_MIN, type FeedbackError } from './feedback.errors';
import * as repo from './feedback.repository';

export interface SubmitFeedbackInput {
  message: string;
  contactEmail?: string | null;
  locale?: string | null;
}

/** Validation of spec section 5: 10 to 200 characters; a contact e-mail is optional but must be well-formed. */
export function validateFeedback(input: SubmitFeedbackInput): FeedbackError[] {
  const errors: FeedbackError[] = [];
  const message = input.message.trim();
  const length = [...message].length;
  if (length === 0) errors.push({ code: 'REQUIRED', field: 'message', message: 'Please enter your feedback' });
  else if (length < FEEDBACK_MIN)
    errors.push({ code: 'TOO_SHORT', field: 'message', message: `Feedback must contain at least ${FEEDBACK_MIN} characters` });
  else if (length > FEEDBACK_MAX)
    errors.push({ code: 'TOO_LONG', field: 'message', message: `Feedback must not exceed ${FEEDBACK_MAX} characters` });
  const email = input.contactEmail?.trim();
  if (email && !isValidEmail(email))
    errors.push({ code: 'INVALID_EMAIL', field: 'contactEmail', message: 'Please enter a valid email address.' });
  return errors;
}

export function createFeedbackService(deps: { db: Db; config: AppConfig; rateLimiter: RateLimiter }) {
  return {
    /**
     * Stores the message and, in the same transaction, queues one e-mail to support and one
     * acknowledgement to the sender: either all three happen or none does.
     */
    async submit(
      input: SubmitFeedbackInput,
      client: { ip: string; logId: string | null },
    ): Promise<{ ok: boolean; errors: FeedbackError[] }> {
      const errors = validateFeedback(input);
      if (errors.length) return { ok: false, errors };
      const message = input.message.trim();
      const contactEmail = input.contactEmail?.trim() ? canonicalEmail(input.contactEmail) : null;
      const locale = normalizeLocale(input.locale) ?? DEFAULT_LOCALE;
      await deps.rateLimiter.hit({ name: 'feedback:client', limit: 5, windowSeconds: 600 }, client.ip);
      if (contactEmail) {
        await deps.rateLimiter.hit({ name: 'feedback:address', limit: 3, windowSeconds: 3600 }, contactEmail);
      }
      await deps.db.transaction(async (trx) => {
        const feedbackId = await repo.insertFeedback(trx, { message, contact_email: contactEmail, locale, log_id: client.logId });
        await queueEmail(trx, {
          template: 'feedbackToSupport',
          locale: DEFAULT_LOCALE,
          to: deps.config.supportEmail,
          dedupeKey: `feedback:${feedbackId}:support`,
          rendered: feedbackToSupportEmail({ message, contactEmail, locale, feedbackId }),
          // Support answers with the mail client's Reply; the address is canonical, so it holds no line break.
          headers: contactEmail ? { 'Reply-To': contactEmail } : undefined,
        });
        if (contactEmail) {
          await queueEmail(trx, {
            template: 'feedbackAck',
            locale,
            to: contactEmail,
            dedupeKey: `feedback:${feedbackId}:ack`,
            rendered: feedbackAckEmail(locale, { message }),
          });
        }
      });
      return { ok: true, errors: [] };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
