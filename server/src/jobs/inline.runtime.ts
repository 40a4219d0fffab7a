import type { JobDeps } from './job.types';
import { PermanentJobError } from './job.types';
import { createJobCounters } from './jobCounters';
import { errorMessage, failForGood } from './jobFailure';
import type { JobRuntime } from './runtime';
import { allJobDefinitions, jobDefinition } from './registry';
import { backoffDelay } from './outbox';
import { timeJob } from './jobEvents';
import * as outbox from './outbox.repository';

const LEASE_MS = 5 * 60_000;

/**
 * The embedded default: the outbox is the queue. Rows are claimed with SKIP LOCKED, run by the registered
 * handler, retried with backoff, and marked failed after their attempts, exactly as the BullMQ path does.
 * A row left running by a process that died is handed back after its lease, and counts that try.
 */
export function createInlineRuntime(deps: JobDeps, options: { intervalMs: number; batch?: number }): JobRuntime {
  const batch = options.batch ?? 10;
  const counters = createJobCounters();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  async function runOnce(): Promise<number> {
    const now = deps.clock.now();
    await outbox.releaseStale(deps.db, new Date(now.getTime() - LEASE_MS));
    const claimed = await deps.db.transaction(async (trx) => {
      const rows = await outbox.claimDue(trx, now, batch);
      for (const row of rows) if (row.attempts < row.max_attempts) await outbox.markRunning(trx, row.id, now);
      return rows;
    });
    for (const row of claimed) {
      // A row whose tries were used by runs that never finished (the process died each time) stops here.
      if (row.attempts >= row.max_attempts) {
        await failForGood(deps, counters, row, `its ${row.max_attempts} tries are used${row.last_error ? ` (last error: ${row.last_error})` : ''}`);
        continue;
      }
      const attempt = row.attempts + 1;
      try {
        const def = jobDefinition(row.kind);
        const parsed = def.payload.safeParse(row.payload);
        if (!parsed.success) throw new PermanentJobError(`invalid payload: ${parsed.error.message}`);
        await timeJob(row.kind, () => def.handle(parsed.data, deps));
        await outbox.markDone(deps.db, row.id, deps.clock.now());
      } catch (err) {
        const message = errorMessage(err);
        const known = allJobDefinitions().find((d) => d.kind === row.kind);
        if (!known || err instanceof PermanentJobError || attempt >= row.max_attempts) {
          await failForGood(deps, counters, { ...row, attempts: attempt }, message);
        } else {
          counters.retried += 1;
          const runAfter = new Date(deps.clock.now().getTime() + backoffDelay(known, attempt));
          await outbox.reschedule(deps.db, row.id, message, runAfter);
          deps.log.warn({ jobId: row.id, kind: row.kind, attempt, err }, `job ${row.kind} failed; it runs again after a pause`);
        }
      }
    }
    return claimed.length;
  }

  const recurring: NodeJS.Timeout[] = [];
  function startRecurring() {
    for (const def of allJobDefinitions()) {
      if (!def.everyMs) continue;
      let busy = false;
      const tick = () => {
        if (busy || stopped) return;
        busy = true;
        timeJob(def.kind, () => def.handle({}, deps))
          .catch((err: unknown) => deps.log.error({ kind: def.kind, err }, 'recurring job failed'))
          .finally(() => (busy = false));
      };
      const interval = setInterval(tick, def.everyMs);
      interval.unref();
      recurring.push(interval);
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((err) => deps.log.error({ err }, 'inline job runner tick failed'))
        .finally(schedule);
    }, options.intervalMs);
    timer.unref();
  }

  return {
    driver: 'inline',
    start() {
      if (!stopped) return;
      stopped = false;
      deps.files
        .removeLeftovers?.()
        .then((removed) => removed > 0 && deps.log.info({ removed }, 'removed temporary files left by interrupted writes'))
        .catch((err: unknown) => deps.log.warn({ err: errorMessage(err) }, 'could not remove temporary files left by interrupted writes'));
      schedule();
      startRecurring();
    },
    async stop(timeoutMs = 10_000) {
      stopped = true;
      clearTimeout(timer);
      for (const t of recurring.splice(0)) clearInterval(t);
      await Promise.race([running, new Promise((r) => setTimeout(r, timeoutMs).unref())]);
    },
    async ping() {
      return true;
    },
    async drain() {
      await running;
      while ((await runOnce()) > 0) {
        /* keep going until nothing is due */
      }
    },
    /** The outbox is the queue here: only rows left running past their lease need handing back. */
    async reconcile() {
      const requeued = await outbox.releaseStale(deps.db, new Date(deps.clock.now().getTime() - LEASE_MS));
      counters.requeued += requeued;
      return { checked: requeued, requeued, failed: 0, schedulesRestored: 0 };
    },
    counters: () => ({ ...counters }),
  };
}
