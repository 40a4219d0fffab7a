import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { JobDeps, QueueName } from './job.types';
import { PermanentJobError } from './job.types';
import type { JobCounters } from './jobCounters';
import { errorMessage, failForGood } from './jobFailure';
import { backoffDelay } from './outbox';
import { timeJob } from './jobEvents';
import * as outbox from './outbox.repository';
import { allJobDefinitions, jobDefinition } from './registry';
import type { QueuedJob } from './bullmq.queues';
import { RECONCILE_JOB } from './bullmq.reconciler';
import { bullmqConnection } from '../shared/redis';

/** A failure already written to the outbox row (failed for good) before the job was failed in BullMQ. */
class RecordedFailure extends UnrecoverableError {}

/** Messages BullMQ gives errors about a job lock it could not renew or no longer held. */
const LOCK_ERROR = /could not renew lock|missing lock|lock mismatch/i;
/** Messages of a lost or refused Redis connection. */
const CONNECTION_ERROR = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|Connection is closed|Command timed out|Stream isn't writeable/i;

/**
 * How many times BullMQ may find a job of this queue stalled (its worker died or could not renew the lock) and
 * run it again: as many as the queue's jobs have tries, since each such run is counted as a try on the outbox
 * row, which stops the job when its own tries are used.
 */
function maxStalledCount(queue: QueueName): number {
  return Math.max(1, ...allJobDefinitions().filter((d) => d.queue === queue).map((d) => d.attempts));
}

export interface WorkerHooks {
  /** The reconciler's pass, run when its schedule fires. */
  reconcile(): Promise<unknown>;
}

/**
 * The workers of one process: one per queue, running the registered handler of each job. The outbox row is the
 * truth: a try is counted on it before the handler runs (so a try cut short by a crash counts), a duplicate
 * delivery of finished work is skipped, and a job whose row has no tries left is failed for good.
 */
export function createWorkers(
  deps: JobDeps,
  counters: JobCounters,
  hooks: WorkerHooks,
  options: { redisUrl: string; prefix: string; concurrency: number; queues: QueueName[] },
): Worker[] {
  const connection = bullmqConnection(options.redisUrl, { maxRetriesPerRequest: null });

  async function runOutboxJob(job: Job<QueuedJob>, outboxId: string): Promise<void> {
    const start = await outbox.startAttempt(deps.db, outboxId, deps.clock.now());
    if (start.outcome === 'missing') throw new RecordedFailure(`outbox row ${outboxId} does not exist`);
    if (start.outcome === 'finished') {
      counters.duplicatesSkipped += 1;
      deps.log.info({ jobId: job.id, kind: job.name, state: start.row.state }, 'job delivered again after its work was finished; skipped');
      return;
    }
    const row = start.row;
    if (start.outcome === 'exhausted') {
      await failForGood(deps, counters, row, `its ${row.max_attempts} tries are used${row.last_error ? ` (last error: ${row.last_error})` : ''}`);
      throw new RecordedFailure('tries used');
    }
    deps.log.debug({ jobId: row.id, kind: row.kind, attempt: row.attempts, maxAttempts: row.max_attempts }, 'job started');
    const def = jobDefinition(row.kind);
    const parsed = def.payload.safeParse(row.payload);
    try {
      if (!parsed.success) throw new PermanentJobError(`invalid payload: ${parsed.error.message}`);
      await timeJob(row.kind, () => def.handle(parsed.data, deps));
    } catch (err) {
      if (!(err instanceof PermanentJobError)) throw err;
      await failForGood(deps, counters, row, err.message);
      throw new RecordedFailure(err.message);
    }
    await outbox.markDone(deps.db, row.id, deps.clock.now());
  }

  async function process(job: Job<QueuedJob>): Promise<void> {
    if (job.data.outboxId) return runOutboxJob(job, job.data.outboxId);
    if (job.name === RECONCILE_JOB) {
      await hooks.reconcile();
      return;
    }
    // A recurring job of the registry, from its job scheduler.
    await timeJob(job.name, () => jobDefinition(job.name).handle({}, deps));
  }

  /** After a try failed: BullMQ tries again, or the row goes back to the relay while it has tries, or it fails for good. */
  async function settleFailure(job: Job<QueuedJob>, err: Error): Promise<void> {
    const outboxId = job.data.outboxId;
    if (!outboxId) {
      deps.log.error({ jobId: job.id, kind: job.name, err }, `recurring job ${job.name} failed; its schedule runs it again`);
      return;
    }
    if (err instanceof RecordedFailure) return;
    const brokerRetries = !(err instanceof UnrecoverableError) && job.attemptsMade < (job.opts.attempts ?? 1);
    if (brokerRetries) {
      counters.retried += 1;
      await outbox.recordBrokerAttempt(deps.db, outboxId, err.message);
      deps.log.warn({ jobId: job.id, kind: job.name, attempt: job.attemptsMade, err: err.message }, `job ${job.name} failed; the queue tries it again`);
      return;
    }
    // BullMQ gave up (a stall limit, or its own count of tries), but the outbox row may still have tries.
    const row = await outbox.findById(deps.db, outboxId);
    if (!row || (row.state !== 'relayed' && row.state !== 'running')) return;
    if (row.attempts >= row.max_attempts) {
      await failForGood(deps, counters, row, err.message);
      return;
    }
    const def = jobDefinition(row.kind);
    const runAfter = new Date(deps.clock.now().getTime() + backoffDelay(def, Math.max(1, row.attempts)));
    if (await outbox.requeue(deps.db, row.id, runAfter, err.message)) {
      counters.retried += 1;
      deps.log.warn(
        { jobId: row.id, kind: row.kind, attempts: row.attempts, maxAttempts: row.max_attempts, err: err.message },
        `job ${row.kind} was given up by the queue with tries left; the outbox enqueues it again`,
      );
    }
  }

  return options.queues.map((name) => {
    const worker = new Worker<QueuedJob>(name, process, {
      connection,
      prefix: options.prefix,
      concurrency: name === 'maintenance' ? 1 : options.concurrency,
      // A worker that dies mid-job stops renewing its lock; within lockDuration + 2 × stalledInterval another
      // worker finds the job stalled and runs it again (see config.ts).
      lockDuration: deps.config.jobLockMs,
      stalledInterval: deps.config.jobStalledIntervalMs,
      maxStalledCount: maxStalledCount(name),
    });
    worker.on('failed', (job, err) => {
      if (!job) return;
      settleFailure(job, err).catch((e: unknown) =>
        deps.log.error({ jobId: job.id, kind: job.name, err: errorMessage(e) }, 'could not record a job failure; the reconciler will settle the row'),
      );
    });
    worker.on('stalled', (jobId) => {
      counters.stalled += 1;
      deps.log.warn({ jobId, queue: name }, 'job stalled (its worker died or lost Redis before finishing); it runs again');
    });
    worker.on('lockRenewalFailed', (jobIds) => {
      counters.lockLost += jobIds.length;
      deps.log.warn({ jobIds, queue: name }, 'could not renew job locks; another worker may run these jobs again');
    });
    worker.on('error', (err) => {
      // Lock renewal failures were reported by lockRenewalFailed above.
      if (/could not renew lock/i.test(err.message)) return;
      if (LOCK_ERROR.test(err.message)) deps.log.warn({ err: err.message, queue: name }, 'job lock lost: the job finished after its lock ran out, and may run again');
      else if (CONNECTION_ERROR.test(err.message)) deps.log.warn({ err: err.message, queue: name }, 'worker lost its Redis connection; reconnecting');
      else deps.log.error({ err, queue: name }, 'worker error');
    });
    return worker;
  });
}
