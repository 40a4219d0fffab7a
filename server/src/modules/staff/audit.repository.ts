import type { Executor } from '../../db/connection';
import type { StaffRole } from '../access/actor';
import type { AuditEntryRow } from './staff.models';

export async function insertAuditEntry(
  db: Executor,
  row: { staff_user_id: string | null; actor: string; roles: readonly StaffRole[]; action: string; target_type: string; target_id: string | null; summary: Record<string, unknown>; created_at: Date },
): Promise<void> {
  await db('audit_log').insert({ ...row, roles: JSON.stringify(row.roles), summary: JSON.stringify(row.summary) });
}

/** What the audit log is searched by: an actor or action by its start, a target exactly, a time range. */
export interface AuditFilter {
  actorPrefix?: string | null;
  actionPrefix?: string | null;
  target?: string | null;
  from?: Date | null;
  to?: Date | null;
}

/** `like` pattern of a prefix, its wildcards taken literally. */
const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Entries newest first, `limit` of them, before the entry `beforeId` when given (keyset paging), narrowed by `filter`. */
export async function listAuditEntries(db: Executor, limit: number, beforeId: number | null, filter: AuditFilter = {}): Promise<AuditEntryRow[]> {
  const q = db('audit_log').orderBy('id', 'desc').limit(limit);
  if (beforeId !== null) q.where('id', '<', beforeId);
  if (filter.actorPrefix) q.where('actor', 'like', prefixPattern(filter.actorPrefix));
  if (filter.actionPrefix) q.where('action', 'like', prefixPattern(filter.actionPrefix));
  if (filter.target) q.where('target_id', filter.target);
  if (filter.from) q.where('created_at', '>=', filter.from);
  if (filter.to) q.where('created_at', '<', filter.to);
  return (await q) as AuditEntryRow[];
}
