import type { Db } from '../../db/connection';
import type { JobRuntime } from '../../jobs/runtime';
import * as outbox from '../../jobs/outbox.repository';
import type { Clock } from '../../shared/clock';
import type { FailedJobModel, RetryJobError } from './operations.models';
import * as repo from './operations.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_LISTED = 200;

/**
 * What staff need to keep work moving: the jobs that failed for good, and running one again. The outbox is the
 * truth for both; the job runtime only counts what happened in this process.
 */
export function createOperationsService(deps: { db: Db; clock: Clock; jobs: JobRuntime }) {
  const { db, clock, jobs } = deps;
  return {
    /** Failed jobs, latest first; `first` is kept between 1 and 200. */
    async listFailedJobs(first: number | null | undefined): Promise<FailedJobModel[]> {
      const limit = Math.min(MAX_LISTED, Math.max(1, Math.trunc(first ?? 50)));
      return repo.listFailed(db, limit);
    },

    counters: () => jobs.counters(),

    /** How long the oldest due outbox row has waited to be handed to a queue or run, in seconds (0 when none waits). */
    async outboxLagSeconds(): Promise<number> {
      const now = clock.now();
      const oldest = await outbox.oldestDueAt(db, now);
      return oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0;
    },

    /**
     * Runs a failed job again with a fresh set of tries: its row goes back to pending and the relay enqueues it
     * under the same job id, replacing the failed one in the queue. Only a failed job can be retried, so a
     * repeated call never runs the work twice at once.
     */
    async retryFailedJob(id: string): Promise<{ retried: boolean; errors: RetryJobError[] }> {
      const retried = UUID.test(id) ? await outbox.retryFailed(db, id, clock.now()) : null;
      if (retried) return { retried: true, errors: [] };
      const existing = UUID.test(id) ? await outbox.findById(db, id) : undefined;
      const error: RetryJobError = existing
        ? { code: 'NOT_FAILED', message: `job ${id} is ${existing.state}, not failed` }
        : { code: 'NOT_FOUND', message: `no job ${id}` };
      return { retried: false, errors: [error] };
    },
  };
}

export type OperationsService = ReturnType<typeof createOperationsService>;
