import { useCallback, useEffect, useRef } from 'react';

/**
 * When the metrics are asked again after a call, besides at once. A scraper (Prometheus, every few seconds, after
 * its discovery has found a new server) takes the call in a moment later, perhaps after a slow scrape on a busy
 * machine; the chart's own refresh comes only every 30 s. A later call starts the schedule again.
 */
export const METRICS_FOLLOW_UPS_MS: readonly number[] = [4_000, 8_000, 14_000, 22_000];

/**
 * Returns a function that calls `run` at once and again after each of `delays` (ms). Calling it again drops the
 * follow-ups still waiting and starts over, so a burst of calls costs one schedule; all stop when the component goes.
 */
export function useFollowUps(run: () => void, delays: readonly number[]): () => void {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const latest = useRef(run);
  latest.current = run;
  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
      timers.current = [];
    },
    [],
  );
  return useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    latest.current();
    timers.current = delays.map((delay) => setTimeout(() => latest.current(), delay));
  }, [delays]);
}
