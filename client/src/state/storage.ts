/**
 * Web Storage that never throws: private browsing, disabled storage and quota errors fall back to memory for
 * the rest of the visit, so a visitor can still finish the test.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  keys(): string[];
}

function memoryStore(): KeyValueStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    keys: () => [...items.keys()],
  };
}

/** Wraps a Storage so that failures switch to an in-memory copy instead of throwing. */
export function safeStore(getStorage: () => Storage | undefined): KeyValueStore {
  const fallback = memoryStore();
  let storage: Storage | undefined;
  try {
    storage = getStorage();
  } catch {
    storage = undefined;
  }
  const attempt = <T>(use: (s: Storage) => T, orElse: () => T): T => {
    if (!storage) return orElse();
    try {
      return use(storage);
    } catch {
      return orElse();
    }
  };
  return {
    getItem: (key) => attempt((s) => s.getItem(key), () => fallback.getItem(key)),
    setItem: (key, value) =>
      attempt(
        (s) => s.setItem(key, value),
        () => fallback.setItem(key, value),
      ),
    removeItem: (key) => {
      fallback.removeItem(key);
      attempt(
        (s) => s.removeItem(key),
        () => undefined,
      );
    },
    keys: () =>
      attempt(
        (s) => Array.from({ length: s.length }, (_, index) => s.key(index)).filter((key) => key !== null),
        () => fallback.keys(),
      ),
  };
}

/** `JSON.parse` that returns undefined instead of throwing on damaged data. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
