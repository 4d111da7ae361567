/**
 * Time as the reference server's simulations see it. Everything that waits (deployments coming up,
 * SLA clocks, uptime windows, metrics) asks a `Clock` instead of `Date.now()` and `setTimeout`, so a
 * test can hand in a {@link TestClock} and say "advance 30 s, the deployment is running".
 */

/** Work a timer runs; a returned promise is awaited by {@link TestClock.advance}. */
export type TimerTask = () => unknown;

/** Cancels a timer; calling it after the timer ran (or twice) does nothing. */
export type CancelTimer = () => void;

/** The current instant and one-shot timers. */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** Runs `task` once `delayMs` (negative counts as 0) has passed on this clock. */
  setTimer(delayMs: number, task: TimerTask): CancelTimer;
}

/** Node refuses longer delays (it fires them at once), so a far timer is armed in hops of at most this. */
const MAX_NODE_DELAY = 2 ** 31 - 1;

/** Reports a timer task that failed; a timer has no caller to hand the error to. */
function reportTimerError(error: unknown) {
  console.error('timer task failed:', error instanceof Error ? error.message : error);
}

/**
 * The wall clock. Its timers are unref'd: pending simulation work never keeps the process alive on
 * its own (the HTTP server does, and shutdown cancels the rest).
 */
export const systemClock: Clock = {
  now: () => new Date(),
  setTimer(delayMs, task) {
    const due = Date.now() + Math.max(0, delayMs);
    let handle: NodeJS.Timeout | undefined;
    const arm = () => {
      const wait = due - Date.now();
      if (wait > MAX_NODE_DELAY) {
        handle = setTimeout(arm, MAX_NODE_DELAY);
      } else {
        handle = setTimeout(
          () => {
            handle = undefined;
            try {
              Promise.resolve(task()).catch(reportTimerError);
            } catch (error) {
              reportTimerError(error);
            }
          },
          Math.max(0, wait),
        );
      }
      handle.unref();
    };
    arm();
    return () => {
      if (handle) clearTimeout(handle);
      handle = undefined;
    };
  },
};

interface PendingTimer {
  due: number;
  /** Order of creation: timers due at the same instant run in the order they were set. */
  seq: number;
  task: TimerTask;
}

/**
 * A clock that moves only when told. {@link advance} and {@link set} run every timer that falls due
 * on the way, in due order, with the clock showing each timer's due time while it runs, and await
 * each task's promise before the next, so `await clock.advance(30_000)` returns once the work those
 * 30 s trigger is done. Timers set by a task run in the same call when they fall due before its end.
 * A task that throws rejects the call; the clock then stays at that task's due time.
 */
export class TestClock implements Clock {
  private current: number;
  private seq = 0;
  private running = false;
  private readonly timers = new Map<number, PendingTimer>();

  /** Starts at `start` (default: 2026-01-05T09:00:00Z, a Monday morning, so business hours tests read well). */
  constructor(start: Date | string | number = '2026-01-05T09:00:00Z') {
    this.current = new Date(start).getTime();
    if (Number.isNaN(this.current)) throw new RangeError(`TestClock: invalid start ${String(start)}`);
  }

  now(): Date {
    return new Date(this.current);
  }

  setTimer(delayMs: number, task: TimerTask): CancelTimer {
    const seq = this.seq++;
    this.timers.set(seq, { due: this.current + Math.max(0, delayMs), seq, task });
    return () => {
      this.timers.delete(seq);
    };
  }

  /** Moves the clock forward by `ms` (0 runs what is already due), running due timers on the way. */
  advance(ms: number): Promise<void> {
    if (!(ms >= 0)) return Promise.reject(new RangeError(`TestClock.advance: ${ms} is not a duration`));
    return this.runUntil(this.current + ms);
  }

  /**
   * Moves the clock to `instant`. Forward runs due timers like {@link advance}; backward (a wall
   * clock corrected by NTP) only moves the time, and pending timers keep their due instants.
   */
  set(instant: Date | string | number): Promise<void> {
    const target = new Date(instant).getTime();
    if (Number.isNaN(target))
      return Promise.reject(new RangeError(`TestClock.set: invalid instant ${String(instant)}`));
    if (target < this.current) {
      this.current = target;
      return Promise.resolve();
    }
    return this.runUntil(target);
  }

  /** How many timers wait. */
  get pendingTimers(): number {
    return this.timers.size;
  }

  /** When the earliest pending timer falls due, if any. */
  nextTimerAt(): Date | undefined {
    const next = this.earliest(Number.POSITIVE_INFINITY);
    return next ? new Date(next.due) : undefined;
  }

  private earliest(limit: number): PendingTimer | undefined {
    let found: PendingTimer | undefined;
    for (const timer of this.timers.values()) {
      if (timer.due > limit) continue;
      if (!found || timer.due < found.due || (timer.due === found.due && timer.seq < found.seq)) found = timer;
    }
    return found;
  }

  private async runUntil(target: number): Promise<void> {
    // Two moves at once (or a task moving the clock) would interleave timers out of order.
    if (this.running) throw new Error('TestClock: the clock is already moving; await the previous advance or set');
    this.running = true;
    try {
      for (;;) {
        const timer = this.earliest(target);
        if (!timer) break;
        this.timers.delete(timer.seq);
        this.current = Math.max(this.current, timer.due);
        await timer.task();
      }
      this.current = Math.max(this.current, target);
    } finally {
      this.running = false;
    }
  }
}
