import type { JobDeps, QueueName } from './job.types';
import type { JobCounters } from './jobCounters';
import { failForGood } from './jobFailure';
import type { ReconcileOutcome } from './runtime';
import { allJobDefinitions, jobDefinition } from './registry';
import * as outbox from './outbox.repository';
import { HANDOVER_MS, isLive, type QueuedJob, type Queues } from './bullmq.queues';

/** The scheduler id (and job name) of the reconciler's own recurring run. */
export const RECONCILE_JOB = 'reconcileOutbox';

/** A recurring job kept as a BullMQ job scheduler, under one id for the whole cluster. */
export interface RecurringSchedule {
  id: string;
  queue: QueueName;
  everyMs: number;
}

/** The registry's recurring jobs (the renewal engine's tick) and the reconciler itself. */
export function recurringSchedules(reconcileEveryMs: number): RecurringSchedule[] {
  return [
    ...allJobDefinitions().flatMap((d) => (d.everyMs ? [{ id: d.kind, queue: d.queue, everyMs: d.everyMs }] : [])),
    { id: RECONCILE_JOB, queue: 'maintenance', everyMs: reconcileEveryMs },
  ];
}

const PAGE = 200;
/** The state given to a row whose kind the registry does not know: it can never run. */
const UNKNOWN_KIND = 'unknown-kind';
const MAX_ROWS_PER_PASS = 20_000;

/**
 * The outbox in PostgreSQL is the truth; Redis only runs it. The reconciler compares every row in the broker's
 * hands (relayed or running) with its BullMQ job and repairs what Redis lost or gave up on:
 * - no job (Redis lost its data, or was replaced): the row goes back to the relay, which enqueues it again
 *   under the same job id;
 * - a failed job whose row still has tries (a stall limit, or a failure whose outcome was never written): the
 *   same; with no tries left the row fails for good, for staff;
 * - a waiting, delayed or running job: nothing to do.
 * It also keeps the recurring schedules: a schedule lives in Redis, so after a data loss only a process that
 * checks from outside Redis can notice it is gone.
 */
export function createReconciler(deps: JobDeps, counters: JobCounters, queues: Queues, schedules: RecurringSchedule[]) {
  const register = (s: RecurringSchedule) =>
    queues.queue(s.queue).upsertJobScheduler(
      s.id,
      { every: s.everyMs },
      // A run every minute would otherwise keep every finished run in Redis for ever.
      { name: s.id, data: { payload: {} } satisfies QueuedJob, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 500 } } },
    );

  /** Registers every schedule (safe from every process: one scheduler per id; the same interval keeps its timing). */
  async function registerSchedules(): Promise<void> {
    for (const s of schedules) await register(s);
  }

  /** Registers again the schedules Redis no longer has; how many it restored. */
  async function restoreSchedules(): Promise<number> {
    let restored = 0;
    for (const s of schedules) {
      if (await queues.queue(s.queue).getJobScheduler(s.id)) continue;
      await register(s);
      restored += 1;
      counters.schedulesRestored += 1;
      deps.log.warn({ scheduler: s.id, everyMs: s.everyMs }, `recurring schedule ${s.id} was missing from Redis (data lost?); registered again`);
    }
    return restored;
  }

  /** Why a row whose job is in `state` needs another run, or null when its job is in good hands. */
  async function problemOf(row: outbox.OutboxRow, state: string): Promise<string | null> {
    if (isLive(state)) return null;
    if (state === 'unknown') return 'its job was missing from Redis';
    if (state === 'failed') {
      const job = await queues.queue(jobDefinition(row.kind).queue).getJob(row.id);
      return `its job failed in the queue (${job?.failedReason ?? 'no reason kept'})`;
    }
    return `its job ended as ${state} but the row was not finished`;
  }

  async function repairRow(row: outbox.OutboxRow, state: string): Promise<'requeued' | 'failed' | null> {
    if (state === UNKNOWN_KIND) {
      await failForGood(deps, counters, row, `cannot run: no job kind ${row.kind}`);
      return 'failed';
    }
    const problem = await problemOf(row, state);
    if (!problem) return null;
    if (row.attempts >= row.max_attempts) {
      await failForGood(deps, counters, row, `${problem}; its ${row.max_attempts} tries are used${row.last_error ? ` (last error: ${row.last_error})` : ''}`);
      return 'failed';
    }
    if (!(await outbox.requeue(deps.db, row.id, deps.clock.now(), null))) return null;
    counters.requeued += 1;
    deps.log.warn(
      { jobId: row.id, kind: row.kind, jobState: state, attempts: row.attempts, maxAttempts: row.max_attempts },
      `outbox row enqueued again: ${problem}`,
    );
    return 'requeued';
  }

  async function reconcileRows(): Promise<Omit<ReconcileOutcome, 'schedulesRestored'>> {
    const outcome = { checked: 0, requeued: 0, failed: 0 };
    let after: { relayedAt: Date; id: string } | null = null;
    while (outcome.checked < MAX_ROWS_PER_PASS) {
      // A row relayed moments ago may still be on its way to Redis: only rows older than a hand-over are judged.
      const relayedBefore = new Date(deps.clock.now().getTime() - HANDOVER_MS - 1_000);
      const rows = await outbox.listInBroker(deps.db, PAGE, relayedBefore, after);
      if (rows.length === 0) break;
      const states = await Promise.all(
        rows.map((row) => {
          try {
            return queues.queue(jobDefinition(row.kind).queue).getJobState(row.id);
          } catch {
            return Promise.resolve(UNKNOWN_KIND);
          }
        }),
      );
      for (const [i, row] of rows.entries()) {
        const done = await repairRow(row, states[i]!);
        if (done) outcome[done] += 1;
      }
      outcome.checked += rows.length;
      const last = rows[rows.length - 1]!;
      after = { relayedAt: last.relayed_at!, id: last.id };
      if (rows.length < PAGE) break;
    }
    return outcome;
  }

  return {
    registerSchedules,
    restoreSchedules,
    /** One pass: restore missing schedules, then repair the rows. */
    async reconcile(options: { schedules: boolean }): Promise<ReconcileOutcome> {
      const schedulesRestored = options.schedules ? await restoreSchedules() : 0;
      const rows = await reconcileRows();
      if (rows.requeued + rows.failed + schedulesRestored > 0) deps.log.info({ ...rows, schedulesRestored }, 'outbox reconciled with the queues');
      return { ...rows, schedulesRestored };
    },
  };
}

export type Reconciler = ReturnType<typeof createReconciler>;
