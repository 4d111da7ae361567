/** How often a follower tab says it is still there. */
export const FOLLOWER_PING_MS = 15_000;
/**
 * How long a follower may stay silent before the leader forgets it (it closed without saying goodbye:
 * crashed, killed, frozen). Above a minute: browsers run the timers of a long-hidden tab once a minute.
 */
export const FOLLOWER_TIMEOUT_MS = 90_000;

/**
 * The other tabs that follow the shared stream, by id, with when each last said so. Every tab keeps one,
 * so a tab that takes over the lead already knows who listens.
 */
export class FollowerRoster {
  #lastSeen = new Map<string, number>();
  #timeoutMs: number;
  #now: () => number;

  constructor(timeoutMs = FOLLOWER_TIMEOUT_MS, now: () => number = Date.now) {
    this.#timeoutMs = timeoutMs;
    this.#now = now;
  }

  /** A follower announced itself (or said it is still there); `forever` for tabs that never re-announce. */
  seen(id: string, forever = false): void {
    this.#lastSeen.set(id, forever ? Number.POSITIVE_INFINITY : this.#now());
  }

  /** A follower said goodbye (it closed, or took the lead). */
  gone(id: string): void {
    this.#lastSeen.delete(id);
  }

  /** Whether any follower spoke within the timeout; forgets those that did not. */
  any(): boolean {
    if (this.#lastSeen.size === 0) return false;
    const oldest = this.#now() - this.#timeoutMs;
    for (const [id, at] of this.#lastSeen) if (at < oldest) this.#lastSeen.delete(id);
    return this.#lastSeen.size > 0;
  }
}
