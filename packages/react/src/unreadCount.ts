import { atom } from 'jotai';

const KEY = 'console.unreadNotifications';

function read(): number | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    const n = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(n) ? n : null;
  } catch {
    return null;
  }
}

const base = atom<number | null | undefined>(undefined);

/** The unread notification count, kept in session storage (spec section 4); null until known. */
export const unreadCountAtom = atom(
  (get) => {
    const value = get(base);
    return value === undefined ? read() : value;
  },
  (_get, set, next: number) => {
    const value = Math.max(0, next);
    set(base, value);
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(KEY, String(value));
  },
);
