import type { Executor } from '../../db/connection';
import type { StaffRole } from '../access/actor';
import type { AuditEntryRow } from './staff.models';

export async function insertAuditEntry(
  db: Executor,
  row: { staff_user_id: string | null; actor: string; roles: readonly StaffRole[]; action: string; target_type: string; target_id: string | null; summary: Record<string, unknown>; created_at: Date },
): Promise<void> {
  await db('audit_log').insert({ ...row, roles: JSON.stringify(row.roles), summary: JSON.stringify(row.summary) });
}

/** Entries newest first, `limit` of them, before the entry `beforeId` when given (keyset paging). */
export async function listAuditEntries(db: Executor, limit: number, beforeId: number | null): Promise<AuditEntryRow[]> {
  const q = db('audit_log').orderBy('id', 'desc').limit(limit);
  if (beforeId !== null) q.where('id', '<', beforeId);
  return (await q) as AuditEntryRow[];
}
