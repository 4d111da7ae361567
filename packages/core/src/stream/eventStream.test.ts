import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  event,
  flush,
  installStreamTestEnvironment,
  makeStream,
  notification,
  online,
  sseServer,
  visibility,
} from '../testing/streamHarness';
import { loadConnection } from './eventStream';

installStreamTestEnvironment();

// The connection code loads with the first connect; loaded up front, the tests' steps need not wait for it.
beforeAll(() => loadConnection());

describe('EventStream', () => {
  it('connects with the bearer header (never in the URL) and delivers JSON messages', async () => {
    const server = sseServer();
    const { stream, messages } = makeStream(server);
    stream.start();
    await flush();
    const [connection] = server.connections;
    expect(connection?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(connection?.headers.get('accept')).toBe('text/event-stream');
    expect(connection?.url).toBe('https://api.example.com/notifications/sse');
    expect(stream.getSnapshot().status).toBe('open');
    connection?.push(`: ping\n\n${event(1)}`);
    await flush();
    expect(messages).toEqual([notification(1)]);
    stream.close();
  });

  it('makes no connection without a token, and connects once one appears', async () => {
    const server = sseServer();
    const { stream, setToken } = makeStream(server);
    setToken(undefined);
    stream.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.fetchImpl).not.toHaveBeenCalled();
    expect(stream.getSnapshot().status).toBe('idle');
    setToken('tok-9');
    stream.retryNow();
    await flush();
    expect(server.connections[0]?.headers.get('authorization')).toBe('Bearer tok-9');
    stream.close();
  });

  it('reconnects after 45 s without bytes, resuming with Last-Event-ID', async () => {
    const server = sseServer();
    const { stream } = makeStream(server, { random: () => 0 });
    stream.start();
    await flush();
    server.connections[0]?.push(event(41));
    await vi.advanceTimersByTimeAsync(30_000);
    server.connections[0]?.push(': ping\n\n');
    await vi.advanceTimersByTimeAsync(44_000);
    expect(server.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_001);
    expect(server.connections[0]?.aborted()).toBe(true);
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]?.headers.get('last-event-id')).toBe('41');
    stream.close();
  });

  it('resumes from the id of the event: resume a stream starts with, delivering nothing for it', async () => {
    const server = sseServer();
    const { stream, messages } = makeStream(server, { random: () => 0 });
    stream.start();
    await flush();
    const first = server.connections[0];
    first?.push(': connected\n\nid: 900\nevent: resume\ndata: {}\n\n');
    await flush();
    first?.end();
    await vi.advanceTimersByTimeAsync(1_001);
    expect(messages).toEqual([]);
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]?.headers.get('last-event-id')).toBe('900');
    stream.close();
  });

  it('backs off from 1 s doubling, and starts from 1 s again after a healthy connection', async () => {
    let fail = true;
    const server = sseServer(() => (fail ? new Response('down', { status: 503 }) : undefined));
    const { stream } = makeStream(server);
    stream.start();
    await flush();
    const times: number[] = [];
    const start = Date.now();
    for (let i = 0; i < 4; i++) {
      const before = server.connections.length;
      while (server.connections.length === before) await vi.advanceTimersByTimeAsync(10);
      times.push(Date.now() - start);
    }
    // With the top of the jitter range: retries after ~1 s, +2 s, +4 s, +8 s.
    expect(times.map((t, i) => t - (times[i - 1] ?? 0))).toEqual([1000, 2000, 4000, 8000]);
    fail = false;
    await vi.advanceTimersByTimeAsync(16_000);
    const healthy = server.connections.at(-1);
    healthy?.push(event(1));
    await flush();
    healthy?.end();
    await flush();
    const count = server.connections.length;
    await vi.advanceTimersByTimeAsync(998);
    expect(server.connections).toHaveLength(count);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.connections).toHaveLength(count + 1);
    stream.close();
  });

  it('leaves a server that sends event: reconnect at once, and reconnects within the first backoff step', async () => {
    const server = sseServer();
    const { stream, messages } = makeStream(server, { random: () => 0.5 });
    stream.start();
    await flush();
    const first = server.connections[0];
    first?.push(`${event(7)}event: reconnect\ndata: {"reason":"shutdown"}\n\n`);
    await flush();
    expect(messages).toEqual([notification(7)]);
    // The server has not closed the connection: the client leaves by itself, and comes back within 1 s.
    await vi.advanceTimersByTimeAsync(500);
    expect(first?.aborted()).toBe(true);
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]?.headers.get('last-event-id')).toBe('7');
    stream.close();
  });

  it('retries at once when the browser comes online, the tab becomes visible, or retryNow is called', async () => {
    const server = sseServer(() => new Response('down', { status: 502 }));
    const { stream } = makeStream(server);
    stream.start();
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.connections).toHaveLength(3);
    online.setOnline(false);
    online.setOnline(true);
    await flush();
    expect(server.connections).toHaveLength(4);
    visibility.setVisible(false);
    visibility.setVisible(true);
    await flush();
    expect(server.connections).toHaveLength(5);
    stream.retryNow();
    await flush();
    expect(server.connections).toHaveLength(6);
    stream.close();
  });

  it('leaves an open connection alone on retryNow', async () => {
    const server = sseServer();
    const { stream } = makeStream(server);
    stream.start();
    await flush();
    stream.retryNow();
    online.setOnline(false);
    online.setOnline(true);
    await flush();
    expect(server.connections).toHaveLength(1);
    stream.close();
  });

  it('refreshes once on 401 and reconnects with the new token', async () => {
    const server = sseServer((c) =>
      c.headers.get('authorization') === 'Bearer tok-1' ? new Response(null, { status: 401 }) : undefined,
    );
    const { stream, refresh } = makeStream(server);
    stream.start();
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.connections.map((c) => c.headers.get('authorization'))).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(stream.getSnapshot().status).toBe('open');
    stream.close();
  });

  it('backs off instead of refreshing again when the new token is refused too, refreshing at most once per step', async () => {
    const server = sseServer(() => new Response(null, { status: 401 }));
    const { stream, refresh } = makeStream(server);
    stream.start();
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.connections).toHaveLength(2);
    // Each backoff step may refresh once and try the result at once.
    await vi.advanceTimersByTimeAsync(999);
    expect(server.connections).toHaveLength(4);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1998);
    expect(server.connections).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.connections).toHaveLength(6);
    expect(refresh).toHaveBeenCalledTimes(3);
    stream.close();
  });

  it('reconnects at once without refreshing when the token changed while the refused request was out', async () => {
    const server = sseServer((c) => {
      if (c.headers.get('authorization') !== 'Bearer tok-1') return undefined;
      current.setToken('tok-3');
      return new Response(null, { status: 401 });
    });
    const current = makeStream(server);
    current.stream.start();
    await flush();
    expect(current.refresh).not.toHaveBeenCalled();
    expect(server.connections.map((c) => c.headers.get('authorization'))).toEqual(['Bearer tok-1', 'Bearer tok-3']);
    current.stream.close();
  });

  it.each([403, 204])('stops for good on %d', async (status) => {
    const server = sseServer(() => new Response(null, { status }));
    const { stream } = makeStream(server);
    stream.start();
    await flush();
    expect(stream.getSnapshot().status).toBe('closed');
    expect(vi.getTimerCount()).toBe(0);
    online.setOnline(false);
    online.setOnline(true);
    stream.retryNow();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(server.connections).toHaveLength(1);
    stream.close();
  });

  it('connects again after a stop once the user signs out and in again (suspend, then retryNow)', async () => {
    let calls = 0;
    const server = sseServer(() => (++calls === 1 ? new Response(null, { status: 403 }) : undefined));
    const { stream, setToken } = makeStream(server);
    stream.start();
    await flush();
    expect(stream.getSnapshot().status).toBe('closed');
    // Signed out: the tab becoming visible without a token changes nothing.
    setToken(undefined);
    stream.suspend();
    visibility.setVisible(false);
    visibility.setVisible(true);
    await flush();
    expect(server.connections).toHaveLength(1);
    // Signed in (as someone else, maybe): the stop was about the previous session.
    setToken('tok-other');
    stream.retryNow();
    await flush();
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]?.headers.get('authorization')).toBe('Bearer tok-other');
    expect(stream.getSnapshot().status).toBe('open');
    stream.close();
  });

  it('connects again after a stop on an explicit start()', async () => {
    let calls = 0;
    const server = sseServer(() => (++calls === 1 ? new Response(null, { status: 204 }) : undefined));
    const { stream } = makeStream(server);
    stream.start();
    await flush();
    expect(stream.getSnapshot().status).toBe('closed');
    stream.start();
    await flush();
    expect(server.connections).toHaveLength(2);
    expect(stream.getSnapshot().status).toBe('open');
    stream.close();
  });

  it('close() leaves no timers and makes no further connects', async () => {
    const server = sseServer(() => new Response('x', { status: 500 }));
    const { stream } = makeStream(server);
    stream.start();
    await flush();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    stream.close();
    expect(vi.getTimerCount()).toBe(0);
    expect(stream.getSnapshot().status).toBe('closed');
    online.setOnline(false);
    online.setOnline(true);
    stream.retryNow();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(server.connections).toHaveLength(1);
    expect(online.hasListeners()).toBe(false);
  });

  it('aborts an open connection on close()', async () => {
    const server = sseServer();
    const { stream } = makeStream(server);
    stream.start();
    await flush();
    stream.close();
    expect(server.connections[0]?.aborted()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('suspend() drops the connection but retryNow() resumes', async () => {
    const server = sseServer();
    const { stream } = makeStream(server);
    stream.start();
    await flush();
    stream.suspend();
    expect(stream.getSnapshot().status).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
    stream.retryNow();
    await flush();
    expect(server.connections).toHaveLength(2);
    stream.close();
  });

  describe('following the session', () => {
    /** A session the test signs in and out; the stream watches it. */
    const fakeSession = () => {
      const listeners = new Set<() => void>();
      let authenticated = true;
      return {
        subscribe(listener: () => void) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        getSnapshot: () => ({ authenticated }),
        set(next: boolean) {
          authenticated = next;
          for (const listener of [...listeners]) listener();
        },
        listening: () => listeners.size,
      };
    };

    it('drops the open connection at once on sign-out and sends nothing until someone signs in again', async () => {
      const server = sseServer();
      const session = fakeSession();
      // The token lingers (a host that forgets it late): the session alone must stop the stream.
      const { stream, setToken } = makeStream(server, { session });
      stream.start();
      await flush();
      expect(stream.getSnapshot().status).toBe('open');
      session.set(false);
      expect(server.connections[0]?.aborted()).toBe(true);
      expect(stream.getSnapshot().status).toBe('idle');
      expect(vi.getTimerCount()).toBe(0);
      // Nothing wakes it: not the network, not the tab, not a successful call, not the time the server
      // would have ended the connection (the token's expiry).
      online.setOnline(false);
      online.setOnline(true);
      visibility.setVisible(false);
      visibility.setVisible(true);
      stream.retryNow();
      await vi.advanceTimersByTimeAsync(120_000);
      expect(server.connections).toHaveLength(1);
      setToken('tok-next');
      session.set(true);
      await flush();
      expect(server.connections).toHaveLength(2);
      expect(server.connections[1]?.headers.get('authorization')).toBe('Bearer tok-next');
      expect(stream.getSnapshot().status).toBe('open');
      stream.close();
      expect(session.listening()).toBe(0);
    });

    it('cancels a pending reconnect on sign-out', async () => {
      const server = sseServer(() => new Response('x', { status: 500 }));
      const session = fakeSession();
      const { stream } = makeStream(server, { session });
      stream.start();
      await flush();
      expect(stream.getSnapshot().status).toBe('connecting');
      session.set(false);
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(server.connections).toHaveLength(1);
      stream.close();
    });

    it('stops, rather than retrying later, when the refresh after a 401 ends the session', async () => {
      const server = sseServer(() => new Response(null, { status: 401 }));
      const session = fakeSession();
      const { stream, refresh, setToken } = makeStream(server, { session });
      refresh.mockImplementation(async () => {
        // The provider refused the grant: auth clears the tokens and reports signed out.
        setToken(undefined);
        session.set(false);
        throw Object.assign(new Error('invalid_grant'), { name: 'ConsoleError', code: 'grant_refused', status: 400 });
      });
      stream.start();
      await flush();
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(server.connections.map((c) => c.headers.get('authorization'))).toEqual(['Bearer tok-1']);
      expect(stream.getSnapshot().status).toBe('idle');
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(server.connections).toHaveLength(1);
      stream.close();
    });

    it('stays idle when started while signed out, whatever token is stored', async () => {
      const server = sseServer();
      const session = fakeSession();
      session.set(false);
      const { stream } = makeStream(server, { session });
      stream.start();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(server.fetchImpl).not.toHaveBeenCalled();
      expect(stream.getSnapshot().status).toBe('idle');
      session.set(true);
      await flush();
      expect(server.connections).toHaveLength(1);
      stream.close();
    });
  });
});
