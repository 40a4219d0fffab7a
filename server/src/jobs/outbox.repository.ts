import type { Executor, Trx } from '../db/connection';

export interface OutboxRow {
  id: string;
  kind: string;
  payload: unknown;
  dedupe_key: string | null;
  state: 'pending' | 'relayed' | 'running' | 'done' | 'failed';
  attempts: number;
  max_attempts: number;
  run_after: Date;
  last_error: string | null;
  created_at: Date;
  relayed_at: Date | null;
  finished_at: Date | null;
}

export async function insert(
  trx: Executor,
  row: { kind: string; payload: unknown; dedupeKey?: string; maxAttempts: number; runAfter?: Date },
): Promise<string | null> {
  const inserted = await trx('outbox')
    .insert({
      kind: row.kind,
      payload: JSON.stringify(row.payload),
      dedupe_key: row.dedupeKey ?? null,
      max_attempts: row.maxAttempts,
      ...(row.runAfter ? { run_after: row.runAfter } : {}),
    })
    .onConflict('dedupe_key')
    .ignore()
    .returning('id');
  return (inserted[0] as { id: string } | undefined)?.id ?? null;
}

/**
 * Locks up to `limit` due rows for this transaction; rows another process holds are skipped, not waited for.
 * A row is due by the database's clock or by the app's (which tests move forward).
 */
export async function claimDue(trx: Trx, now: Date, limit: number): Promise<OutboxRow[]> {
  return trx<OutboxRow>('outbox')
    .where('state', 'pending')
    .andWhereRaw('run_after <= greatest(now(), ?::timestamptz)', [now])
    .orderBy('run_after')
    .limit(limit)
    .forUpdate()
    .skipLocked();
}

export async function markRelayed(trx: Trx, ids: string[], now: Date): Promise<void> {
  if (ids.length) await trx('outbox').whereIn('id', ids).update({ state: 'relayed', relayed_at: now });
}

/** Marks a claimed row as running; run_after becomes the start of its lease. */
export async function markRunning(trx: Trx, id: string, now: Date): Promise<void> {
  await trx('outbox').where({ id }).update({ state: 'running', run_after: now, attempts: trx.raw('attempts + 1') });
}

export async function markDone(db: Executor, id: string, now: Date): Promise<void> {
  await db('outbox').where({ id }).update({ state: 'done', finished_at: now, last_error: null });
}

/** Marks a row failed for good; false when it was already finished (done or failed), so an alert is raised once. */
export async function markFailed(db: Executor, id: string, error: string, now: Date): Promise<boolean> {
  const changed = await db('outbox')
    .where({ id })
    .whereNotIn('state', ['done', 'failed'])
    .update({ state: 'failed', finished_at: now, last_error: error.slice(0, 2000) });
  return changed > 0;
}

export async function reschedule(db: Executor, id: string, error: string, runAfter: Date): Promise<void> {
  await db('outbox').where({ id }).update({ state: 'pending', run_after: runAfter, last_error: error.slice(0, 2000) });
}

/** A broker try failed and the broker will try again: the error is kept and the row waits in the queue again. */
export async function recordBrokerAttempt(db: Executor, id: string, error: string): Promise<void> {
  await db('outbox').where({ id }).whereIn('state', ['relayed', 'running']).update({ state: 'relayed', last_error: error.slice(0, 2000) });
}

export type AttemptStart =
  | { outcome: 'started'; row: OutboxRow }
  | { outcome: 'finished'; row: OutboxRow }
  | { outcome: 'exhausted'; row: OutboxRow }
  | { outcome: 'missing' };

/**
 * Counts one broker try of a row before its handler runs, so a try cut short by a crash or a stall counts too.
 * Nothing starts for a row that is already done or failed (a duplicate delivery), or whose tries are used.
 * A row still locked by the relay that enqueued it is waited for, not skipped.
 */
export async function startAttempt(db: Executor, id: string, now: Date): Promise<AttemptStart> {
  const [row] = await db<OutboxRow>('outbox')
    .where({ id })
    .whereIn('state', ['pending', 'relayed', 'running'])
    .andWhereRaw('attempts < max_attempts')
    .update({ state: 'running', run_after: now, attempts: db.raw('attempts + 1') })
    .returning('*');
  if (row) return { outcome: 'started', row };
  const current = await findById(db, id);
  if (!current) return { outcome: 'missing' };
  return { outcome: current.state === 'done' || current.state === 'failed' ? 'finished' : 'exhausted', row: current };
}

/**
 * Hands a row that is in the broker's hands back to the relay, which enqueues it again under the same job id.
 * Only a row still relayed or running changes, so two processes settling the same row do it once.
 */
export async function requeue(db: Executor, id: string, runAfter: Date, error: string | null): Promise<boolean> {
  const changed = await db('outbox')
    .where({ id })
    .whereIn('state', ['relayed', 'running'])
    .update({ state: 'pending', run_after: runAfter, ...(error ? { last_error: error.slice(0, 2000) } : {}) });
  return changed > 0;
}

/**
 * Rows in the broker's hands (relayed or running) since before `relayedBefore`, oldest first, after the cursor
 * `after` in that order; for the reconciler.
 */
export async function listInBroker(db: Executor, limit: number, relayedBefore: Date, after: { relayedAt: Date; id: string } | null): Promise<OutboxRow[]> {
  const q = db<OutboxRow>('outbox').whereIn('state', ['relayed', 'running']).andWhere('relayed_at', '<', relayedBefore);
  if (after) q.andWhereRaw('(relayed_at, id) > (?::timestamptz, ?::uuid)', [after.relayedAt, after.id]);
  return q.orderBy([{ column: 'relayed_at' }, { column: 'id' }]).limit(limit);
}

/** A failed row, back to pending with a fresh set of tries (staff asked to run it again); null when it is not failed. */
export async function retryFailed(db: Executor, id: string, now: Date): Promise<OutboxRow | null> {
  const [row] = await db<OutboxRow>('outbox')
    .where({ id, state: 'failed' })
    .update({ state: 'pending', attempts: 0, run_after: now, finished_at: null })
    .returning('*');
  return row ?? null;
}

/** Rows left running by a process that died are handed back after their lease ran out (the in-process runner). */
export async function releaseStale(db: Executor, olderThan: Date): Promise<number> {
  return db('outbox')
    .where('state', 'running')
    .andWhere('run_after', '<', olderThan)
    .update({ state: 'pending' });
}

export async function findById(db: Executor, id: string): Promise<OutboxRow | undefined> {
  return db<OutboxRow>('outbox').where({ id }).first();
}

export async function countByState(db: Executor): Promise<Record<string, number>> {
  const rows = (await db('outbox').select('state').count<{ state: string; count: string }[]>('* as count').groupBy('state'));
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.count)]));
}

/** When the longest-waiting due row (pending, its time come) became due; null when nothing waits. */
export async function oldestDueAt(db: Executor, now: Date): Promise<Date | null> {
  const row = await db('outbox')
    .where('state', 'pending')
    .andWhere('run_after', '<=', now)
    .min<{ oldest: Date | string | null }>('run_after as oldest')
    .first();
  return row?.oldest ? new Date(row.oldest) : null;
}
