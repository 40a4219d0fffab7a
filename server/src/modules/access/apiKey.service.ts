import { sha256 } from '../../shared/hash';
import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { randomId } from '../../shared/ids';

/** What a key may do (see policy.ts): read reports and their PDFs (partners), or support's reads, cancels and refunds. */
export const API_SCOPES = ['report:read', 'staff'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export interface ApiClient {
  keyId: string;
  name: string;
  scopes: readonly ApiScope[];
}

const PREFIX = 'isk_';
const hash = sha256;

/** Partner and staff keys: shown once when made, kept as a hash, checked on each request, revocable. */
export function createApiKeyService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async create(name: string, scopes: readonly ApiScope[]): Promise<{ id: string; key: string }> {
      const key = `${PREFIX}${randomId(32)}`;
      const [row] = await db('api_keys').insert({ name, key_hash: hash(key), scopes: JSON.stringify(scopes) }).returning<{ id: string }[]>('id');
      return { id: row!.id, key };
    },

    /** The client a bearer key belongs to, or null for a missing, unknown or revoked key. */
    async verify(authorization: string | undefined): Promise<ApiClient | null> {
      const key = /^Bearer (isk_[A-Za-z0-9_-]{40,60})$/.exec(authorization ?? '')?.[1];
      if (!key) return null;
      const row = await db('api_keys').where({ key_hash: hash(key) }).whereNull('revoked_at').first<{ id: string; name: string; scopes: ApiScope[] } | undefined>('id', 'name', 'scopes');
      if (!row) return null;
      await db('api_keys').where({ id: row.id }).update({ last_used_at: clock.now() });
      return { keyId: row.id, name: row.name, scopes: row.scopes };
    },

    async revoke(id: string): Promise<boolean> {
      return (await db('api_keys').where({ id }).whereNull('revoked_at').update({ revoked_at: clock.now() })) > 0;
    },

    list: () => db('api_keys').orderBy('created_at').select('id', 'name', 'scopes', 'created_at', 'last_used_at', 'revoked_at'),
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
