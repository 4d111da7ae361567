import { type CancelTimer, type Clock, systemClock, type TimerTask } from './clock';

/**
 * The wall clock plus an offset that only grows: time passes by itself as usual, and `advance(ms)`
 * jumps ahead, firing every timer that falls due on the way. The end-to-end stack runs on it, so a
 * browser test watches a deployment come up in real time and still sees next Monday's window open.
 */
export class ShiftedClock implements Clock {
  private offset = 0;
  private seq = 0;
  private readonly timers = new Map<number, { due: number; task: TimerTask; cancel: CancelTimer }>();

  now(): Date {
    return new Date(Date.now() + this.offset);
  }

  setTimer(delayMs: number, task: TimerTask): CancelTimer {
    const id = this.seq++;
    const due = this.now().getTime() + Math.max(0, delayMs);
    this.arm(id, due, task);
    return () => {
      this.timers.get(id)?.cancel();
      this.timers.delete(id);
    };
  }

  /** Jumps `ms` ahead; timers now due run at once (in due order), the others wait what is left. */
  async advance(ms: number): Promise<void> {
    if (!(ms >= 0)) throw new RangeError(`ShiftedClock.advance: ${ms} is not a duration`);
    this.offset += ms;
    const pending = [...this.timers.entries()].sort((a, b) => a[1].due - b[1].due);
    for (const [id, t] of pending) {
      t.cancel();
      this.timers.delete(id);
      if (t.due <= this.now().getTime()) await t.task();
      else this.arm(id, t.due, t.task);
    }
  }

  private arm(id: number, due: number, task: TimerTask) {
    const cancel = systemClock.setTimer(due - this.now().getTime(), () => {
      this.timers.delete(id);
      return task();
    });
    this.timers.set(id, { due, task, cancel });
  }
}
