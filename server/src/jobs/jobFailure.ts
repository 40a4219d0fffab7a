import type { JobDeps } from './job.types';
import { JOB_FAILED_ALERT, type JobCounters } from './jobCounters';
import * as outbox from './outbox.repository';
import { emitJobEvent } from './jobEvents';

/**
 * Records that an outbox row will not be tried again (its tries are used, or retrying cannot help): the row
 * becomes `failed`, which staff list and can retry, the counter moves, and one error line carries the alert.
 * Settling the same row twice (the failed event and the reconciler both saw it) alerts once.
 */
export async function failForGood(
  deps: Pick<JobDeps, 'db' | 'clock' | 'log'>,
  counters: JobCounters,
  row: { id: string; kind: string; attempts: number; max_attempts: number },
  reason: string,
): Promise<void> {
  if (!(await outbox.markFailed(deps.db, row.id, reason, deps.clock.now()))) return;
  counters.failedForGood += 1;
  emitJobEvent({ kind: row.kind, outcome: 'failedForGood' });
  deps.log.error(
    { alert: JOB_FAILED_ALERT, jobId: row.id, kind: row.kind, attempts: row.attempts, maxAttempts: row.max_attempts, reason },
    `job ${row.kind} failed for good after ${row.attempts} of ${row.max_attempts} tries; staff can run it again`,
  );
}

/** A failure's message, whatever was thrown. */
export const errorMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err));
