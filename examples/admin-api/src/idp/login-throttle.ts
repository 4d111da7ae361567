/** Failed sign-ins allowed per client address and email within the window. */
const MAX_FAILURES = 10;
/** Failed sign-ins allowed per client address across all emails (password spraying) within the window. */
export const MAX_ADDRESS_FAILURES = Number(process.env.LOGIN_MAX_FAILURES_PER_ADDRESS ?? 50);
const WINDOW_MS = 15 * 60 * 1000;
/** Bound on remembered keys, so a flood of made-up emails cannot grow memory without limit. */
const MAX_KEYS = 10_000;

/**
 * Counts sign-in attempts per client address and email, and says when to stop checking passwords for a while.
 * Keyed by both so that nobody can lock another person out from elsewhere; an address that fails across
 * many emails (spraying one password over a list) is stopped too, for every email. In memory, per process.
 *
 * An attempt is counted when it begins, before its password is checked, and given back when it succeeds: a burst
 * of concurrent attempts cannot slip past the limit while the slow password checks run.
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
  /** Whole seconds until `k`'s window ends, when it holds `limit` or more; otherwise 0. */
  const waitFor = (k: string, limit: number) => {
    const entry = current(k);
    return entry && entry.count >= limit ? Math.max(1, Math.ceil((entry.since + WINDOW_MS - now()) / 1000)) : 0;
  };
  return {
    /**
     * Starts an attempt: 0 when its password may be checked (the attempt now counts as a failure until
     * `succeeded`), otherwise the whole seconds until this address may try this email again (for `Retry-After`).
     */
    begin(address: string, email: string): number {
      const wait = Math.max(
        waitFor(key(address, email), MAX_FAILURES),
        waitFor(everyEmail(address), maxAddressFailures),
      );
      if (wait > 0) return wait;
      count(key(address, email));
      count(everyEmail(address));
      return 0;
    },
    /** The attempt begun for this address and email was right: its failures are forgotten. */
    succeeded(address: string, email: string): void {
      failures.delete(key(address, email));
      const spraying = current(everyEmail(address));
      if (spraying) spraying.count = Math.max(0, spraying.count - 1);
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
