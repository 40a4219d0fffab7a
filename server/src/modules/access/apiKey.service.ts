import { sha256 } from '../../shared/hash';
import type { Db, Executor } from '../../db/connection';
import type { Clock } from '../../shared/clock';
import { randomId } from '../../shared/ids';
import * as repo from './apiKey.repository';

/**
 * What a key may do (see policy.ts): read reports and their PDFs (partners), or support's reads, cancels and refunds.
 * A partner's key also invites test takers (`invitation:write`) and manages its webhooks and keys (`partner:admin`).
 */
export const API_SCOPES = ['report:read', 'invitation:write', 'partner:admin', 'staff'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export interface ApiClient {
  keyId: string;
  name: string;
  scopes: readonly ApiScope[];
  /** The partner the key belongs to; null for staff keys and keys made before partners existed. */
  partnerId?: string | null;
}

const PREFIX = 'isk_';
/** Partner keys say what they are at a glance (and to secret scanners). */
const PARTNER_PREFIX = 'isk_live_';
/** How long a rotated key keeps working beside its successor, unless the rotation says otherwise. */
const ROTATION_GRACE_MS = 24 * 3600_000;
const hash = sha256;

/** Partner and staff keys: shown once when made, kept as a hash, checked on each request, revocable. */
export function createApiKeyService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const service = {
    async create(name: string, scopes: readonly ApiScope[], options: { partnerId?: string | null; db?: Executor } = {}): Promise<{ id: string; key: string }> {
      const partnerId = options.partnerId ?? null;
      const key = `${partnerId ? PARTNER_PREFIX : PREFIX}${randomId(32)}`;
      const id = await repo.insertKey(options.db ?? db, { name, key_hash: hash(key), scopes, partner_id: partnerId });
      return { id, key };
    },

    /**
     * Replaces a live key with a new one of the same name, scopes and partner (shown once). The old key keeps
     * working for `graceMs` (a day by default; 0 revokes it at once), so an integration can switch without a gap.
     * Null when there is no live key with that id (or it belongs to another partner than `partnerId`, when given).
     */
    async rotate(id: string, options: { graceMs?: number; partnerId?: string; db?: Executor } = {}): Promise<{ id: string; key: string; oldKeyExpiresAt: Date } | null> {
      const ex = options.db ?? db;
      const old = await repo.findLiveById(ex, id, clock.now());
      if (!old || (options.partnerId !== undefined && old.partner_id !== options.partnerId)) return null;
      const expiresAt = new Date(clock.now().getTime() + Math.max(0, options.graceMs ?? ROTATION_GRACE_MS));
      const created = await service.create(old.name, old.scopes, { partnerId: old.partner_id, db: ex });
      await repo.expire(ex, old.id, expiresAt);
      return { ...created, oldKeyExpiresAt: expiresAt };
    },

    /** The client a bearer key belongs to, or null for a missing, unknown or revoked key. */
    async verify(authorization: string | undefined): Promise<ApiClient | null> {
      const key = /^Bearer (isk_[A-Za-z0-9_-]{40,60})$/.exec(authorization ?? '')?.[1];
      if (!key) return null;
      const row = await repo.findLiveByHash(db, hash(key), clock.now());
      if (!row) return null;
      await repo.markUsed(db, row.id, clock.now());
      return { keyId: row.id, name: row.name, scopes: row.scopes, partnerId: row.partner_id };
    },

    async revoke(id: string): Promise<boolean> {
      return repo.revoke(db, id, clock.now());
    },

    list: () => repo.listKeys(db),

    /** A partner's keys (never the keys themselves: ids, names, scopes, dates). */
    listOfPartner: (partnerId: string) => repo.listKeys(db, partnerId),
  };
  return service;
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
