import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenFirstDataPainted } from './afterFirstData';

describe('whenFirstDataPainted', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first screen’s requests to end, then for a paint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const queryClient = new QueryClient();
    let answer: (rows: string[]) => void = () => {};
    void queryClient.prefetchQuery({
      queryKey: ['rows'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    const then = vi.fn();
    whenFirstDataPainted(queryClient, then);
    await vi.advanceTimersByTimeAsync(100);
    expect(then).not.toHaveBeenCalled();

    answer(['a']);
    await vi.advanceTimersByTimeAsync(0);
    expect(then).not.toHaveBeenCalled();
    // The frame that paints the rows, then a task after it.
    await vi.advanceTimersByTimeAsync(50);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('does not wait for ever on a request that never ends, and can be cancelled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const queryClient = new QueryClient();
    void queryClient.prefetchQuery({ queryKey: ['stuck'], queryFn: () => new Promise<never>(() => {}) });
    const then = vi.fn();
    whenFirstDataPainted(queryClient, then, 1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(then).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    whenFirstDataPainted(queryClient, cancelled, 1000)();
    await vi.advanceTimersByTimeAsync(2000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
