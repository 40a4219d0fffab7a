import type { Executor } from '../../db/connection';
import type { CodePurpose, UserRow } from './account.models';

export const findUserByEmail = async (db: Executor, email: string): Promise<UserRow | null> =>
  (await db<UserRow>('users').where({ email }).first()) ?? null;

export const findUserById = async (db: Executor, id: string): Promise<UserRow | null> => (await db<UserRow>('users').where({ id }).first()) ?? null;

export async function insertUser(db: Executor, row: { email: string; name: string; password_hash: string; email_verified_at: Date; locale: string }): Promise<UserRow | null> {
  const [user] = await db('users').insert(row).onConflict('email').ignore().returning<UserRow[]>('*');
  return user ?? null;
}

export async function updateUser(db: Executor, id: string, fields: Partial<UserRow>, at: Date): Promise<void> {
  await db('users').where({ id }).update({ ...fields, updated_at: at });
}

export async function insertSession(db: Executor, row: { id_hash: string; user_id: string; created_at: Date; expires_at: Date }): Promise<void> {
  await db('user_sessions').insert(row);
}

export async function findLiveSession(db: Executor, idHash: string, now: Date): Promise<{ user_id: string } | null> {
  return (await db('user_sessions').where({ id_hash: idHash }).whereNull('revoked_at').andWhere('expires_at', '>', now).first('user_id')) ?? null;
}

export async function revokeSession(db: Executor, idHash: string, at: Date): Promise<void> {
  await db('user_sessions').where({ id_hash: idHash }).whereNull('revoked_at').update({ revoked_at: at });
}

export async function revokeUserSessions(db: Executor, userId: string, at: Date, except?: string): Promise<void> {
  const q = db('user_sessions').where({ user_id: userId }).whereNull('revoked_at');
  if (except) q.whereNot({ id_hash: except });
  await q.update({ revoked_at: at });
}

/** A new code replaces the earlier ones of the same address and purpose. */
export async function insertCode(db: Executor, row: { email: string; purpose: CodePurpose; code_hash: string; expires_at: Date; created_at: Date }): Promise<void> {
  await db('email_codes').where({ email: row.email, purpose: row.purpose }).whereNull('used_at').update({ used_at: row.created_at });
  await db('email_codes').insert(row);
}

export async function latestLiveCode(db: Executor, email: string, purpose: CodePurpose, now: Date) {
  return (
    (await db('email_codes')
      .where({ email, purpose })
      .whereNull('used_at')
      .andWhere('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .forUpdate()
      .first<{ id: string; code_hash: string; attempts: number } | undefined>('id', 'code_hash', 'attempts')) ?? null
  );
}

export async function recordWrongCode(db: Executor, id: string, killAt: number, now: Date): Promise<void> {
  await db('email_codes')
    .where({ id })
    .update({ attempts: db.raw('attempts + 1'), used_at: db.raw('case when attempts + 1 >= ? then ?::timestamptz else used_at end', [killAt, now.toISOString()]) });
}

export async function useCode(db: Executor, id: string, now: Date): Promise<void> {
  await db('email_codes').where({ id }).update({ used_at: now });
}
