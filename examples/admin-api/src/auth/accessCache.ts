/** Options of {@link createAccessCache}. */
export interface AccessCacheOptions {
  /**
   * How long a loaded entry is reused (2 s). Changes made through this instance clear the cache at once;
   * this bounds how long a change made through another instance sharing the database goes unseen.
   */
  ttlMs?: number;
  /** Most users remembered (10,000); the oldest entry goes first. */
  max?: number;
  now?: () => number;
}

/** A per-user cache of what the caller may do; see {@link createAccessCache}. */
export interface AccessCache<T> {
  /** The user's entry, loaded when missing or stale. */
  get(userId: number): Promise<T | undefined>;
  /** Forgets every entry (after a change that may touch users, memberships or role assignments). */
  invalidate(): void;
}

/**
 * Caches a per-user load (the caller's identity and role assignments) between requests. A load that was
 * under way when `invalidate` ran is returned to its caller but not kept, so a change never hides behind
 * a read that started before it committed. Unknown users are cached too (as undefined), briefly.
 */
export function createAccessCache<T>(load: (userId: number) => Promise<T | undefined>, o: AccessCacheOptions = {}) {
  const ttlMs = o.ttlMs ?? 2000;
  const max = o.max ?? 10_000;
  const now = o.now ?? Date.now;
  const entries = new Map<number, { value: T | undefined; until: number }>();
  let generation = 0;
  const cache: AccessCache<T> = {
    async get(userId) {
      const hit = entries.get(userId);
      if (hit && now() < hit.until) return hit.value;
      const started = generation;
      const value = await load(userId);
      if (started === generation && ttlMs > 0) {
        entries.delete(userId);
        entries.set(userId, { value, until: now() + ttlMs });
        if (entries.size > max) entries.delete(entries.keys().next().value as number);
      }
      return value;
    },
    invalidate() {
      generation++;
      entries.clear();
    },
  };
  return cache;
}
