import type { JobCounters } from './jobCounters';

/** What one pass of the reconciler found and did. */
export interface ReconcileOutcome {
  /** Rows in the broker's hands that were compared with their jobs. */
  checked: number;
  /** Rows handed back to the relay: their job was missing, or failed with tries left. */
  requeued: number;
  /** Rows whose tries were used up: now failed, for staff. */
  failed: number;
  /** Recurring schedules that were missing and were registered again. */
  schedulesRestored: number;
}

/**
 * How jobs leave the request: BullMQ on Redis, or the same handlers run in this process. Either way the outbox
 * table is the truth: the runtime only runs what it says, and repairs what the queue lost.
 */
export interface JobRuntime {
  readonly driver: 'bullmq' | 'inline';
  /** Starts relaying the outbox, and with `work`, processing jobs (and keeping the recurring schedules) in this process. */
  start(options: { work: boolean }): void;
  /** Stops taking work and waits for in-flight jobs, at most `timeoutMs`. */
  stop(timeoutMs?: number): Promise<void>;
  /** True when the queue backend answers. */
  ping(): Promise<boolean>;
  /** Runs until nothing is due (inline), or relays what is due (bullmq); for tests and scripts. */
  drain(): Promise<void>;
  /** Compares the outbox with the queue once and repairs what it finds (also run on start and on a schedule). */
  reconcile(): Promise<ReconcileOutcome>;
  /** What happened to jobs in this process since it started. */
  counters(): Readonly<JobCounters>;
}
