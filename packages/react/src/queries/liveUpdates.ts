import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConsoleClient } from '../ConsoleContext';

/**
 * Refetches the queries under `queryKey` whenever a notification whose type starts with `typePrefix` arrives on the
 * live stream, and after the stream was reset (it may have missed one). The stream itself is connected by
 * `useLiveNotifications`; this only listens.
 */
export function useRefetchOnNotices(typePrefix: string, queryKey: QueryKey): void {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  // The key as a string, so a new array of the same key does not subscribe again.
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    const stream = client.notifications;
    const offMessage = stream.onMessage((n) => {
      if (n.type.startsWith(typePrefix)) refetch();
    });
    // A stand-in stream (tests, a host's own) may not tell of resets.
    const offReset = typeof stream.onReset === 'function' ? stream.onReset(refetch) : undefined;
    return () => {
      offMessage();
      offReset?.();
    };
  }, [client, queryClient, typePrefix, key]);
}
