import type { JobDeps } from './job.types';
import { PermanentJobError } from './job.types';
import type { JobRuntime } from './runtime';
import { allJobDefinitions, jobDefinition } from './registry';
import { backoffDelay } from './outbox';
import * as outbox from './outbox.repository';

const LEASE_MS = 5 * 60_000;

/**
 * The embedded default: the outbox is the queue. Rows are claimed with SKIP LOCKED, run by the registered
 * handler, retried with backoff, and marked failed after their attempts, exactly as the BullMQ path does.
 */
export function createInlineRuntime(deps: JobDeps, options: { intervalMs: number; batch?: number }): JobRuntime {
  const batch = options.batch ?? 10;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  async function runOnce(): Promise<number> {
    const now = deps.clock.now();
    await outbox.releaseStale(deps.db, new Date(now.getTime() - LEASE_MS));
    const claimed = await deps.db.transaction(async (trx) => {
      const rows = await outbox.claimDue(trx, now, batch);
      for (const row of rows) await outbox.markRunning(trx, row.id, now);
      return rows;
    });
    for (const row of claimed) {
      const attempt = row.attempts + 1;
      const def = jobDefinition(row.kind);
      try {
        const parsed = def.payload.safeParse(row.payload);
        if (!parsed.success) throw new PermanentJobError(`invalid payload: ${parsed.error.message}`);
        await def.handle(parsed.data, deps);
        await outbox.markDone(deps.db, row.id, deps.clock.now());
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (err instanceof PermanentJobError || attempt >= row.max_attempts) {
          await outbox.markFailed(deps.db, row.id, message, deps.clock.now());
          deps.log.error({ jobId: row.id, kind: row.kind, attempt, err }, 'job failed for good');
        } else {
          const runAfter = new Date(deps.clock.now().getTime() + backoffDelay(def, attempt));
          await outbox.reschedule(deps.db, row.id, message, runAfter);
          deps.log.warn({ jobId: row.id, kind: row.kind, attempt, err }, 'job failed, will retry');
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
        def
          .handle({}, deps)
          .catch((err: unknown) => deps.log.error({ kind: def.kind, err }, 'recurring job failed'))
          .finally(() => (busy = false));
      };
      const timer = setInterval(tick, def.everyMs);
      timer.unref();
      recurring.push(timer);
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
  };
}
