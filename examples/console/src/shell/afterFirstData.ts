import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** The longest the frame's extras wait for the first screen's data (a request that never ends must not hold them). */
const MOST_MS = 3000;

let settled = false;

/** Whether the console's first screen has its data painted (what waits on {@link useAfterFirstData} has started). */
export const firstDataPainted = () => settled;

/**
 * Calls `then` once no query is fetching (the first screen's data is in: its rows are rendered) and the browser has
 * painted since, or after `most` ms whatever is still fetching. Returns a function that cancels the wait.
 */
export function whenFirstDataPainted(
  queryClient: Pick<QueryClient, 'isFetching' | 'getQueryCache'>,
  then: () => void,
  most: number = MOST_MS,
): () => void {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame after the one that paints the rows: the work that waits comes after that paint, not before it.
  const finish = () => {
    stop();
    frame = requestAnimationFrame(() => {
      timer = setTimeout(then);
    });
  };
  const check = () => {
    if (queryClient.isFetching() === 0) finish();
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(check);
  const cap = setTimeout(finish, most);
  const stop = () => {
    unsubscribe();
    clearTimeout(cap);
  };
  check();
  return () => {
    stop();
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the first screen's data has arrived and its rows are painted, then true for good (every later mount
 * reads true at once). What the first screen can do without (the notification stream, the infrastructure badge) waits
 * on it, so that none of their requests, scripts and renders come between the landing's data and its rows.
 */
export function useAfterFirstData(): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    return whenFirstDataPainted(queryClient, () => {
      settled = true;
      setReady(true);
    });
  }, [ready, queryClient]);
  return ready;
}
