/** A small in-process cache for reference data that changes only with a deploy (items, type texts). */
export function ttlCache<K, V>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<K, { value: Promise<V>; expires: number }>();
  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load();
      entries.set(key, { value, expires: now() + ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}
