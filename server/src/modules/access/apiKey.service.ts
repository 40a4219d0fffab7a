import { sha256 } from '../../shared/hash';
import type { Db } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { randomId } from '../../shared/ids';
import * as repo from './apiKey.repository';

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
      const id = await repo.insertKey(db, { name, key_hash: hash(key), scopes });
      return { id, key };
    },

    /** The client a bearer key belongs to, or null for a missing, unknown or revoked key. */
    async verify(authorization: string | undefined): Promise<ApiClient | null> {
      const key = /^Bearer (isk_[A-Za-z0-9_-]{40,60})$/.exec(authorization ?? '')?.[1];
      if (!key) return null;
      const row = await repo.findLiveByHash(db, hash(key));
      if (!row) return null;
      await repo.markUsed(db, row.id, clock.now());
      return { keyId: row.id, name: row.name, scopes: row.scopes };
    },

    async revoke(id: string): Promise<boolean> {
      return repo.revoke(db, id, clock.now());
    },

    list: () => repo.listKeys(db),
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
