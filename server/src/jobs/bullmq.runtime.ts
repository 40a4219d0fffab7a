import type { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobDeps, QueueName } from './job.types';
import { createJobCounters } from './jobCounters';
import { errorMessage, failForGood } from './jobFailure';
import type { JobRuntime, ReconcileOutcome } from './runtime';
import { allJobDefinitions } from './registry';
import * as outbox from './outbox.repository';
import { createQueues } from './bullmq.queues';
import { createReconciler, recurringSchedules } from './bullmq.reconciler';
import { createWorkers } from './bullmq.worker';
import { redisOptionsFromUrl } from '../shared/redis';
import { withDeadline } from '../shared/deadline';

/** How long a readiness check may take when it has to open its Redis connection first. */
const PING_CONNECT_MS = 1_500;

/** How long a row Redis refused waits before the relay tries it again. */
const RELAY_RETRY_MS = 1_000;

/**
 * BullMQ on Redis. Producers only write the outbox (so a Redis outage never fails a request); the relay marks
 * due rows relayed and hands them to their queue with jobId = outbox id, once that commit is made. Workers run
 * the registered handler and record each try and the outcome on the row. The reconciler (on start, on a job
 * scheduler, and whenever a schedule is found missing) enqueues again what Redis lost or gave up on.
 */
export function createBullmqRuntime(
  deps: JobDeps,
  options: { redisUrl: string; prefix: string; intervalMs: number; concurrency?: number },
): JobRuntime {
  const counters = createJobCounters();
  const queues = createQueues(deps, options);
  const reconciler = createReconciler(deps, counters, queues, recurringSchedules(deps.config.jobReconcileMs));
  const pinger = new Redis({ ...redisOptionsFromUrl(options.redisUrl), maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  pinger.on('error', () => undefined);
  let workers: Worker[] = [];
  let relayTimer: NodeJS.Timeout | undefined;
  let watchTimer: NodeJS.Timeout | undefined;
  let relaying: Promise<unknown> = Promise.resolve();
  let watching: Promise<unknown> = Promise.resolve();
  let reconciling: Promise<ReconcileOutcome> | null = null;
  let working = false;
  let stopped = true;

  /**
   * Moves due rows to their queues. The rows are marked relayed in a short transaction and handed to Redis after
   * it commits, so no database connection or row lock waits on Redis (a hung Redis must not hold the requests that
   * share the database). A row Redis refuses goes back to pending; one whose process dies before handing it over is
   * found by the reconciler (relayed, no job).
   */
  async function relayOnce(): Promise<number> {
    const claimed = await deps.db.transaction(async (trx) => {
      const rows = await outbox.claimDue(trx, deps.clock.now(), 100);
      const known = rows.filter((row) => allJobDefinitions().some((d) => d.kind === row.kind));
      for (const row of rows.filter((r) => !known.includes(r))) {
        await failForGood({ ...deps, db: trx }, counters, row, `cannot run: no job kind ${row.kind}`);
      }
      await outbox.markRelayed(trx, known.map((r) => r.id), deps.clock.now());
      return known;
    });
    const handed = await Promise.allSettled(claimed.map((row) => queues.enqueueRow(row)));
    const refused = claimed.filter((_, i) => handed[i]!.status === 'rejected');
    if (refused.length > 0) {
      const reason = errorMessage((handed.find((h) => h.status === 'rejected') as PromiseRejectedResult).reason);
      const runAfter = new Date(deps.clock.now().getTime() + RELAY_RETRY_MS);
      await Promise.all(refused.map((row) => outbox.requeue(deps.db, row.id, runAfter, `could not enqueue: ${reason}`)));
      deps.log.warn({ rows: refused.length, err: reason }, 'Redis refused outbox rows; they wait in the outbox and are relayed again');
    }
    return claimed.length;
  }

  /** One reconciler pass at a time in this process; callers arriving meanwhile share it. */
  function reconcile(): Promise<ReconcileOutcome> {
    reconciling ??= reconciler.reconcile({ schedules: working }).finally(() => (reconciling = null));
    return reconciling;
  }

  function scheduleRelay() {
    if (stopped) return;
    relayTimer = setTimeout(() => {
      relaying = relayOnce()
        .catch((err) => deps.log.warn({ err: errorMessage(err) }, 'outbox relay failed; will retry'))
        .finally(scheduleRelay);
    }, options.intervalMs);
    relayTimer.unref();
  }

  /**
   * Every worker process checks, from outside Redis, that the recurring schedules still exist: the reconciler's
   * own schedule is lost with the rest when Redis loses its data. A missing one means the queues lost jobs too,
   * so the reconciler runs at once.
   */
  function scheduleWatch() {
    if (stopped) return;
    watchTimer = setTimeout(() => {
      watching = reconciler
        .restoreSchedules()
        .then((restored) => (restored > 0 ? reconcile() : null))
        .catch((err) => deps.log.warn({ err: errorMessage(err) }, 'could not check the recurring schedules; will retry'))
        .finally(scheduleWatch);
    }, deps.config.jobReconcileMs);
    watchTimer.unref();
  }

  /** The startup step of a worker process: leftovers of killed writes, the schedules, one reconciler pass. */
  async function startUp(): Promise<void> {
    const removed = (await deps.files.removeLeftovers?.()) ?? 0;
    if (removed > 0) deps.log.info({ removed }, 'removed temporary files left by interrupted writes');
    await reconciler.registerSchedules();
    await reconcile();
  }

  return {
    driver: 'bullmq',
    start({ work }) {
      if (!stopped) return;
      stopped = false;
      working = work;
      if (work) {
        const wanted = new Set<QueueName>([...allJobDefinitions().map((d) => d.queue), 'maintenance']);
        workers = createWorkers(deps, counters, { reconcile }, { ...options, concurrency: options.concurrency ?? 4, queues: [...wanted] });
        watching = startUp()
          .catch((err) => deps.log.warn({ err: errorMessage(err) }, 'worker start-up step failed; the schedule watch retries it'))
          .finally(scheduleWatch);
      }
      scheduleRelay();
    },
    async stop(timeoutMs = 10_000) {
      stopped = true;
      clearTimeout(relayTimer);
      clearTimeout(watchTimer);
      const closing = Promise.all([relaying, watching, reconciling, ...workers.map((w) => w.close())]);
      const timedOut = await Promise.race([
        closing.then(() => false),
        new Promise<boolean>((r) => setTimeout(() => r(true), timeoutMs).unref()),
      ]);
      if (timedOut) await Promise.all(workers.map((w) => w.close(true)));
      await queues.close();
      pinger.disconnect();
    },
    async ping() {
      // A stopped Redis accepts the connection and never answers: false after the request deadline, not a hang.
      // Opening the connection (the first check, or after a drop) takes longer than a command on a busy host.
      const ms = pinger.status === 'ready' ? deps.config.redisDeadlineMs : Math.max(deps.config.redisDeadlineMs, PING_CONNECT_MS);
      return withDeadline(
        async () => {
          if (pinger.status === 'wait') await pinger.connect();
          return (await pinger.ping()) === 'PONG';
        },
        ms,
        false,
      );
    },
    async drain() {
      await relaying;
      while ((await relayOnce()) > 0) {
        /* relay until nothing is due */
      }
    },
    reconcile,
    counters: () => ({ ...counters }),
  };
}
