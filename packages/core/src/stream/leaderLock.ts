import type { LockManagerLike } from '../platform/crossTab';

/** A claim on a browser-wide lock; `release()` lets it go, or gives up waiting for it. */
export interface LeaderClaim {
  release(): void;
}

/**
 * Waits for the Web Lock `name` (one holder per browser, FIFO across tabs), calls `onAcquired`, and holds
 * the lock until `release()`. When the holding tab closes, the browser hands the lock to the next tab.
 */
export function claimLeadership(locks: LockManagerLike, name: string, onAcquired: () => void): LeaderClaim {
  const abort = new AbortController();
  let released = false;
  let letGo: (() => void) | undefined;
  locks
    .request(name, { signal: abort.signal }, () => {
      if (released) return undefined;
      onAcquired();
      return new Promise<void>((resolve) => {
        letGo = resolve;
      });
    })
    .catch(() => undefined); // aborted while waiting: released before it was our turn
  return {
    release() {
      released = true;
      abort.abort();
      letGo?.();
    },
  };
}
