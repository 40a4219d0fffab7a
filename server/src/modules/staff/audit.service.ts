import type { Db, Executor } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import type { Credential, StaffRole } from '../access/actor';
import { type AuditEntryModel, toAuditEntry } from './staff.models';
import * as repo from './audit.repository';

/** Who made a staff change, as the audit log keeps it: ids and roles, never a key or a password. */
export interface AuditActor {
  staffUserId: string | null;
  label: string;
  roles: readonly StaffRole[];
}

/** The audit identity of a staff credential; the command line (creating the first admin) is `cli`. */
export function auditActorOf(credential: Credential | null): AuditActor {
  if (credential?.kind !== 'staff') return { staffUserId: null, label: 'cli', roles: [] };
  return credential.via === 'staffUser'
    ? { staffUserId: credential.id, label: `staffUser:${credential.id}`, roles: credential.roles }
    : { staffUserId: null, label: `apiKey:${credential.id}`, roles: credential.roles };
}

const MAX_PAGE = 100;

/** A search field as the log is searched by it: trimmed, at most 200 characters, null when blank. */
const searchText = (value: string | null | undefined) => value?.trim().slice(0, 200) || null;
/** A valid instant, or null. */
const searchDate = (value: Date | null | undefined) => (value && !Number.isNaN(value.getTime()) ? value : null);

export function createAuditService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /**
     * Writes one entry with the caller's executor, so it commits or rolls back with the change it records. The
     * summary is what changed (roles before and after, an address): callers never put a secret in it.
     */
    record: (trx: Executor, by: AuditActor, entry: { action: string; targetType: string; targetId: string | null; summary: Record<string, unknown> }) =>
      repo.insertAuditEntry(trx, {
        staff_user_id: by.staffUserId,
        actor: by.label,
        roles: by.roles,
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId,
        summary: entry.summary,
        created_at: clock.now(),
      }),

    /**
     * A page of entries, newest first: `first` (1 to 100) entries before the cursor `after` (an entry's id), narrowed
     * by the search (an actor or action by its start, a target exactly, a time range; blank fields are ignored).
     */
    async page(
      first: number | null | undefined,
      after: string | null | undefined,
      search: { actor?: string | null; action?: string | null; target?: string | null; from?: Date | null; to?: Date | null } | null = null,
    ): Promise<{ entries: AuditEntryModel[]; endCursor: string | null; hasNextPage: boolean }> {
      const limit = Math.min(MAX_PAGE, Math.max(1, Math.trunc(first ?? 50)));
      const before = after && /^\d{1,18}$/.test(after) ? Number(after) : null;
      const rows = await repo.listAuditEntries(db, limit + 1, before, {
        actorPrefix: searchText(search?.actor),
        actionPrefix: searchText(search?.action),
        target: searchText(search?.target),
        from: searchDate(search?.from),
        to: searchDate(search?.to),
      });
      const entries = rows.slice(0, limit).map(toAuditEntry);
      return { entries, endCursor: entries.at(-1)?.id ?? null, hasNextPage: rows.length > limit };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
