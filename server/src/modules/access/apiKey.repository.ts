import type { Executor } from '../../db/connection';
import type { ApiScope } from './apiKey.service';

export interface ApiKeyRow {
  id: string;
  name: string;
  scopes: ApiScope[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export async function insertKey(db: Executor, row: { name: string; key_hash: string; scopes: readonly ApiScope[] }): Promise<string> {
  const [inserted] = await db('api_keys').insert({ name: row.name, key_hash: row.key_hash, scopes: JSON.stringify(row.scopes) }).returning<{ id: string }[]>('id');
  return inserted!.id;
}

/** The live (unrevoked) key with this hash, or null. */
export async function findLiveByHash(db: Executor, keyHash: string): Promise<Pick<ApiKeyRow, 'id' | 'name' | 'scopes'> | null> {
  return (await db('api_keys').where({ key_hash: keyHash }).whereNull('revoked_at').first<Pick<ApiKeyRow, 'id' | 'name' | 'scopes'> | undefined>('id', 'name', 'scopes')) ?? null;
}

export async function markUsed(db: Executor, id: string, at: Date): Promise<void> {
  await db('api_keys').where({ id }).update({ last_used_at: at });
}

/** Revokes a live key; false when there is none with that id (unknown or already revoked). */
export async function revoke(db: Executor, id: string, at: Date): Promise<boolean> {
  return (await db('api_keys').where({ id }).whereNull('revoked_at').update({ revoked_at: at })) > 0;
}

export function listKeys(db: Executor): Promise<ApiKeyRow[]> {
  return db('api_keys').orderBy('created_at').select<ApiKeyRow[]>('id', 'name', 'scopes', 'created_at', 'last_used_at', 'revoked_at');
}
