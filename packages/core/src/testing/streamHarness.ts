import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { createAuthorizedFetch } from '../http/authorizedFetch';
import { OnlineManager } from '../platform/onlineManager';
import { VisibilityManager } from '../platform/visibilityManager';
import { EventStream, type EventStreamOptions } from '../stream/eventStream';

/** Test helper (stream tests): one connection of {@link sseServer}. */
export interface Connection {
  headers: Headers;
  url: string;
  push(text: string | Uint8Array): void;
  end(): void;
  aborted(): boolean;
}

/** Test helper: a fake SSE endpoint: each fetch opens a connection the test writes to. */
export function sseServer(reply?: (connection: Connection) => Response | undefined) {
  const connections: Connection[] = [];
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    const signal = init?.signal;
    signal?.addEventListener('abort', () => {
      try {
        controller?.error(new DOMException('aborted', 'AbortError'));
      } catch {
        // already closed
      }
    });
    const connection: Connection = {
      url: String(url),
      headers: new Headers(init?.headers),
      push: (text) => controller?.enqueue(typeof text === 'string' ? new TextEncoder().encode(text) : text),
      end: () => controller?.close(),
      aborted: () => signal?.aborted === true,
    };
    connections.push(connection);
    return reply?.(connection) ?? new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  return { connections, fetchImpl };
}

/** A notification as the stream delivers it. */
export const notification = (id: number) => ({
  id,
  type: 'project.created',
  category: 'PROJECT',
  severity: 'success',
  title: `T${id}`,
  content: 'c',
});
/** The wire form of {@link notification}. */
export const event = (id: number) => `id: ${id}\nevent: notification\ndata: ${JSON.stringify(notification(id))}\n\n`;

/** The managers and logger of the current test (fresh for each test). */
export let online: OnlineManager;
export let visibility: VisibilityManager;
export const logger: { warn: Mock<(...args: unknown[]) => void>; error: Mock<(...args: unknown[]) => void> } = {
  warn: vi.fn(),
  error: vi.fn(),
};

/** A stream on the fake endpoint, connecting through a real authorized fetch; collects its messages. */
export function makeStream(server: ReturnType<typeof sseServer>, overrides: Partial<EventStreamOptions> = {}) {
  let token: string | undefined = 'tok-1';
  const refresh = vi.fn(async () => {
    token = 'tok-2';
  });
  // The stream connects through the same authorized fetch as the HTTP client: bearer, refresh on 401, retry.
  const authorized = createAuthorizedFetch({
    apiBase: 'https://api.example.com',
    auth: { getAccessToken: () => token, refresh },
    fetch: server.fetchImpl as typeof fetch,
  });
  const stream = new EventStream({
    url: 'https://api.example.com/notifications/sse',
    fetch: authorized,
    canConnect: () => token !== undefined,
    logger,
    random: () => 0.999_999,
    onlineManager: online,
    visibilityManager: visibility,
    locks: null,
    createChannel: null,
    ...overrides,
  });
  const messages: unknown[] = [];
  stream.onMessage((m) => messages.push(m));
  return {
    stream,
    messages,
    refresh,
    setToken: (next: string | undefined) => {
      token = next;
    },
  };
}

/** Lets pending promises and zero-delay timers run. */
export const flush = () => vi.advanceTimersByTimeAsync(0);

/** Installs fake timers and fresh managers around each test of the calling file. */
export function installStreamTestEnvironment(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    online = new OnlineManager();
    online.setEventListener(() => undefined);
    visibility = new VisibilityManager();
    visibility.setEventListener(() => undefined);
    logger.warn.mockReset();
    logger.error.mockReset();
  });

  afterEach(() => {
    vi.useRealTimers();
  });
}
