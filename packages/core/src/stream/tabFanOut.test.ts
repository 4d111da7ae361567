import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeChannelHub, fakeLocks } from '../testing';
import {
  event,
  flush,
  installStreamTestEnvironment,
  makeStream,
  notification,
  sseServer,
} from '../testing/streamHarness';
import { loadConnection, loadTabFanOut } from './eventStream';
import { FOLLOWER_PING_MS, FOLLOWER_TIMEOUT_MS } from './followerRoster';

installStreamTestEnvironment();

// The connection code loads with the first connect and the tabs' sharing with the first start; loaded up front, the
// tests' steps need not wait for them.
beforeAll(() => Promise.all([loadConnection(), loadTabFanOut()]));

describe('EventStream across tabs', () => {
  it('keeps one connection per browser and fans messages out; the next tab takes over with Last-Event-ID', async () => {
    const server = sseServer();
    const locks = fakeLocks();
    const hub = fakeChannelHub();
    const a = makeStream(server, { locks, createChannel: () => hub() });
    const b = makeStream(server, { locks, createChannel: () => hub() });
    a.stream.start();
    b.stream.start();
    await flush();
    expect(server.connections).toHaveLength(1);
    server.connections[0]?.push(event(5));
    await flush();
    expect(a.messages).toEqual([notification(5)]);
    expect(b.messages).toEqual([notification(5)]);
    expect(b.stream.getSnapshot().status).toBe('open');

    a.stream.close();
    await flush();
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]?.headers.get('last-event-id')).toBe('5');
    server.connections[1]?.push(event(6));
    await flush();
    expect(b.messages).toEqual([notification(5), notification(6)]);
    expect(a.messages).toEqual([notification(5)]);
    b.stream.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells every tab when the server resets the stream, and the next tab resumes from the reset id', async () => {
    const server = sseServer();
    const locks = fakeLocks();
    const hub = fakeChannelHub();
    const a = makeStream(server, { locks, createChannel: () => hub() });
    const b = makeStream(server, { locks, createChannel: () => hub() });
    const resets = { a: 0, b: 0 };
    a.stream.onReset(() => resets.a++);
    b.stream.onReset(() => resets.b++);
    a.stream.start();
    b.stream.start();
    await flush();
    server.connections[0]?.push(`${event(5)}id: 40\nevent: reset\ndata: {"reason":"unknown-last-event-id"}\n\n`);
    await flush();
    expect(resets).toEqual({ a: 1, b: 1 });
    expect(b.messages).toEqual([notification(5)]);
    a.stream.close();
    await flush();
    expect(server.connections[1]?.headers.get('last-event-id')).toBe('40');
    b.stream.close();
  });

  it('tells the other tabs where a stream opened without an id stands, so the next tab resumes from there', async () => {
    const server = sseServer();
    const locks = fakeLocks();
    const hub = fakeChannelHub();
    const a = makeStream(server, { locks, createChannel: () => hub() });
    const b = makeStream(server, { locks, createChannel: () => hub() });
    a.stream.start();
    b.stream.start();
    await flush();
    // No notification yet: the stream's first event only says where a reconnect resumes from.
    server.connections[0]?.push(': connected\n\nid: 900\nevent: resume\ndata: {}\n\n');
    await flush();
    // A tab that joins afterwards hears it too, in answer to its hello.
    const c = makeStream(server, { locks, createChannel: () => hub() });
    c.stream.start();
    await flush();
    expect([a.messages, b.messages, c.messages]).toEqual([[], [], []]);
    a.stream.close();
    await flush();
    expect(server.connections[1]?.headers.get('last-event-id')).toBe('900');
    b.stream.close();
    await flush();
    expect(server.connections[2]?.headers.get('last-event-id')).toBe('900');
    c.stream.close();
  });

  it('lets a follower ask the leader to retry at once', async () => {
    const server = sseServer(() => new Response('x', { status: 503 }));
    const locks = fakeLocks();
    const hub = fakeChannelHub();
    const a = makeStream(server, { locks, createChannel: () => hub() });
    const b = makeStream(server, { locks, createChannel: () => hub() });
    a.stream.start();
    b.stream.start();
    await flush();
    expect(server.connections).toHaveLength(1);
    b.stream.retryNow();
    await flush();
    expect(server.connections).toHaveLength(2);
    a.stream.close();
    b.stream.close();
  });

  it('keeps a stream per tab where Web Locks are missing', async () => {
    const server = sseServer();
    const hub = fakeChannelHub();
    const a = makeStream(server, { locks: null, createChannel: () => hub() });
    const b = makeStream(server, { locks: null, createChannel: () => hub() });
    a.stream.start();
    b.stream.start();
    await flush();
    expect(server.connections).toHaveLength(2);
    a.stream.close();
    b.stream.close();
  });

  it('posts the events of one read chunk to the other tabs as one message, in order', async () => {
    const server = sseServer();
    const locks = fakeLocks();
    const hub = fakeChannelHub();
    const posted: unknown[] = [];
    const spying = () => {
      const channel = hub();
      return {
        ...channel,
        postMessage(data: unknown) {
          posted.push(data);
          channel.postMessage(data);
        },
      };
    };
    const a = makeStream(server, { locks, createChannel: spying });
    const b = makeStream(server, { locks, createChannel: () => hub() });
    a.stream.start();
    b.stream.start();
    await flush();
    posted.length = 0;
    server.connections[0]?.push(event(1) + event(2) + event(3));
    await flush();
    server.connections[0]?.push(event(4));
    await flush();
    expect(b.messages).toEqual([1, 2, 3, 4].map(notification));
    expect(posted.filter((m) => (m as { type: string }).type === 'notifications')).toHaveLength(2);
    expect(posted.some((m) => (m as { type: string }).type === 'notification')).toBe(false);

    // The status that follows a chunk reaches the followers after its messages; takeover resumes after the last.
    server.connections[0]?.push(event(5));
    server.connections[0]?.end();
    await flush();
    expect(b.messages.at(-1)).toEqual(notification(5));
    a.stream.close();
    await flush();
    expect(server.connections.at(-1)?.headers.get('last-event-id')).toBe('5');
    b.stream.close();
  });

  it('still understands a single message posted by a tab of an earlier version', async () => {
    const server = sseServer();
    const locks = fakeLocks();
    const hub = fakeChannelHub();
    const old = hub();
    const b = makeStream(server, { locks, createChannel: () => hub() });
    locks.request('console-notifications-leader', () => new Promise(() => undefined));
    b.stream.start();
    await flush();
    old.postMessage({ type: 'notification', id: '7', data: notification(7) });
    await flush();
    expect(b.messages).toEqual([notification(7)]);
    b.stream.close();
    old.close();
  });

  describe('posts messages only while another tab listens', () => {
    /** The server sends these events as one chunk on the current connection, and the tabs take them in. */
    async function send(server: ReturnType<typeof sseServer>, ...ids: number[]) {
      server.connections[0]?.push(ids.map(event).join(''));
      await flush();
    }

    /** A leader tab whose posts are recorded; a long heartbeat, as the tests wait minutes. */
    function spiedLeader(
      server: ReturnType<typeof sseServer>,
      hub: ReturnType<typeof fakeChannelHub>,
      locks: ReturnType<typeof fakeLocks>,
    ) {
      const posted: { type: string; ids?: unknown[] }[] = [];
      const leader = makeStream(server, {
        locks,
        heartbeatMs: 10 * 60_000,
        createChannel: () => {
          const channel = hub();
          return {
            ...channel,
            postMessage(data: unknown) {
              posted.push(data as { type: string });
              channel.postMessage(data);
            },
          };
        },
      });
      const batches = () => posted.filter((m) => m.type === 'notifications').map((m) => m.ids);
      return { ...leader, batches };
    }

    it('posts no messages while no other tab listens', async () => {
      const server = sseServer();
      const a = spiedLeader(server, fakeChannelHub(), fakeLocks());
      a.stream.start();
      await flush();
      await send(server, 1, 2);
      await send(server, 3);
      expect(a.messages).toEqual([1, 2, 3].map(notification));
      expect(a.batches()).toEqual([]);
      a.stream.close();
      expect(vi.getTimerCount()).toBe(0);
    });

    it('starts posting when a follower appears, and stops when it says goodbye', async () => {
      const server = sseServer();
      const hub = fakeChannelHub();
      const locks = fakeLocks();
      const a = spiedLeader(server, hub, locks);
      a.stream.start();
      await flush();
      await send(server, 1);
      const b = makeStream(server, { locks, createChannel: () => hub() });
      b.stream.start();
      await flush();
      expect(b.stream.getSnapshot().status).toBe('open'); // a new follower is told the current status
      await send(server, 2, 3);
      expect(b.messages).toEqual([2, 3].map(notification));
      expect(a.batches()).toEqual([['2', '3']]);

      b.stream.close();
      await flush();
      await send(server, 4);
      await send(server, 5);
      expect(a.batches()).toEqual([['2', '3']]);
      expect(a.messages).toHaveLength(5);
      a.stream.close();
    });

    it('forgets a follower that went silent without goodbye, and keeps one that re-announces', async () => {
      const server = sseServer();
      const hub = fakeChannelHub();
      const locks = fakeLocks();
      const a = spiedLeader(server, hub, locks);
      a.stream.start();
      await flush();
      const crashed = hub();
      crashed.postMessage({ type: 'hello', tab: 'crashed-tab' });
      await flush();
      await send(server, 1);
      expect(a.batches()).toEqual([['1']]);

      await vi.advanceTimersByTimeAsync(FOLLOWER_TIMEOUT_MS + 1);
      await send(server, 2);
      await send(server, 3);
      expect(a.batches()).toEqual([['1']]);

      // A live follower re-announces itself, so it is kept however long it stays.
      const b = makeStream(server, { locks, createChannel: () => hub() });
      b.stream.start();
      await vi.advanceTimersByTimeAsync(FOLLOWER_TIMEOUT_MS + FOLLOWER_PING_MS);
      await send(server, 4);
      await send(server, 5);
      expect(b.messages).toEqual([4, 5].map(notification));
      a.stream.close();
      b.stream.close();
      crashed.close();
    });
  });
});
