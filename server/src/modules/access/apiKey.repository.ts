import type { Executor } from '../../db/connection';
import type { ApiScope } from './apiKey.service';

export interface ApiKeyRow {
  id: string;
  name: string;
  scopes: ApiScope[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  partner_id: string | null;
  expires_at: Date | null;
}

export async function insertKey(db: Executor, row: { name: string; key_hash: string; scopes: readonly ApiScope[]; partner_id?: string | null }): Promise<string> {
  const [inserted] = await db('api_keys')
    .insert({ name: row.name, key_hash: row.key_hash, scopes: JSON.stringify(row.scopes), partner_id: row.partner_id ?? null })
    .returning<{ id: string }[]>('id');
  return inserted!.id;
}

type LiveKey = Pick<ApiKeyRow, 'id' | 'name' | 'scopes' | 'partner_id'>;

/** Neither revoked nor past the end a rotation gave it. */
const live = (q: ReturnType<Executor>, now: Date) => q.whereNull('revoked_at').andWhere((w) => w.whereNull('expires_at').orWhere('expires_at', '>', now));

/** The live key with this hash, or null. */
export async function findLiveByHash(db: Executor, keyHash: string, now: Date): Promise<LiveKey | null> {
  return (await live(db('api_keys').where({ key_hash: keyHash }), now).first<LiveKey | undefined>('id', 'name', 'scopes', 'partner_id')) ?? null;
}

/** The live key with this id, or null. */
export async function findLiveById(db: Executor, id: string, now: Date): Promise<LiveKey | null> {
  return (await live(db('api_keys').where({ id }), now).first<LiveKey | undefined>('id', 'name', 'scopes', 'partner_id')) ?? null;
}

/** Ends a key at `at` (a rotation's grace), unless it ends sooner already. */
export async function expire(db: Executor, id: string, at: Date): Promise<void> {
  await db('api_keys').where({ id }).andWhere((w) => w.whereNull('expires_at').orWhere('expires_at', '>', at)).update({ expires_at: at });
}

export async function markUsed(db: Executor, id: string, at: Date): Promise<void> {
  await db('api_keys').where({ id }).update({ last_used_at: at });
}

/** Revokes a live key; false when there is none with that id (unknown or already revoked). */
export async function revoke(db: Executor, id: string, at: Date): Promise<boolean> {
  return (await db('api_keys').where({ id }).whereNull('revoked_at').update({ revoked_at: at })) > 0;
}

export function listKeys(db: Executor, partnerId?: string): Promise<ApiKeyRow[]> {
  const q = db('api_keys').orderBy('created_at');
  if (partnerId) q.where({ partner_id: partnerId });
  return q.select<ApiKeyRow[]>('id', 'name', 'scopes', 'created_at', 'last_used_at', 'revoked_at', 'partner_id', 'expires_at');
}
