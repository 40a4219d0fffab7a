import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobDeps, QueueName } from './job.types';
import { PermanentJobError } from './job.types';
import type { JobRuntime } from './runtime';
import { allJobDefinitions, jobDefinition } from './registry';
import * as outbox from './outbox.repository';
import { bullmqConnection, redisOptionsFromUrl } from '../shared/redis';

interface QueuedJob {
  /** The outbox row a job came from; absent for recurring jobs. */
  outboxId?: string;
  payload: unknown;
}

const QUEUES: QueueName[] = ['email', 'pdf', 'renewals', 'webhooks'];

/**
 * BullMQ on Redis. Producers only write the outbox (so a Redis outage never fails a request); the relay
 * moves due rows to their queue with jobId = outbox id, which BullMQ deduplicates, inside the transaction
 * that marks them relayed. Workers run the registered handler and record the outcome on the outbox row.
 */
export function createBullmqRuntime(
  deps: JobDeps,
  options: { redisUrl: string; prefix: string; intervalMs: number; concurrency?: number },
): JobRuntime {
  const base = redisOptionsFromUrl(options.redisUrl);
  // Producers give up quickly while Redis is away: the rows stay pending and a later tick tries again.
  const producerConnection = bullmqConnection(options.redisUrl, { maxRetriesPerRequest: 1 });
  const workerConnection = bullmqConnection(options.redisUrl, { maxRetriesPerRequest: null });
  const pinger = new Redis({ ...base, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  pinger.on('error', () => undefined);
  const queues = new Map<QueueName, Queue>();
  const workers: Worker[] = [];
  let timer: NodeJS.Timeout | undefined;
  let relaying: Promise<unknown> = Promise.resolve();
  let stopped = true;

  function queue(name: QueueName): Queue {
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, { connection: producerConnection, prefix: options.prefix });
      q.on('error', (err) => deps.log.warn({ err: err.message, queue: name }, 'queue connection error'));
      queues.set(name, q);
    }
    return q;
  }

  async function relayOnce(): Promise<number> {
    return deps.db.transaction(async (trx) => {
      const rows = await outbox.claimDue(trx, deps.clock.now(), 100);
      for (const row of rows) {
        const def = jobDefinition(row.kind);
        await queue(def.queue).add(row.kind, { outboxId: row.id, payload: row.payload } satisfies QueuedJob, {
          jobId: row.id,
          attempts: Math.max(1, row.max_attempts - row.attempts),
          backoff: { type: 'exponential', delay: def.backoffMs },
          removeOnComplete: { age: 24 * 3600, count: 10_000 },
          removeOnFail: { age: 14 * 24 * 3600 },
        });
      }
      await outbox.markRelayed(trx, rows.map((r) => r.id), deps.clock.now());
      return rows.length;
    });
  }

  async function process(job: Job<QueuedJob>): Promise<void> {
    const def = jobDefinition(job.name);
    const parsed = def.payload.safeParse(job.data.payload);
    if (!parsed.success) throw new UnrecoverableError(`invalid payload: ${parsed.error.message}`);
    try {
      await def.handle(parsed.data, deps);
    } catch (err) {
      if (err instanceof PermanentJobError) throw new UnrecoverableError(err.message);
      throw err;
    }
    // Recurring jobs come from a job scheduler, not from the outbox.
    if (job.data.outboxId) await outbox.markDone(deps.db, job.data.outboxId, deps.clock.now());
  }

  function startWorkers(concurrency: number) {
    const wanted = new Set(allJobDefinitions().map((d) => d.queue));
    for (const name of QUEUES.filter((q) => wanted.has(q))) {
      const worker = new Worker<QueuedJob>(name, process, {
        connection: workerConnection,
        prefix: options.prefix,
        concurrency,
        // A worker that dies mid-job (SIGKILL, lost host) stops renewing its lock; the job runs again after this.
        lockDuration: deps.config.jobLockMs,
        stalledInterval: deps.config.jobLockMs,
      });
      worker.on('failed', (job, err) => {
        if (!job) return;
        if (!job.data.outboxId) {
          deps.log.error({ jobId: job.id, kind: job.name, err }, 'recurring job failed');
          return;
        }
        const attempts = job.opts.attempts ?? 1;
        const final = err instanceof UnrecoverableError || job.attemptsMade >= attempts;
        const write = final
          ? outbox.markFailed(deps.db, job.data.outboxId, err.message, deps.clock.now())
          : outbox.recordBrokerAttempt(deps.db, job.data.outboxId, job.attemptsMade, err.message);
        write.catch((e) => deps.log.error({ err: e }, 'could not record job failure'));
        deps.log[final ? 'error' : 'warn']({ jobId: job.id, kind: job.name, attempt: job.attemptsMade, err }, 'job failed');
      });
      worker.on('error', (err) => deps.log.warn({ err: err.message, queue: name }, 'worker connection error'));
      workers.push(worker);
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      relaying = relayOnce()
        .catch((err) => deps.log.warn({ err: err instanceof Error ? err.message : err }, 'outbox relay failed; will retry'))
        .finally(schedule);
    }, options.intervalMs);
    timer.unref();
  }

  return {
    driver: 'bullmq',
    start({ work }) {
      if (!stopped) return;
      stopped = false;
      if (work) startWorkers(options.concurrency ?? 4);
      schedule();
      // One scheduler per job id in Redis: registering it from every process changes nothing.
      for (const def of allJobDefinitions()) {
        if (!def.everyMs) continue;
        queue(def.queue)
          .upsertJobScheduler(def.kind, { every: def.everyMs }, { name: def.kind, data: { payload: {} } satisfies QueuedJob })
          .catch((err: unknown) => deps.log.warn({ kind: def.kind, err: err instanceof Error ? err.message : err }, 'could not register the job scheduler'));
      }
    },
    async stop(timeoutMs = 10_000) {
      stopped = true;
      clearTimeout(timer);
      const closing = Promise.all([relaying, ...workers.map((w) => w.close())]);
      const timedOut = await Promise.race([
        closing.then(() => false),
        new Promise<boolean>((r) => setTimeout(() => r(true), timeoutMs).unref()),
      ]);
      if (timedOut) await Promise.all(workers.map((w) => w.close(true)));
      await Promise.all([...queues.values()].map((q) => q.close()));
      pinger.disconnect();
    },
    async ping() {
      try {
        if (pinger.status === 'wait') await pinger.connect();
        return (await pinger.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async drain() {
      await relaying;
      while ((await relayOnce()) > 0) {
        /* relay until nothing is due */
      }
    },
  };
}
