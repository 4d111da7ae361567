import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { METRICS_FOLLOW_UPS_MS, useFollowUps } from './useFollowUps';

describe('useFollowUps', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once and after each delay', () => {
    const run = vi.fn();
    const { result } = renderHook(() => useFollowUps(run, [1_000, 5_000]));
    act(() => result.current());
    expect(run).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(999));
    expect(run).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(run).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(4_000));
    expect(run).toHaveBeenCalledTimes(3);
    act(() => vi.advanceTimersByTime(60_000));
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('starts over on a later call instead of stacking schedules', () => {
    const run = vi.fn();
    const { result } = renderHook(() => useFollowUps(run, [1_000, 5_000]));
    act(() => result.current());
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current());
    expect(run).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(60_000));
    // Two at once, then one schedule of two.
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('stops when the component goes', () => {
    const run = vi.fn();
    const { result, unmount } = renderHook(() => useFollowUps(run, [1_000]));
    act(() => result.current());
    unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('asks the metrics again well inside the 30 s a call takes to show, before the chart’s own refresh', () => {
    expect(METRICS_FOLLOW_UPS_MS.length).toBeGreaterThan(2);
    expect(Math.max(...METRICS_FOLLOW_UPS_MS)).toBeLessThan(30_000);
  });
});
