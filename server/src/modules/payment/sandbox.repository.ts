import type { Executor } from '../../db/connection';
import type { DeclineCode } from './provider';

/**
 * The sandbox processor's payment intents. `requires_action` waits on the buyer (a 3-D Secure challenge, a PayPal
 * approval); `approved` is a PayPal approval not captured yet; `succeeded` and `failed` are final.
 */
export type IntentStatus = 'requires_action' | 'approved' | 'succeeded' | 'failed';

export interface IntentRow {
  id: string;
  idempotency_key: string;
  amount: number;
  currency: string;
  /** The token it was charged with (never card data). */
  payment_method: string;
  status: IntentStatus;
  error_code: DeclineCode | null;
  /** Where the approval page sends the buyer back, as the payment gave it. */
  return_url: string | null;
  /** Where the approval page sends a buyer who cancels (PayPal's cancel_url); null on intents made before it. */
  cancel_url: string | null;
  created_at: Date;
}

export type NewIntent = Omit<IntentRow, 'created_at'>;

export async function findByKey(db: Executor, idempotencyKey: string): Promise<IntentRow | null> {
  return (await db<IntentRow>('sandbox_intents').where({ idempotency_key: idempotencyKey }).first()) ?? null;
}

export async function findById(db: Executor, id: string): Promise<IntentRow | null> {
  return (await db<IntentRow>('sandbox_intents').where({ id }).first()) ?? null;
}

/** Inserts an intent unless one with its idempotency key exists; the intent that holds the key either way. */
export async function insertOnce(db: Executor, row: NewIntent): Promise<IntentRow> {
  await db('sandbox_intents').insert(row).onConflict('idempotency_key').ignore();
  return (await findByKey(db, row.idempotency_key))!;
}

/**
 * Moves an intent on only from the state it is expected in, so a double submit, a late answer or a page opened
 * twice changes it once; true when this call moved it.
 */
export async function moveFrom(
  db: Executor,
  id: string,
  from: IntentStatus,
  to: { status: IntentStatus; error_code?: DeclineCode | null },
): Promise<boolean> {
  return (await db('sandbox_intents').where({ id, status: from }).update(to)) > 0;
}
