import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '../api';
import { STREAM_STATES } from '../stream/streamStatus';
import { Subscribable } from '../subscribable';
import { FakeAuth } from '../testing/fakeAuth';
import { ToastStore } from '../toasts/toastStore';
import { NotificationInbox } from './notificationInbox';
import type { UnreadStorage } from './unreadStorage';

class FakeStream extends Subscribable {
  state = STREAM_STATES.idle;
  start = vi.fn(() => this.set('open'));
  close = vi.fn(() => this.set('closed'));
  suspend = vi.fn(() => this.set('idle'));
  retryNow = vi.fn();
  #messages = new Set<(n: Notification) => void>();
  #resets = new Set<() => void>();
  getSnapshot = () => this.state;
  onReset(listener: () => void) {
    this.#resets.add(listener);
    return () => this.#resets.delete(listener);
  }
  reset() {
    for (const listener of this.#resets) listener();
  }
  onMessage(listener: (n: Notification) => void) {
    this.#messages.add(listener);
    return () => this.#messages.delete(listener);
  }
  emit(n: Notification) {
    for (const listener of this.#messages) listener(n);
  }
  set(status: keyof typeof STREAM_STATES) {
    this.state = STREAM_STATES[status];
    for (const listener of this.listeners) listener();
  }
}

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 1,
  type: 'project.created',
  category: 'PROJECT',
  severity: 'success',
  title: 'Project created',
  content: 'Vision Lab was created.',
  link: null,
  createdAt: '2026-11-21T20:00:00.000Z',
  isRead: false,
  ...overrides,
});

function setup(options: { authenticated?: boolean; stored?: number | null } = {}) {
  const stream = new FakeStream();
  const auth = new FakeAuth();
  auth.state = { authenticated: options.authenticated ?? true, status: 'signed-in' };
  let unreadOnServer = 3;
  const api = {
    users: { info: vi.fn(async () => ({ id: 7, totalUnreadNotification: unreadOnServer })) },
    notifications: {
      markRead: vi.fn(async (_userId: number, ids: number[]) => ({ totalUnreadNotification: 3 - ids.length })),
      markAllRead: vi.fn(async (_userId: number) => ({ totalUnreadNotification: 0 })),
    },
  };
  let stored = options.stored ?? null;
  const storage: UnreadStorage = {
    read: () => stored,
    write: (value) => {
      stored = value;
    },
  };
  const toasts = new ToastStore();
  const successListeners = new Set<() => void>();
  const inbox = new NotificationInbox({
    stream,
    auth,
    api,
    toasts,
    storage,
    onCallSucceeded: (listener) => {
      successListeners.add(listener);
      return () => successListeners.delete(listener);
    },
  });
  const changes: unknown[] = [];
  inbox.onFeedChange((change) => changes.push(change));
  return {
    inbox,
    stream,
    auth,
    api,
    toasts,
    changes,
    stored: () => stored,
    setServerUnread: (n: number) => {
      unreadOnServer = n;
    },
    callSucceeded: () => {
      for (const listener of successListeners) listener();
    },
  };
}

