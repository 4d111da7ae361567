/** Spec section 9: no bytes for 45 s means the connection is dead. */
export const HEARTBEAT_TIMEOUT_MS = 45_000;

/**
 * A watchdog for a long-lived connection: `beat()` on every sign of life; when none comes for `ms`,
 * `onSilence` runs once. `stop()` disarms it.
 */
export class Heartbeat {
  #ms: number;
  #onSilence: () => void;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(ms: number, onSilence: () => void) {
    this.#ms = ms;
    this.#onSilence = onSilence;
  }

  /** Restarts the countdown. */
  beat(): void {
    this.stop();
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#onSilence();
    }, this.#ms);
  }

  /** Disarms the watchdog. */
  stop(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
