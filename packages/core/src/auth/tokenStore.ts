/** Options for one stored value. */
export interface TokenStoreSetOptions {
  /** When the value stops being valid; stores default to 365 days. */
  expires?: Date;
}

/**
 * Where auth data lives (tokens, code verifier, state, nonce, and the console's module and role).
 * Pluggable: cookies by default, memory or session storage on request, or your own.
 */
export interface TokenStore {
  get(key: string): string | undefined;
  set(key: string, value: string, options?: TokenStoreSetOptions): void;
  remove(key: string): void;
}

/** Keys core writes; `module` and `role` are kept for the console (spec section 6). */
export const StoreKey = {
  AccessToken: 'access_token',
  RefreshToken: 'refresh_token',
  IdToken: 'id_token',
  CodeVerifier: 'code_verifier',
  State: 'auth_state',
  Nonce: 'auth_nonce',
  ReturnTo: 'auth_return_to',
  Module: 'module',
  Role: 'role',
} as const;

/** Spec section 9: auth cookies last 365 days. */
export const DEFAULT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** A store that lives in this JavaScript realm only (tests, server rendering, embedded hosts). */
export function createMemoryTokenStore(now: () => number = Date.now): TokenStore {
  const values = new Map<string, { value: string; expires: number }>();
  return {
    get(key) {
      const entry = values.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        values.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, options) {
      values.set(key, { value, expires: options?.expires?.getTime() ?? now() + DEFAULT_LIFETIME_MS });
    },
    remove(key) {
      values.delete(key);
    },
  };
}
