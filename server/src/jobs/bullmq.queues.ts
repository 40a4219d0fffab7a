import { Queue } from 'bullmq';
import type { JobDeps, QueueName } from './job.types';
import { jobDefinition } from './registry';
import type { OutboxRow } from './outbox.repository';
import { bullmqConnection } from '../shared/redis';

/** The data of a BullMQ job: the outbox row it runs (absent for recurring jobs) and a copy of its payload. */
export interface QueuedJob {
  outboxId?: string;
  payload: unknown;
}

/**
 * The longest the relay spends handing one row to Redis. A Redis that stopped answering (paused, partitioned)
 * makes the hand-over fail after this instead of waiting; the row goes back to pending and is relayed again.
 */
export const HANDOVER_MS = 5_000;

/** BullMQ states in which a job will still run, or is running: the row is in good hands. */
const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
export const isLive = (state: string) => LIVE_STATES.has(state);

/** The queues a process produces to, created on first use, on one producer connection setting. */
export function createQueues(deps: Pick<JobDeps, 'log'>, options: { redisUrl: string; prefix: string }) {
  const connection = bullmqConnection(options.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: HANDOVER_MS });
  const queues = new Map<QueueName, Queue>();

  function queue(name: QueueName): Queue {
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, { connection, prefix: options.prefix });
      q.on('error', (err) => deps.log.warn({ err: err.message, queue: name }, 'queue lost its Redis connection; producing waits until it returns'));
      queues.set(name, q);
    }
    return q;
  }

  /** Puts an outbox row's job in its queue (see addRow), or fails once HANDOVER_MS have gone by. */
  async function enqueueRow(row: OutboxRow): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not take the job within ${HANDOVER_MS} ms`)), HANDOVER_MS);
    });
    try {
      await Promise.race([addRow(row), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Adds the job of an outbox row under job id = row id. A job already waiting or running for the row (a relay
   * that was thought to have failed) is left alone; a finished one from an earlier try is removed first, since
   * BullMQ ignores an add whose id it still holds.
   */
  async function addRow(row: OutboxRow): Promise<void> {
    const def = jobDefinition(row.kind);
    const q = queue(def.queue);
    const state = await q.getJobState(row.id);
    if (isLive(state)) return;
    if (state === 'completed' || state === 'failed') await q.remove(row.id);
    await q.add(row.kind, { outboxId: row.id, payload: row.payload } satisfies QueuedJob, {
      jobId: row.id,
      attempts: Math.max(1, row.max_attempts - row.attempts),
      backoff: { type: 'exponential', delay: def.backoffMs },
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 14 * 24 * 3600 },
    });
  }

  return {
    queue,
    enqueueRow,
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}

export type Queues = ReturnType<typeof createQueues>;
