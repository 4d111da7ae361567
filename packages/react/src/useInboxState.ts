import type { NotificationInboxState } from '@console/core/notifications';
import { useSyncExternalStore } from 'react';
import { useConsoleContext } from './ConsoleContext';

/**
 * A slice of core's notification inbox state. Subscribing is what keeps the inbox running: the live
 * stream stays connected while the user is signed in and at least one component reads it.
 */
export function useInboxState<T>(hook: string, select: (state: NotificationInboxState) => T): T {
  const { inbox } = useConsoleContext(hook).client;
  const read = () => select(inbox.getSnapshot());
  return useSyncExternalStore(inbox.subscribe, read, read);
}
