import type { Executor } from '../../db/connection';
import * as repo from './partner.repository';
import { completionEvent, queueEvent } from './partnerWebhook.service';

/**
 * Called when a session is scored, in the transaction that stores its result: a session started through a
 * partner's invitation, with the taker's consent, completes the invitation and queues its webhooks. Scoring the
 * same session again (after edited answers) changes nothing here. Without consent no invitation names the session,
 * so nothing is shared.
 */
export async function notePartnerCompletion(trx: Executor, sessionId: string, at: Date): Promise<void> {
  const invitation = await repo.findConsentedBySession(trx, sessionId);
  if (!invitation) return;
  await repo.markCompleted(trx, invitation.id, at);
  await queueEvent(trx, invitation.partnerId, completionEvent(invitation, at), at);
}
