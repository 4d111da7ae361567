/** Where the unread count is kept between page loads of one tab. */
export interface UnreadStorage {
  read(): number | null;
  /** Stores the count; `null` forgets it. */
  write(value: number | null): void;
}

const KEY = 'console.unreadNotifications';

/**
 * The unread count in session storage (spec section 4), read and written at call time, so core touches
 * no browser global at import. Where storage is missing or blocked, nothing is kept.
 */
export const sessionUnreadStorage: UnreadStorage = {
  read() {
    try {
      const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
      const value = raw === null ? Number.NaN : Number(raw);
      return Number.isFinite(value) && value >= 0 ? value : null;
    } catch {
      return null;
    }
  },
  write(value) {
    try {
      if (typeof sessionStorage === 'undefined') return;
      if (value === null) sessionStorage.removeItem(KEY);
      else sessionStorage.setItem(KEY, String(value));
    } catch {
      // storage blocked: the count lives in memory only
    }
  },
};
