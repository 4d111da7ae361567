import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemClock, TestClock } from './clock';

describe('TestClock', () => {
  it('starts at the given instant and stands still until moved', () => {
    const clock = new TestClock('2026-03-01T10:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(() => new TestClock('not a date')).toThrow(RangeError);
  });

  it('runs timers in due order, showing each due time while it runs, and lands on the target', async () => {
    const clock = new TestClock(0);
    const seen: string[] = [];
    clock.setTimer(300, () => seen.push(`c@${clock.now().getTime()}`));
    clock.setTimer(100, () => seen.push(`a@${clock.now().getTime()}`));
    clock.setTimer(100, () => seen.push(`b@${clock.now().getTime()}`));
    clock.setTimer(1_000, () => seen.push('late'));
    await clock.advance(500);
    expect(seen).toEqual(['a@100', 'b@100', 'c@300']);
    expect(clock.now().getTime()).toBe(500);
    expect(clock.pendingTimers).toBe(1);
    expect(clock.nextTimerAt()?.getTime()).toBe(1_000);
  });

  it('awaits async tasks before running the next timer', async () => {
    const clock = new TestClock(0);
    const seen: string[] = [];
    clock.setTimer(10, async () => {
      await new Promise((r) => setTimeout(r, 20));
      seen.push('slow');
    });
    clock.setTimer(20, () => seen.push('next'));
    await clock.advance(30);
    expect(seen).toEqual(['slow', 'next']);
  });

  it('runs timers a task sets when they fall due before the end of the same advance', async () => {
    const clock = new TestClock(0);
    const ticks: number[] = [];
    const tick = () => {
      ticks.push(clock.now().getTime());
      clock.setTimer(1_000, tick);
    };
    clock.setTimer(1_000, tick);
    await clock.advance(3_500);
    expect(ticks).toEqual([1_000, 2_000, 3_000]);
    expect(clock.nextTimerAt()?.getTime()).toBe(4_000);
  });

  it('advance(0) runs what is already due, including zero and negative delays', async () => {
    const clock = new TestClock(0);
    const seen: string[] = [];
    clock.setTimer(0, () => seen.push('zero'));
    clock.setTimer(-5, () => seen.push('negative'));
    expect(seen).toEqual([]);
    await clock.advance(0);
    expect(seen).toEqual(['zero', 'negative']);
  });

  it('cancelled timers never run', async () => {
    const clock = new TestClock(0);
    const task = vi.fn();
    const cancel = clock.setTimer(10, task);
    cancel();
    cancel();
    await clock.advance(100);
    expect(task).not.toHaveBeenCalled();
    expect(clock.pendingTimers).toBe(0);
  });

  it('set() moves forward like advance and backward without running anything', async () => {
    const clock = new TestClock('2026-01-01T00:00:00Z');
    const task = vi.fn();
    clock.setTimer(60_000, task);
    await clock.set('2025-12-31T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2025-12-31T00:00:00.000Z');
    expect(task).not.toHaveBeenCalled();
    await clock.set(new Date('2026-01-01T00:01:00Z'));
    expect(task).toHaveBeenCalledTimes(1);
    await expect(clock.set('nonsense')).rejects.toThrow(RangeError);
    await expect(clock.advance(-1)).rejects.toThrow(RangeError);
  });

  it('rejects with the error of a failing task and stays at its due time', async () => {
    const clock = new TestClock(0);
    const after = vi.fn();
    clock.setTimer(10, () => {
      throw new Error('boom');
    });
    clock.setTimer(20, after);
    await expect(clock.advance(100)).rejects.toThrow('boom');
    expect(clock.now().getTime()).toBe(10);
    expect(after).not.toHaveBeenCalled();
    await clock.advance(90);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('refuses to move while already moving', async () => {
    const clock = new TestClock(0);
    let inner: Promise<void> | undefined;
    clock.setTimer(10, () => {
      inner = clock.advance(5);
    });
    await clock.advance(10);
    await expect(inner).rejects.toThrow('already moving');
  });
});

describe('systemClock', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('tells the wall time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('runs a timer after its delay and not after it is cancelled', async () => {
    vi.useFakeTimers();
    const ran = vi.fn();
    const cancelled = vi.fn();
    systemClock.setTimer(1_000, ran);
    const cancel = systemClock.setTimer(1_000, cancelled);
    cancel();
    await vi.advanceTimersByTimeAsync(999);
    expect(ran).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('waits out delays longer than Node allows instead of firing them at once', async () => {
    vi.useFakeTimers();
    const ran = vi.fn();
    const thirtyDays = 30 * 24 * 3_600_000;
    systemClock.setTimer(thirtyDays, ran);
    await vi.advanceTimersByTimeAsync(thirtyDays - 1_000);
    expect(ran).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('logs a failing task instead of crashing the process', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    systemClock.setTimer(1, () => {
      throw new Error('sync failure');
    });
    systemClock.setTimer(1, () => Promise.reject(new Error('async failure')));
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toHaveBeenCalledWith('timer task failed:', 'sync failure');
    expect(log).toHaveBeenCalledWith('timer task failed:', 'async failure');
  });
});
