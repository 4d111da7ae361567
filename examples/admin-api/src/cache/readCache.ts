import type { ChangeFeed } from '../db/changeFeed';

/** How long a loaded entry is reused by default (see {@link ReadCacheOptions.ttlMs}). */
export const DEFAULT_TTL_MS = 2000;

/** Options of {@link createReadCache}. */
export interface ReadCacheOptions {
  /**
   * Longest a loaded entry is reused (2 s). Changes made through this instance clear the cache at once,
   * and with a `feed` so do changes committed anywhere else; without a feed this bounds how long a change
   * made through another instance sharing the database goes unseen.
   */
  ttlMs?: number;
  /** Most entries remembered (10,000); the oldest goes first. */
  max?: number;
  /**
   * The database's change announcements (migration 0008): an entry is dropped as soon as a table it was
   * read from changes, whoever changed it. While the feed is not live nothing is cached.
   */
  feed?: ChangeFeed;
  now?: () => number;
}

/** Reads reused between requests until the next write; see {@link createReadCache}. */
export interface ReadCache {
  /**
   * The entry under `key`, loaded with `load` when missing or stale. `tables` names the tables the value
   * is read from (every table when left out): a change to any of them drops it.
   */
  get<T>(key: string, load: () => Promise<T>, tables?: readonly string[], options?: GetOptions): Promise<T>;
  /** The entry under `key` when one is cached and fresh, without loading anything. */
  peek<T>(key: string): T | undefined;
  /** Forgets every entry. */
  invalidate(): void;
  /**
   * Forgets what a request that may have written could have changed: every entry, except, with a feed that
   * announces a change with the result of its statement (in process, PGlite), the entries read with
   * {@link GetOptions.announced}: the feed has already dropped those whose tables the request changed.
   */
  invalidateAfterWrite(): void;
}

/** Options of one entry. */
export interface GetOptions {
  /**
   * Reuse the entry this long (when longer than the TTL) while the change feed is live: for entries read
   * only from tables whose every change the feed announces (a list's page ends, its outline and totals),
   * which the feed drops the moment one of them changes. Without a feed the TTL holds.
   */
  keepMs?: number;
  /**
   * Load the entry again in the background when it is read with this little of its life left (the reader gets
   * the entry as it is, without waiting): while it is read often, no read waits for its reload. The new value
   * replaces it once loaded (unless a table it is read from changed meanwhile); an entry is never answered past
   * its expiry, when a read waits for the load under way as before, so the bound on staleness is unchanged.
   */
  refreshAheadMs?: number;
  /**
   * Every change to what the entry is read from is announced on the feed (its `tables` have triggers that cover
   * the columns it reads, migration 0008): where the feed announces a change with the statement's result (in
   * process), a write request's {@link ReadCache.invalidateAfterWrite} keeps it, and the next request reuses it
   * (a caller's access, read again after each of its writes otherwise). Needs `tables`.
   */
  announced?: boolean;
}

interface Entry {
  value: unknown;
  until: number;
  tables: readonly string[] | undefined;
  announced: boolean;
}

/**
 * Caches reads of data that changes only through writes to the database (a caller's roles, list pages
 * and totals) between requests. A load that was under way when one of its tables changed is returned to
 * its caller but not kept, so a change never hides behind a read that started before it committed.
 */
export function createReadCache(o: ReadCacheOptions = {}): ReadCache {
  const ttlMs = o.ttlMs ?? DEFAULT_TTL_MS;
  const max = o.max ?? 10_000;
  const now = o.now ?? Date.now;
  const { feed } = o;
  const entries = new Map<string, Entry>();
  // `generation` counts clears of everything, `writes` clears after a write (of all but announced entries), `changes`
  // every change at all, `tableGenerations` by table.
  let generation = 0;
  let writes = 0;
  let changes = 0;
  const tableGenerations = new Map<string, number>();
  const stamp = (tables: readonly string[] | undefined) =>
    tables === undefined ? -1 : tables.reduce((sum, t) => sum + (tableGenerations.get(t) ?? 0), 0);

  // Loads under way, shared by callers asking for the same key meanwhile (one query when an entry expires
  // under load, not one per waiting request); dropped with the entries a change drops.
  const loading = new Map<
    string,
    { value: Promise<unknown>; tables: readonly string[] | undefined; announced: boolean }
  >();
  const invalidate = () => {
    generation++;
    changes++;
    entries.clear();
    loading.clear();
  };
  const invalidateAfterWrite = () => {
    if (!feed?.inProcess) return invalidate();
    writes++;
    changes++;
    for (const [key, entry] of entries) if (!entry.announced) entries.delete(key);
    for (const [key, load] of loading) if (!load.announced) loading.delete(key);
  };
  const changed = (table: string | undefined) => {
    if (table === undefined) return invalidate();
    changes++;
    tableGenerations.set(table, (tableGenerations.get(table) ?? 0) + 1);
    for (const [key, entry] of entries) if (!entry.tables || entry.tables.includes(table)) entries.delete(key);
    for (const [key, load] of loading) if (!load.tables || load.tables.includes(table)) loading.delete(key);
  };
  feed?.subscribe(changed);

  /** Loads the entry under `key` and keeps it, unless one of its tables changed meanwhile. */
  const loadEntry = async <T>(
    key: string,
    load: () => Promise<T>,
    tables: readonly string[] | undefined,
    options: GetOptions | undefined,
  ): Promise<T> => {
    const started = generation;
    const startedWrites = writes;
    const startedChanges = changes;
    const before = stamp(tables);
    const announced = options?.announced === true && tables !== undefined;
    const value = load();
    const mine = { value: value as Promise<unknown>, tables, announced };
    loading.set(key, mine);
    try {
      const loaded = await value;
      // Generations only grow, so an unchanged sum means none of the tables changed meanwhile.
      const unchanged =
        started === generation &&
        (announced || startedWrites === writes) &&
        (tables === undefined ? startedChanges === changes : stamp(tables) === before);
      if (unchanged && (!feed || feed.live)) {
        entries.delete(key);
        const keep = feed && tables !== undefined && options?.keepMs ? Math.max(ttlMs, options.keepMs) : ttlMs;
        entries.set(key, { value: loaded, until: now() + keep, tables, announced });
        if (entries.size > max) entries.delete(entries.keys().next().value as string);
      }
      return loaded;
    } finally {
      if (loading.get(key) === mine) loading.delete(key);
    }
  };

  return {
    async get<T>(key: string, load: () => Promise<T>, tables?: readonly string[], options?: GetOptions) {
      if (feed && !feed.live) return load();
      const hit = entries.get(key);
      if (hit) {
        const left = hit.until - now();
        if (left > 0) {
          // Reloaded ahead of expiry, not awaited: its failure is left to a read after expiry to see.
          if (options?.refreshAheadMs && left <= options.refreshAheadMs && !loading.has(key))
            loadEntry(key, load, tables, options).catch(() => undefined);
          return hit.value as T;
        }
      }
      if (ttlMs <= 0) return load();
      const shared = loading.get(key);
      if (shared) return shared.value as Promise<T>;
      return loadEntry(key, load, tables, options);
    },
    peek<T>(key: string) {
      if (feed && !feed.live) return undefined;
      const hit = entries.get(key);
      return hit && now() < hit.until ? (hit.value as T) : undefined;
    },
    invalidate,
    invalidateAfterWrite,
  };
}
