/** Spec section 9: the first reconnect waits up to 1 s. */
export const INITIAL_RETRY_DELAY_MS = 1000;
/** Spec section 9: reconnect delays grow up to 18000 s. */
export const MAX_RETRY_DELAY_MS = 18_000 * 1000;

/**
 * Exponential backoff with full jitter: a uniform delay between 0 and min(max, initial * 2^attempt),
 * so many clients dropped by one server restart do not reconnect in lockstep.
 */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  initial = INITIAL_RETRY_DELAY_MS,
  max = MAX_RETRY_DELAY_MS,
): number {
  const ceiling = Math.min(max, initial * 2 ** Math.min(Math.max(attempt, 0), 64));
  return Math.floor(random() * ceiling);
}

/** Options of {@link RetryTimer}. */
export interface RetryTimerOptions {
  initialDelayMs?: number | undefined;
  maxDelayMs?: number | undefined;
  random?: (() => number) | undefined;
}

/**
 * Schedules reconnects with {@link backoffDelay}: each `schedule` waits longer than the last, until
 * `reset()` (a healthy connection) starts again from the first step. One pending try at a time.
 */
export class RetryTimer {
  #options: RetryTimerOptions;
  #attempt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: RetryTimerOptions = {}) {
    this.#options = options;
  }

  /** Runs `task` after the next backoff delay, replacing any pending try. */
  schedule(task: () => void): void {
    this.cancel();
    const delay = backoffDelay(
      this.#attempt++,
      this.#options.random,
      this.#options.initialDelayMs ?? INITIAL_RETRY_DELAY_MS,
      this.#options.maxDelayMs ?? MAX_RETRY_DELAY_MS,
    );
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      task();
    }, delay);
  }

  /** The next failure waits the first step again. */
  reset(): void {
    this.#attempt = 0;
  }

  /** Drops the pending try, if any. */
  cancel(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
