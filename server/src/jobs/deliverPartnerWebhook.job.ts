import { z } from 'zod';
import { defineJob } from './job.types';
import { deliverWebhook } from '../modules/partners/partnerWebhook.service';

/** Tries of one delivery (the first included) before it is `failed`; a replay gives it as many again. */
export const DELIVERY_ATTEMPTS = 8;

/**
 * One try of a partner webhook delivery (signed per Standard Webhooks). A receiver that does not answer 2xx gets
 * the message again with backoff (30 s, then doubling: about an hour over eight tries); each try is in the log.
 */
export const deliverPartnerWebhookJob = defineJob({
  kind: 'deliverPartnerWebhook',
  queue: 'webhooks',
  payload: z.object({ deliveryId: z.string().min(1).max(64) }),
  attempts: DELIVERY_ATTEMPTS,
  backoffMs: 30_000,
  handle: ({ deliveryId }, deps) => deliverWebhook(deps, deliveryId),
});
