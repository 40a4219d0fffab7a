import type { Executor } from '../../db/connection';
import type { StaffRole } from '../access/actor';
import type { StaffSessionRow, StaffSessionStage, StaffUserRow } from './staff.models';

const USERS = 'staff_users';
const SESSIONS = 'staff_sessions';
const CODES = 'staff_recovery_codes';

/** The new user, or null when the address is taken. */
export async function insertStaffUser(
  db: Executor,
  row: { email: string; display_name: string; password_hash: string; totp_secret_sealed: string; roles: readonly StaffRole[]; created_at: Date },
): Promise<StaffUserRow | null> {
  const [inserted] = await db(USERS)
    .insert({ ...row, roles: JSON.stringify(row.roles) })
    .onConflict('email')
    .ignore()
    .returning('*');
  return (inserted as StaffUserRow | undefined) ?? null;
}

export const findStaffUserByEmail = async (db: Executor, email: string): Promise<StaffUserRow | null> =>
  ((await db(USERS).where({ email }).first()) as StaffUserRow | undefined) ?? null;

export const findStaffUserById = async (db: Executor, id: string): Promise<StaffUserRow | null> =>
  ((await db(USERS).where({ id }).first()) as StaffUserRow | undefined) ?? null;

/** The row locked for an update in the caller's transaction. */
export const lockStaffUser = async (db: Executor, id: string): Promise<StaffUserRow | null> =>
  ((await db(USERS).where({ id }).forUpdate().first()) as StaffUserRow | undefined) ?? null;

/**
 * The active (not disabled) staff users holding one of `roles`, locked for an update in the caller's transaction,
 * in id order (so two transactions taking them wait for each other rather than deadlock). A row another
 * transaction changed meanwhile is read again once it commits, so one that lost the role or was disabled is left out.
 */
export async function lockActiveWithAnyRole(db: Executor, roles: readonly StaffRole[]): Promise<string[]> {
  const rows = (await db(USERS)
    .whereNull('disabled_at')
    .andWhere((q) => {
      for (const role of roles) q.orWhereRaw('roles @> ?::jsonb', [JSON.stringify([role])]);
    })
    .orderBy('id')
    .forUpdate()
    .select('id')) as { id: string }[];
  return rows.map((r) => r.id);
}

export const listStaffUsers = async (db: Executor): Promise<StaffUserRow[]> => (await db(USERS).orderBy('created_at', 'asc').orderBy('id')) as StaffUserRow[];

export async function setRoles(db: Executor, id: string, roles: readonly StaffRole[]): Promise<void> {
  await db(USERS).where({ id }).update({ roles: JSON.stringify(roles) });
}

export async function setDisabled(db: Executor, id: string, at: Date): Promise<void> {
  await db(USERS).where({ id }).whereNull('disabled_at').update({ disabled_at: at });
}

/** Records an accepted TOTP step only if it is later than the last one: false means the code was just used. */
export async function advanceTotpStep(db: Executor, id: string, step: number): Promise<boolean> {
  const n = await db(USERS)
    .where({ id })
    .andWhere((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
    .update({ totp_last_step: step });
  return n === 1;
}

export async function confirmTotp(db: Executor, id: string, at: Date): Promise<void> {
  await db(USERS).where({ id }).update({ totp_confirmed_at: at });
}

export async function markSignedIn(db: Executor, id: string, at: Date): Promise<void> {
  await db(USERS).where({ id }).update({ last_sign_in_at: at });
}

export async function replaceRecoveryCodes(db: Executor, staffUserId: string, hashes: readonly string[]): Promise<void> {
  await db(CODES).where({ staff_user_id: staffUserId }).delete();
  await db(CODES).insert(hashes.map((code_hash) => ({ staff_user_id: staffUserId, code_hash })));
}

/** Spends an unused recovery code: true once, false for a wrong or already used one. */
export async function spendRecoveryCode(db: Executor, staffUserId: string, hash: string, at: Date): Promise<boolean> {
  const n = await db(CODES).where({ staff_user_id: staffUserId, code_hash: hash }).whereNull('used_at').update({ used_at: at });
  return n === 1;
}

export const countUnusedRecoveryCodes = async (db: Executor, staffUserId: string): Promise<number> =>
  Number(((await db(CODES).where({ staff_user_id: staffUserId }).whereNull('used_at').count({ n: '*' })) as { n: string | number }[])[0]?.n ?? 0);

export async function insertSession(db: Executor, row: Omit<StaffSessionRow, 'revoked_at'>): Promise<void> {
  await db(SESSIONS).insert(row);
}

/** A session neither revoked nor past its expiry (the idle limit is the caller's to check against last_seen_at). */
export const findLiveSession = async (db: Executor, idHash: string, now: Date): Promise<StaffSessionRow | null> =>
  ((await db(SESSIONS).where({ id_hash: idHash }).whereNull('revoked_at').andWhere('expires_at', '>', now).first()) as StaffSessionRow | undefined) ?? null;

export async function activateSession(db: Executor, idHash: string, stage: StaffSessionStage, at: Date, expiresAt: Date): Promise<void> {
  await db(SESSIONS).where({ id_hash: idHash }).update({ stage, created_at: at, last_seen_at: at, expires_at: expiresAt });
}

export async function touchSession(db: Executor, idHash: string, at: Date): Promise<void> {
  await db(SESSIONS).where({ id_hash: idHash }).update({ last_seen_at: at });
}

export async function revokeSession(db: Executor, idHash: string, at: Date): Promise<void> {
  await db(SESSIONS).where({ id_hash: idHash }).whereNull('revoked_at').update({ revoked_at: at });
}

export async function revokeSessionsOf(db: Executor, staffUserId: string, at: Date): Promise<void> {
  await db(SESSIONS).where({ staff_user_id: staffUserId }).whereNull('revoked_at').update({ revoked_at: at });
}
