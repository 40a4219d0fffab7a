/**
 * What happened to jobs in this process since it started. Kept in memory until a metrics endpoint exports
 * them; each count is also a log line, and a job that failed for good is logged at error level with an
 * `alert` field that log-based alerting can match.
 */
export interface JobCounters {
  /** Jobs that used their tries or hit a permanent error; their outbox rows wait for staff. */
  failedForGood: number;
  /** Tries that failed and will be tried again. */
  retried: number;
  /** Jobs found without a live worker (the worker died or lost Redis) and handed to another try. */
  stalled: number;
  /** Job locks a worker could not renew: another worker may start the same job. */
  lockLost: number;
  /** Outbox rows the reconciler enqueued again (their job was missing from Redis or failed with tries left). */
  requeued: number;
  /** Recurring schedules found missing in Redis and registered again. */
  schedulesRestored: number;
  /** Jobs delivered again for work already finished, and skipped. */
  duplicatesSkipped: number;
}

/** The stable `alert` value of the log line written when a job fails for good. */
export const JOB_FAILED_ALERT = 'outbox_job_failed';

export function createJobCounters(): JobCounters {
  return { failedForGood: 0, retried: 0, stalled: 0, lockLost: 0, requeued: 0, schedulesRestored: 0, duplicatesSkipped: 0 };
}
