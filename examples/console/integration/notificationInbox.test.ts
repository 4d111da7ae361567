/**
 * Core's notification inbox end to end against the reference server, with no React: a host signs in
 * through core, subscribes to `client.inbox`, and sees the unread count, the feed signal and the toast
 * for a notification the API raises.
 */
import { type AuthClient, createMemoryTokenStore, StoreKey } from '@console/core';
import { type ConsoleClient, createConsoleClient } from '@console/core/client';
import type { NotificationFeedChange } from '@console/core/notifications';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAtProvider } from './providerSignIn';
import { type ReferenceStack, startReferenceStack } from './referenceStack';

let stack: ReferenceStack;
let client: ConsoleClient<AuthClient>;
const store = createMemoryTokenStore();
const navigate = vi.fn<(url: string) => void>();
const logger = { warn: vi.fn(), error: vi.fn() };

beforeAll(async () => {
  stack = await startReferenceStack();
  client = createConsoleClient({
    apiBase: stack.apiUrl,
    oidc: { issuer: stack.issuer },
    appOrigin: stack.consoleOrigin,
    tokenStore: store,
    navigate,
    replaceUrl: () => {},
    locks: null,
    createChannel: null,
    logger,
  });
});

afterAll(async () => {
  client?.destroy();
  await stack?.stop();
});

describe('the notification inbox without React, against the reference server', () => {
  it('signs in through core: PKCE at the provider, the callback, tokens in the store', async () => {
    await client.auth.signIn({ returnTo: '/super-admin/notifications' });
    const authorizeUrl = navigate.mock.calls.at(-1)?.[0] ?? '';
    expect(authorizeUrl.startsWith(stack.issuer)).toBe(true);
    const callback = await signInAtProvider(
      authorizeUrl,
      { email: 'super@demo.test', password: stack.password },
      stack.consoleOrigin,
    );
    await expect(client.auth.handleCallback(callback)).resolves.toEqual({ returnTo: '/super-admin/notifications' });
    expect(client.auth.getSnapshot().authenticated).toBe(true);
  });

  it('subscribing connects the stream and loads the unread count of the signed-in user', async () => {
    const seen: number[] = [];
    const stop = client.inbox.subscribe(() => seen.push(client.inbox.getSnapshot().unread));
    try {
      await vi.waitFor(() => expect(client.inbox.getSnapshot().status).toBe('open'), { timeout: 15_000 });
      await vi.waitFor(() => expect(client.inbox.getSnapshot().userId).toBeDefined());
      const info = await client.api.users.info();
      expect(client.inbox.getSnapshot()).toEqual({
        unread: info.totalUnreadNotification,
        userId: info.id,
        status: 'open',
      });
      expect(info.totalUnreadNotification).toBeGreaterThan(0); // the demo data leaves some unread
    } finally {
      stop();
    }
    expect(client.inbox.getSnapshot().status).toBe('closed');
  });

  it('a notification raised through the API raises the count, signals the feed and shows the toast', async () => {
    const changes: NotificationFeedChange[] = [];
    const offFeed = client.inbox.onFeedChange((change) => changes.push(change));
    const stop = client.inbox.subscribe(() => {});
    try {
      await vi.waitFor(() => expect(client.inbox.getSnapshot().status).toBe('open'), { timeout: 15_000 });
      await vi.waitFor(() => expect(client.inbox.getSnapshot().userId).toBeDefined());
      const before = client.inbox.getSnapshot().unread;
      const name = `Inbox Org ${Date.now()}`;
      await client.api.organizations.create({ name });

      await vi.waitFor(() => expect(client.inbox.getSnapshot().unread).toBe(before + 1), { timeout: 15_000 });
      const arrived = changes.find((c) => c.reason === 'notification');
      expect(arrived).toMatchObject({
        reason: 'notification',
        userId: client.inbox.getSnapshot().userId,
        tenancyChanged: true,
        notification: { category: 'ORGANIZATION', severity: 'success', title: 'Organization created', isRead: false },
      });
      if (arrived?.reason !== 'notification') throw new Error('no notification arrived');
      expect(arrived.notification.content).toContain(name);
      expect(client.toasts.getSnapshot()).toContainEqual(
        expect.objectContaining({ severity: 'success', summary: 'Organization created', life: 30_000 }),
      );

      // The feed the signal points at has it on top, unread.
      const userId = client.inbox.getSnapshot().userId ?? 0;
      const feed = await client.api.notifications.list(userId, { pageIndex: 0, pageSize: 5 });
      expect(feed.items[0]).toMatchObject({ id: arrived.notification.id, isRead: false });

      // Marking it read goes through the inbox: the server's count comes back, and the feed is told.
      await client.inbox.markRead([arrived.notification.id]);
      expect(client.inbox.getSnapshot().unread).toBe(before);
      expect(changes.at(-1)).toEqual({ reason: 'read', userId, unread: before });
    } finally {
      offFeed();
      stop();
    }
  });

  it('a call with a spoiled access token refreshes once at the provider and succeeds', async () => {
    const refreshToken = store.get(StoreKey.RefreshToken);
    store.set(StoreKey.AccessToken, 'spoiled');
    const info = await client.api.users.info();
    expect(info.email).toBe('super@demo.test');
    expect(store.get(StoreKey.AccessToken)).not.toBe('spoiled');
    expect(store.get(StoreKey.RefreshToken)).not.toBe(refreshToken);
  });

  it('sign-out suspends the stream and forgets the count', async () => {
    const stop = client.inbox.subscribe(() => {});
    try {
      await vi.waitFor(() => expect(client.inbox.getSnapshot().status).toBe('open'), { timeout: 15_000 });
      await client.auth.signOut();
      expect(client.inbox.getSnapshot()).toEqual({ unread: 0, userId: undefined, status: 'idle' });
      expect(navigate.mock.calls.at(-1)?.[0]).toContain('post_logout_redirect_uri=');
    } finally {
      stop();
    }
  });
});
