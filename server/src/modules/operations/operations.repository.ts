import type { Executor } from '../../db/connection';
import type { FailedJobModel } from './operations.models';

interface FailedJobRow {
  id: string;
  kind: string;
  last_error: string | null;
  attempts: number;
  max_attempts: number;
  order_number: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * Failed outbox rows, latest first, with the order each was for: the payload's orderId (fulfilment, PDFs), or
 * for an e-mail, the order named in its message's dedupe key (`order:<id>:report`). Payload values are only cast
 * once they look like ids, so one odd row cannot break the list.
 */
export async function listFailed(db: Executor, limit: number): Promise<FailedJobModel[]> {
  const rows = await db('outbox as o')
    .leftJoin('email_messages as em', (j) =>
      j.on(db.raw(`o.kind = 'sendEmail' and o.payload->>'messageId' ~ ? and em.id = (o.payload->>'messageId')::uuid`, [UUID])),
    )
    .leftJoin('orders as ord', (j) =>
      j.on(
        db.raw(
          `ord.id = case
             when o.payload->>'orderId' ~ ? then (o.payload->>'orderId')::uuid
             when em.dedupe_key ~ '^order:[0-9a-fA-F-]{36}:' then substring(em.dedupe_key from 7 for 36)::uuid
           end`,
          [UUID],
        ),
      ),
    )
    .where('o.state', 'failed')
    .orderBy('o.finished_at', 'desc')
    .limit(limit)
    .select<FailedJobRow[]>('o.id', 'o.kind', 'o.last_error', 'o.attempts', 'o.max_attempts', 'ord.order_number', 'o.created_at', 'o.finished_at');
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    error: r.last_error,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
    orderNumber: r.order_number,
    createdAt: r.created_at,
    failedAt: r.finished_at,
  }));
}