describe('NotificationInbox', () => {
  it('runs while subscribed: connects the stream, loads the count from user info, closes with the last listener', async () => {
    const { inbox, stream, api, stored } = setup();
    expect(stream.start).not.toHaveBeenCalled();
    const first = inbox.subscribe(() => {});
    const second = inbox.subscribe(() => {});
    expect(stream.start).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(inbox.getSnapshot()).toEqual({ unread: 3, userId: 7, status: 'open' }));
    expect(api.users.info).toHaveBeenCalledTimes(1);
    expect(stored()).toBe(3);
    first();
    expect(stream.close).not.toHaveBeenCalled();
    second();
    expect(stream.close).toHaveBeenCalledTimes(1);
  });

  it('a live notification raises the count, marks the feed out of date and toasts the four categories', async () => {
    const { inbox, stream, toasts, changes } = setup();
    const listener = vi.fn();
    inbox.subscribe(listener);
    await vi.waitFor(() => expect(inbox.getSnapshot().unread).toBe(3));
    const created = notification({ id: 10 });
    stream.emit(created);
    expect(inbox.getSnapshot().unread).toBe(4);
    expect(changes).toEqual([{ reason: 'notification', notification: created, userId: 7, tenancyChanged: true }]);
    expect(toasts.getSnapshot()).toMatchObject([{ severity: 'success', summary: 'Project created', life: 30_000 }]);

    stream.emit(notification({ id: 11, category: 'SYSTEM', severity: 'info', title: 'Maintenance' }));
    stream.emit(notification({ id: 12, category: 'SERVICE', type: 'service.ready', title: 'Ready' }));
    expect(inbox.getSnapshot().unread).toBe(6);
    expect(toasts.getSnapshot().map((t) => t.summary)).toEqual(['Project created', 'Ready']);
    expect(changes.map((c) => (c as { tenancyChanged: boolean }).tenancyChanged)).toEqual([true, false, false]);

    // Delivered twice (a resume overlap) or already read: the count stays.
    stream.emit(notification({ id: 12, category: 'SERVICE', type: 'service.ready', title: 'Ready' }));
    stream.emit(notification({ id: 13, isRead: true, severity: 'info' }));
    expect(inbox.getSnapshot().unread).toBe(6);
    expect(changes).toHaveLength(4);
  });

  it('after a reset of the stream (events it could not replay) reloads the count and marks the feed stale', async () => {
    const { inbox, stream, api, changes, setServerUnread, stored } = setup();
    inbox.subscribe(() => {});
    await vi.waitFor(() => expect(inbox.getSnapshot().unread).toBe(3));
    // Six notifications arrived while the stream was away, and the server could not replay them.
    setServerUnread(9);
    stream.reset();
    await vi.waitFor(() => expect(inbox.getSnapshot().unread).toBe(9));
    expect(api.users.info).toHaveBeenCalledTimes(2);
    expect(stored()).toBe(9);
    expect(changes).toEqual([{ reason: 'reset', userId: 7 }]);
  });

  it('a reset while a count is loading sends a new load, whose answer wins', async () => {
    const { inbox, stream, api, setServerUnread } = setup();
    let answerFirst: (v: { id: number; totalUnreadNotification: number }) => void = () => {};
    api.users.info.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answerFirst = resolve;
        }),
    );
    inbox.subscribe(() => {});
    setServerUnread(5);
    stream.reset();
    await vi.waitFor(() => expect(inbox.getSnapshot().unread).toBe(5));
    // The first load, sent before what was missed, answers late: it does not overwrite the newer count.
    answerFirst({ id: 7, totalUnreadNotification: 3 });
    await new Promise((r) => setTimeout(r, 0));
    expect(inbox.getSnapshot().unread).toBe(5);
    expect(api.users.info).toHaveBeenCalledTimes(2);
  });

  it('ignores a reset while signed out', async () => {
    const { inbox, stream, api, changes, auth } = setup();
    inbox.subscribe(() => {});
    await vi.waitFor(() => expect(api.users.info).toHaveBeenCalledTimes(1));
    auth.set(false);
    stream.reset();
    expect(api.users.info).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([]);
  });

  it('mark read and mark all read set the count from the answer and tell the feed', async () => {
    const { inbox, api, changes, stored } = setup();
    inbox.subscribe(() => {});
    await expect(inbox.markRead([4, 5])).resolves.toEqual({ totalUnreadNotification: 1 });
    expect(api.notifications.markRead).toHaveBeenCalledWith(7, [4, 5]);
    expect(inbox.getSnapshot().unread).toBe(1);
    await inbox.markAllRead();
    expect(api.notifications.markAllRead).toHaveBeenCalledWith(7);
    expect(inbox.getSnapshot().unread).toBe(0);
    expect(stored()).toBe(0);
    expect(changes).toEqual([
      { reason: 'read', userId: 7, unread: 1 },
      { reason: 'read', userId: 7, unread: 0 },
    ]);
  });

  it('does not let a user-info answer sent before a mark-read answer overwrite it', async () => {
    const { inbox, api } = setup();
    const stop = inbox.subscribe(() => {});
    await vi.waitFor(() => expect(inbox.getSnapshot().userId).toBe(7));
    let answerInfo: (value: { id: number; totalUnreadNotification: number }) => void = () => {};
    api.users.info.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answerInfo = resolve;
        }),
    );
    stop();
    inbox.subscribe(() => {}); // running again: the count is loaded afresh
    expect(api.users.info).toHaveBeenCalledTimes(2);
    await inbox.markAllRead();
    answerInfo({ id: 7, totalUnreadNotification: 9 });
    await vi.waitFor(() => expect(api.users.info).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inbox.getSnapshot().unread).toBe(0);
  });

  it('suspends the stream and forgets the count on sign-out; on sign-in it reloads and reconnects', async () => {
    const { inbox, stream, auth, api, stored, setServerUnread } = setup();
    inbox.subscribe(() => {});
    await vi.waitFor(() => expect(inbox.getSnapshot().unread).toBe(3));
    auth.set(false);
    expect(stream.suspend).toHaveBeenCalledTimes(1);
    expect(inbox.getSnapshot()).toEqual({ unread: 0, userId: undefined, status: 'idle' });
    expect(stored()).toBeNull();
    setServerUnread(5);
    auth.set(true);
    expect(stream.retryNow).toHaveBeenCalled();
    await vi.waitFor(() => expect(inbox.getSnapshot().unread).toBe(5));
    expect(api.users.info).toHaveBeenCalledTimes(2);
  });

  it('suspends and resumes the stream with the session even while nothing subscribes', () => {
    const { stream, auth } = setup();
    auth.set(false);
    expect(stream.suspend).toHaveBeenCalledTimes(1);
    auth.set(true);
    expect(stream.retryNow).toHaveBeenCalledTimes(1);
  });

  it('starts from the count kept in session storage, and loads none while signed out', () => {
    expect(setup({ stored: 4 }).inbox.getSnapshot().unread).toBe(4);
    const signedOut = setup({ authenticated: false, stored: 4 });
    signedOut.inbox.subscribe(() => {});
    expect(signedOut.inbox.getSnapshot().unread).toBe(0);
    expect(signedOut.api.users.info).not.toHaveBeenCalled();
  });

  it('retries the stream at once when any API call succeeds', () => {
    const { stream, callSucceeded } = setup();
    callSucceeded();
    expect(stream.retryNow).toHaveBeenCalledTimes(1);
  });

  it('follows the stream status with stable snapshots', () => {
    const { inbox, stream } = setup();
    const listener = vi.fn();
    inbox.subscribe(listener);
    const snapshot = inbox.getSnapshot();
    expect(inbox.getSnapshot()).toBe(snapshot);
    stream.set('connecting');
    expect(listener).toHaveBeenCalled();
    expect(inbox.getSnapshot().status).toBe('connecting');
  });

  it('keeps a throwing feed listener from breaking the others', async () => {
    const { inbox, stream, changes } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    inbox.onFeedChange(() => {
      throw new Error('listener bug');
    });
    const after = vi.fn();
    inbox.onFeedChange(after);
    inbox.subscribe(() => {});
    stream.emit(notification({ id: 20 }));
    expect(changes).toHaveLength(1);
    expect(after).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Notifications: a feed listener threw', expect.any(Error));
    warn.mockRestore();
  });

  it('destroy() stops listening to the session and closes the stream', () => {
    const { inbox, stream, auth } = setup();
    inbox.subscribe(() => {});
    inbox.destroy();
    expect(stream.close).toHaveBeenCalledTimes(1);
    auth.set(false);
    expect(stream.suspend).not.toHaveBeenCalled();
  });
});
