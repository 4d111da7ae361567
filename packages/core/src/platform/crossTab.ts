/** The part of the Web Locks API core uses (`navigator.locks`). */
export interface LockManagerLike {
  request<T>(name: string, callback: (lock: unknown) => Promise<T> | T): Promise<T>;
  request<T>(name: string, options: { signal?: AbortSignal }, callback: (lock: unknown) => Promise<T> | T): Promise<T>;
}

/** The part of BroadcastChannel core uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** `navigator.locks` when the browser has it; read at call time, never at import. */
export function defaultLocks(): LockManagerLike | undefined {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike });
  return nav?.locks && typeof nav.locks.request === 'function' ? nav.locks : undefined;
}

/** A BroadcastChannel when the platform has one. */
export function defaultChannel(name: string): ChannelLike | undefined {
  if (typeof BroadcastChannel !== 'function') return undefined;
  const channel = new BroadcastChannel(name) as ChannelLike & { unref?: () => void };
  // In Node (server rendering, tests) an open channel would keep the process alive.
  channel.unref?.();
  return channel;
}
