import { describe, expect, it } from 'vitest';
import { ShiftedClock } from './shiftedClock';
import { testClockRoute } from './testClockRoute';

describe('ShiftedClock', () => {
  it('follows the wall clock and jumps ahead, firing due timers in order and re-arming the rest', async () => {
    const clock = new ShiftedClock();
    const start = clock.now().getTime();
    expect(Math.abs(start - Date.now())).toBeLessThan(50);
    const fired: string[] = [];
    clock.setTimer(60_000, () => fired.push('minute'));
    clock.setTimer(1_000, () => fired.push('second'));
    const cancel = clock.setTimer(2_000, () => fired.push('cancelled'));
    clock.setTimer(3_600_000, () => fired.push('hour'));
    cancel();
    await clock.advance(120_000);
    expect(fired).toEqual(['second', 'minute']);
    expect(clock.now().getTime() - start).toBeGreaterThanOrEqual(120_000);
    await clock.advance(3_600_000);
    expect(fired).toEqual(['second', 'minute', 'hour']);
  });

  it('serves advance over HTTP and refuses a bad duration', async () => {
    const clock = new ShiftedClock();
    const app = testClockRoute(clock);
    const bad = await app.request('/advance', { method: 'POST', body: JSON.stringify({ ms: -1 }) });
    expect(bad.status).toBe(400);
    const before = clock.now().getTime();
    const ok = await app.request('/advance', { method: 'POST', body: JSON.stringify({ ms: 86_400_000 }) });
    expect(ok.status).toBe(200);
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(86_400_000);
  });
});
