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

/** Test helper: an in-process Web Locks stand-in (exclusive locks, FIFO). */
export function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: (lock: unknown) => Promise<T> | T): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => callback({ name }));
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
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
