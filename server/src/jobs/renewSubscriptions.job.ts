import { z } from 'zod';
import { defineJob } from './job.types';

/**
 * The renewal engine's tick, every minute: reminders, due charges and retries, and the end of cancelled periods
 * (see the subscription service). Safe to run anywhere at once: each subscription is claimed with SKIP LOCKED.
 */
export const renewSubscriptionsJob = defineJob({
  kind: 'renewSubscriptions',
  queue: 'renewals',
  payload: z.object({}),
  attempts: 1,
  backoffMs: 60_000,
  everyMs: 60_000,
  async handle(_payload, { subscriptions, log }) {
    const counts = await subscriptions.runDue();
    if (counts.reminded + counts.charged + counts.failed + counts.expired > 0) log.info(counts, 'subscriptions renewed');
  },
});
