/** Options of {@link createReadCache}. */
export interface ReadCacheOptions {
  /**
   * How long a loaded entry is reused (2 s). Changes made through this instance clear the cache at once;
   * this bounds how long a change made through another instance sharing the database goes unseen.
   */
  ttlMs?: number;
  /** Most entries remembered (10,000); the oldest goes first. */
  max?: number;
  now?: () => number;
}

/** Reads reused between requests until the next write; see {@link createReadCache}. */
export interface ReadCache {
  /** The entry under `key`, loaded with `load` when missing or stale. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every entry (after a request that may have changed what they were read from). */
  invalidate(): void;
}

/**
 * Caches reads of data that changes only through writes of the API itself (a caller's roles, list
 * totals) between requests. A load that was under way when `invalidate` ran is returned to its caller
 * but not kept, so a change never hides behind a read that started before it committed.
 */
export function createReadCache(o: ReadCacheOptions = {}): ReadCache {
  const ttlMs = o.ttlMs ?? 2000;
  const max = o.max ?? 10_000;
  const now = o.now ?? Date.now;
  const entries = new Map<string, { value: unknown; until: number }>();
  let generation = 0;
  return {
    async get<T>(key: string, load: () => Promise<T>) {
      const hit = entries.get(key);
      if (hit && now() < hit.until) return hit.value as T;
      const started = generation;
      const value = await load();
      if (started === generation && ttlMs > 0) {
        entries.delete(key);
        entries.set(key, { value, until: now() + ttlMs });
        if (entries.size > max) entries.delete(entries.keys().next().value as string);
      }
      return value;
    },
    invalidate() {
      generation++;
      entries.clear();
    },
  };
}
