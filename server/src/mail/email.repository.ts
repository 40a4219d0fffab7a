import type { Executor } from '../db/connection';

export interface StoredAttachment {
  filename: string;
  storeKey: string;
  contentType: string;
}

export interface EmailMessageRow {
  id: string;
  dedupe_key: string;
  template: string;
  locale: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  state: 'queued' | 'sent' | 'failed';
  transport: string | null;
  provider_message_id: string | null;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  attachments: StoredAttachment[];
  headers: Record<string, string>;
}

/** Inserts a message unless one with the same dedupe key exists; returns the new id, or null for a duplicate. */
export async function insertOnce(
  db: Executor,
  row: Pick<EmailMessageRow, 'dedupe_key' | 'template' | 'locale' | 'to_address' | 'subject' | 'text_body' | 'html_body' | 'attachments' | 'headers'>,
): Promise<string | null> {
  const inserted = await db('email_messages').insert({ ...row, attachments: JSON.stringify(row.attachments), headers: JSON.stringify(row.headers) }).onConflict('dedupe_key').ignore().returning('id');
  return (inserted[0] as { id: string } | undefined)?.id ?? null;
}

/** With `forUpdate`, locks the message for the caller's transaction (one delivery of it at a time). */
export async function findById(db: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<EmailMessageRow | undefined> {
  const q = db<EmailMessageRow>('email_messages').where({ id });
  if (options.forUpdate) q.forUpdate();
  return q.first();
}

export async function markSent(db: Executor, id: string, transport: string, providerMessageId: string | null) {
  await db('email_messages')
    .where({ id })
    .update({ state: 'sent', transport, provider_message_id: providerMessageId, sent_at: db.fn.now(), last_error: null });
}

export async function recordAttemptFailure(db: Executor, id: string, error: string) {
  await db('email_messages').where({ id }).update({ attempts: db.raw('attempts + 1'), last_error: error.slice(0, 2000) });
}

/** The messages sent to an address, newest first (what support sees on a customer's page). */
export async function listByAddress(db: Executor, address: string, limit: number): Promise<EmailMessageRow[]> {
  return db<EmailMessageRow>('email_messages').where({ to_address: address }).orderBy('created_at', 'desc').limit(limit);
}

/** The message stored under a dedupe key, if any. */
export async function findByDedupeKey(db: Executor, dedupeKey: string): Promise<EmailMessageRow | undefined> {
  return db<EmailMessageRow>('email_messages').where({ dedupe_key: dedupeKey }).first();
}

export async function listRecent(db: Executor, limit: number): Promise<EmailMessageRow[]> {
  return db<EmailMessageRow>('email_messages').orderBy('created_at', 'desc').limit(limit);
}
