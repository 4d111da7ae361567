/** How long the first screen's data, requested at startup, counts as fresh. */
export const STARTUP_FRESH_MS = 10_000;

/** The freshness of what the startup requested for the first screen (see {@link createStartupFreshness}). */
export interface StartupFreshness {
  /** The query client's default `staleTime`: the kept entries are fresh for a while, every other query as before. */
  staleTime(query: { queryHash: string }): number;
  /** Keeps these entries (by query hash) fresh for the window from now. */
  keep(queryHashes: Iterable<string>): void;
}

/**
 * A page's loader and its screen both ask the query cache for the page's data, and a query without a `staleTime`
 * asks the server again once an answer is in. What the startup requested for the first screen therefore counts as
 * fresh for {@link STARTUP_FRESH_MS}: the loader (after the module guard) and the screen's mount read the answer
 * instead of repeating the request. Invalidation still refetches at once; other queries keep their own settings.
 */
export function createStartupFreshness(windowMs = STARTUP_FRESH_MS, now: () => number = Date.now): StartupFreshness {
  const freshUntil = new Map<string, number>();
  return {
    staleTime: (query) => ((freshUntil.get(query.queryHash) ?? 0) > now() ? windowMs : 0),
    keep(queryHashes) {
      for (const hash of queryHashes) freshUntil.set(hash, now() + windowMs);
    },
  };
}
