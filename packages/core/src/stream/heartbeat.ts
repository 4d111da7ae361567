/** Spec section 9: no bytes for 45 s means the connection is dead. */
export const HEARTBEAT_TIMEOUT_MS = 45_000;

/**
 * A watchdog for a long-lived connection: `beat()` on every sign of life; when none comes for `ms`,
 * `onSilence` runs once. `stop()` disarms it. A beat only notes the time (a busy stream beats on every
 * read); the one timer, when it fires early, waits out the rest of the silence since the last beat.
 */
export class Heartbeat {
  #ms: number;
  #onSilence: () => void;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #lastBeat = 0;

  constructor(ms: number, onSilence: () => void) {
    this.#ms = ms;
    this.#onSilence = onSilence;
  }

  /** Restarts the countdown. */
  beat(): void {
    this.#lastBeat = Date.now();
    if (this.#timer === undefined) this.#arm(this.#ms);
  }

  /** Disarms the watchdog. */
  stop(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #arm(delay: number): void {
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      const silent = Date.now() - this.#lastBeat;
      if (silent >= this.#ms) this.#onSilence();
      else this.#arm(this.#ms - silent);
    }, delay);
  }
}
