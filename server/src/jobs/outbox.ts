import type { Executor } from '../db/connection';
import type { JobDefinition } from './job.types';
import * as outbox from './outbox.repository';

/**
 * Records that a job must run, inside the caller's transaction: if the transaction rolls back, the job never
 * existed. A `dedupeKey` makes the call idempotent (the second insert is ignored and returns null).
 */
export async function enqueueJob<P>(
  trx: Executor,
  def: JobDefinition<P>,
  payload: P,
  options: { dedupeKey?: string; runAfter?: Date } = {},
): Promise<string | null> {
  const parsed = def.payload.parse(payload);
  return outbox.insert(trx, {
    kind: def.kind,
    payload: parsed,
    maxAttempts: def.attempts,
    ...options,
  });
}

/** Delay before try number `attempt + 1` (attempt counts from 1): the definition's backoff, doubled each time. */
export function backoffDelay(def: Pick<JobDefinition, 'backoffMs'>, attempt: number): number {
  return def.backoffMs * 2 ** Math.max(0, attempt - 1);
}
