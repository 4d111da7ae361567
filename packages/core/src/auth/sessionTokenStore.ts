import type { TokenStore } from './tokenStore';

/** Options of {@link createSessionTokenStore}. */
export interface SessionTokenStoreOptions {
  /** Defaults to `sessionStorage`, read when first used. */
  storage?: Storage;
  prefix?: string;
  now?: () => number;
}

/** A store in session storage: per tab, gone when the tab closes. */
export function createSessionTokenStore(options: SessionTokenStoreOptions = {}): TokenStore {
  const prefix = options.prefix ?? 'console.';
  const now = options.now ?? Date.now;
  const storage = (): Storage | undefined => {
    if (options.storage) return options.storage;
    try {
      return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
    } catch {
      return undefined; // storage blocked by the browser's privacy settings
    }
  };
  return {
    get(key) {
      const raw = storage()?.getItem(prefix + key);
      if (raw == null) return undefined;
      try {
        const entry = JSON.parse(raw) as { v?: unknown; e?: unknown };
        if (typeof entry.e === 'number' && entry.e <= now()) {
          storage()?.removeItem(prefix + key);
          return undefined;
        }
        return typeof entry.v === 'string' ? entry.v : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value, setOptions) {
      const e = setOptions?.expires?.getTime();
      storage()?.setItem(prefix + key, JSON.stringify(e === undefined ? { v: value } : { v: value, e }));
    },
    remove(key) {
      storage()?.removeItem(prefix + key);
    },
  };
}
