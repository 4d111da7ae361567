import { describe, expect, it, vi } from 'vitest';
import type { UnreadStorage } from '../notifications/unreadStorage';
import { FakeAuth } from '../testing/fakeAuth';
import { ToastStore } from '../toasts/toastStore';
import { DeferredEventStream, DeferredInbox } from './deferredLive';

/** A stream that may never connect (no token): it stays idle once started. */
const idleStream = () =>
  new DeferredEventStream({
    url: 'http://api.test/notifications/sse',
    fetch: () => new Promise(() => {}),
    canConnect: () => false,
    locks: null,
    createChannel: null,
  });

function setup(stored: number | null = 5) {
  const auth = new FakeAuth();
  const storage = { read: () => stored, write: vi.fn<UnreadStorage['write']>() };
  const info = vi.fn(async () => ({ id: 7, totalUnreadNotification: 3 }));
  const stream = idleStream();
  const inbox = new DeferredInbox({
    stream,
    auth,
    api: { users: { info }, notifications: { markRead: vi.fn(), markAllRead: vi.fn() } },
    toasts: new ToastStore(),
    storage,
  });
  return { auth, storage, info, stream, inbox };
}

describe('the client stream and inbox before their code loads', () => {
  it('answer as a stream and an inbox that have not started', () => {
    const { inbox, stream, info } = setup();
    expect(stream.getSnapshot()).toEqual({ status: 'idle' });
    expect(stream.getLastEventId()).toBeUndefined();
    const first = inbox.getSnapshot();
    expect(first).toEqual({ unread: 5, userId: undefined, status: 'idle' });
    // A stable object until it changes (useSyncExternalStore relies on it).
    expect(inbox.getSnapshot()).toBe(first);
    expect(info).not.toHaveBeenCalled();
  });

  it('a stream closed before it ever started says so to its listeners', () => {
    const stream = idleStream();
    const listener = vi.fn();
    stream.subscribe(listener);
    stream.close();
    expect(stream.getSnapshot()).toEqual({ status: 'closed' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('forgets the kept count at a sign-out, as the inbox does', () => {
    const { auth, inbox, storage } = setup();
    expect(inbox.getSnapshot().unread).toBe(5);
    auth.set(false);
    expect(storage.write).toHaveBeenCalledWith(null);
    expect(inbox.getSnapshot()).toEqual({ unread: 0, userId: undefined, status: 'idle' });
  });

  it('a subscriber gets the inbox once it loads: the user and count, the stream started', async () => {
    const { inbox, info } = setup();
    const listener = vi.fn();
    const feed = vi.fn();
    inbox.onFeedChange(feed);
    const off = inbox.subscribe(listener);
    await vi.waitFor(() => expect(inbox.getSnapshot()).toMatchObject({ unread: 3, userId: 7 }));
    expect(info).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalled();
    off();
    // The last subscriber gone: the stream the inbox started is closed.
    expect(inbox.getSnapshot().status).toBe('closed');
  });

  it('marks read through the inbox once it has loaded', async () => {
    const { inbox } = setup();
    const markRead = vi.fn(async () => ({ totalUnreadNotification: 1 }));
    const auth = new FakeAuth();
    const withCalls = new DeferredInbox({
      stream: idleStream(),
      auth,
      api: {
        users: { info: async () => ({ id: 9, totalUnreadNotification: 2 }) },
        notifications: { markRead, markAllRead: vi.fn() },
      },
      toasts: new ToastStore(),
      storage: null,
    });
    await expect(withCalls.markRead([4])).resolves.toEqual({ totalUnreadNotification: 1 });
    expect(markRead).toHaveBeenCalledWith(9, [4]);
    expect(withCalls.getSnapshot().unread).toBe(1);
    inbox.destroy();
    withCalls.destroy();
  });
});
