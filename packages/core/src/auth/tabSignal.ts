import type { ChannelLike } from '../platform/crossTab';

/** What one tab tells the others about the session. */
export type TabMessage = { type: 'signed-in' } | { type: 'signed-out' };

/** Sends and receives {@link TabMessage}s between the app's tabs. */
export interface TabSignal {
  post(message: TabMessage): void;
  close(): void;
}

const STORAGE_KEY = 'console.auth-signal';

/**
 * Cross-tab session messages: over a BroadcastChannel when given one, else through `storage` events
 * (a localStorage write fires them in the other tabs). Best effort: a tab that misses a message still
 * finds the session gone on its next request.
 */
export function createTabSignal(
  channel: ChannelLike | undefined,
  onMessage: (message: TabMessage) => void,
  now: () => number = Date.now,
): TabSignal {
  const receive = (data: unknown) => {
    const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
    if (type === 'signed-in' || type === 'signed-out') onMessage({ type });
  };
  if (channel) {
    const listener = (event: { data: unknown }) => receive(event.data);
    channel.addEventListener('message', listener);
    return {
      post: (message) => {
        try {
          channel.postMessage(message);
        } catch {
          // a closed channel: nothing to tell
        }
      },
      close: () => {
        channel.removeEventListener('message', listener);
        channel.close();
      },
    };
  }
  const canListen = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      receive(JSON.parse(event.newValue));
    } catch {
      // a foreign write under our key
    }
  };
  if (canListen) window.addEventListener('storage', onStorage);
  return {
    post: (message) => {
      try {
        if (typeof localStorage !== 'undefined') {
          localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...message, at: now() }));
        }
      } catch {
        // storage blocked
      }
    },
    close: () => {
      if (canListen) window.removeEventListener('storage', onStorage);
    },
  };
}
