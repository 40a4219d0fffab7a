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

export async function markFailed(db: Executor, id: string, error: string, now: Date): Promise<void> {
  await db('outbox').where({ id }).update({ state: 'failed', finished_at: now, last_error: error.slice(0, 2000) });
}

export async function reschedule(db: Executor, id: string, error: string, runAfter: Date): Promise<void> {
  await db('outbox').where({ id }).update({ state: 'pending', run_after: runAfter, last_error: error.slice(0, 2000) });
}

export async function recordBrokerAttempt(db: Executor, id: string, attempts: number, error: string): Promise<void> {
  await db('outbox').where({ id }).update({ attempts, last_error: error.slice(0, 2000) });
}

/** Rows left running by a process that died are handed back after their lease ran out. */
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
