/** Failed sign-ins allowed per client address and email within the window. */
const MAX_FAILURES = 10;
/** Failed sign-ins allowed per client address across all emails (password spraying) within the window. */
export const MAX_ADDRESS_FAILURES = Number(process.env.LOGIN_MAX_FAILURES_PER_ADDRESS ?? 50);
const WINDOW_MS = 15 * 60 * 1000;
/** Bound on remembered keys, so a flood of made-up emails cannot grow memory without limit. */
const MAX_KEYS = 10_000;

/**
 * Counts failed sign-ins per client address and email, and says when to stop checking passwords for a while.
 * Keyed by both so that nobody can lock another person out from elsewhere; an address that fails across
 * many emails (spraying one password over a list) is stopped too, for every email. In memory, per process.
 */
export function createLoginThrottle(now: () => number = Date.now, maxAddressFailures = MAX_ADDRESS_FAILURES) {
  const failures = new Map<string, { count: number; since: number }>();
  const key = (address: string, email: string) => `email\n${address}\n${email}`;
  const everyEmail = (address: string) => `address\n${address}`;
  const current = (k: string) => {
    const entry = failures.get(k);
    if (entry && now() - entry.since >= WINDOW_MS) {
      failures.delete(k);
      return undefined;
    }
    return entry;
  };
  return {
    /** True when this address has failed too often for this email, or for all emails together, recently. */
    blocked(address: string, email: string): boolean {
      return (
        (current(key(address, email))?.count ?? 0) >= MAX_FAILURES ||
        (current(everyEmail(address))?.count ?? 0) >= maxAddressFailures
      );
    },
    failed(address: string, email: string): void {
      count(key(address, email));
      count(everyEmail(address));
    },
    succeeded(address: string, email: string): void {
      failures.delete(key(address, email));
    },
  };

  function count(k: string) {
    const entry = current(k);
    if (entry) {
      entry.count += 1;
      return;
    }
    if (failures.size >= MAX_KEYS) {
      const oldest = failures.keys().next();
      if (!oldest.done) failures.delete(oldest.value);
    }
    failures.set(k, { count: 1, since: now() });
  }
}
