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
