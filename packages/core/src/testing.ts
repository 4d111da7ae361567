import type { LockManagerLike } from './crossTab';
import { base64UrlEncode } from './pkce';

/** Test helper: an unsigned JWT with the given claims. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)));
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.sig`;
}

/** Test helper: a JSON Response. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** Test helper: an in-process Web Locks stand-in (exclusive locks, FIFO, abortable while waiting). */
export function fakeLocks(): LockManagerLike & { held: Set<string> } {
  const tails = new Map<string, Promise<unknown>>();
  const held = new Set<string>();
  const request = <T>(
    name: string,
    optionsOrCallback: { signal?: AbortSignal } | ((lock: unknown) => Promise<T> | T),
    maybeCallback?: (lock: unknown) => Promise<T> | T,
  ): Promise<T> => {
    const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
    const signal = typeof optionsOrCallback === 'function' ? undefined : optionsOrCallback.signal;
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(async () => {
      if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
      held.add(name);
      try {
        return await (callback as (lock: unknown) => Promise<T> | T)({ name });
      } finally {
        held.delete(name);
      }
    });
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  return { request, held } as LockManagerLike & { held: Set<string> };
}

/** Test helper: BroadcastChannel stand-ins that deliver to every other channel of the same hub. */
export function fakeChannelHub() {
  type Listener = (event: { data: unknown }) => void;
  const channels = new Set<{ listeners: Set<Listener> }>();
  return () => {
    const self = { listeners: new Set<Listener>() };
    channels.add(self);
    return {
      postMessage(data: unknown) {
        for (const other of channels) {
          if (other === self) continue;
          for (const listener of other.listeners) queueMicrotask(() => listener({ data: structuredClone(data) }));
        }
      },
      addEventListener(_type: 'message', listener: Listener) {
        self.listeners.add(listener);
      },
      removeEventListener(_type: 'message', listener: Listener) {
        self.listeners.delete(listener);
      },
      close() {
        channels.delete(self);
      },
    };
  };
}
