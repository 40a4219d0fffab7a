import { type KeyValueStore, parseJson, safeStore } from './storage';

/** Every local-storage entry of the product starts with this prefix. */
export const LOCAL_PREFIX = 'IQ-';
const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_TTL_DAYS = 365;

interface Envelope {
  readonly value: unknown;
  /** Epoch milliseconds after which the entry reads as absent. */
  readonly expires: number;
}

function isEnvelope(data: unknown): data is Envelope {
  return typeof data === 'object' && data !== null && 'value' in data && typeof (data as Envelope).expires === 'number';
}

export interface LocalStore {
  get<T>(key: string, guard: (value: unknown) => value is T): T | undefined;
  set(key: string, value: unknown, options?: { ttlDays?: number }): void;
  remove(key: string): void;
}

/**
 * Local storage with the `IQ-` prefix and an expiry on every entry (365 days unless told otherwise). Expired
 * or damaged entries read as absent and are removed. Reads take a type guard, since anything may have been
 * written under a key by an older version.
 */
export function createLocalStore(store: KeyValueStore, now: () => number = Date.now): LocalStore {
  return {
    get(key, guard) {
      const data = parseJson(store.getItem(LOCAL_PREFIX + key));
      if (!isEnvelope(data) || data.expires <= now() || !guard(data.value)) {
        if (data !== undefined) store.removeItem(LOCAL_PREFIX + key);
        return undefined;
      }
      return data.value;
    },
    set(key, value, options) {
      const envelope: Envelope = { value, expires: now() + (options?.ttlDays ?? DEFAULT_TTL_DAYS) * DAY_MS };
      store.setItem(LOCAL_PREFIX + key, JSON.stringify(envelope));
    },
    remove(key) {
      store.removeItem(LOCAL_PREFIX + key);
    },
  };
}

export const localStore: LocalStore = createLocalStore(
  safeStore(() => (typeof window === 'undefined' ? undefined : window.localStorage)),
);
