import type { EventStreamStatus } from '@console/core';
import { useSyncExternalStore } from 'react';
import { useConsoleContext } from './ConsoleContext';

/** The live notification stream's connection status ('idle' | 'connecting' | 'open' | 'closed'). */
export function useStreamStatus(): EventStreamStatus {
  const stream = useConsoleContext('useStreamStatus').client.notifications;
  return useSyncExternalStore(
    stream.subscribe,
    () => stream.getSnapshot().status,
    () => stream.getSnapshot().status,
  );
}
