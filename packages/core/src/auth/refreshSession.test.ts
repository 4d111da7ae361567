import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../errors/consoleError';
import { fakeLocks, jsonResponse } from '../testing';
import { authSetup as setup, signedIn } from '../testing/authHarness';
import { StoreKey } from './tokenStore';

describe('AuthClient refresh', () => {
  it('makes one refresh request for twenty concurrent callers', async () => {
    const t = setup({ store: signedIn() });
    await Promise.all(Array.from({ length: 20 }, () => t.auth.refresh()));
    expect(t.fetchImpl).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(t.tokenCalls[0] ?? [])).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'old-refresh',
      client_id: 'frontend-client',
    });
    expect(t.auth.getAccessToken()).toBe('access-1');
  });

  it('makes one refresh request between two tabs; the other adopts the new tokens', async () => {
    const store = signedIn();
    const locks = fakeLocks();
    const a = setup({ store, locks });
    const b = setup({ store, locks });
    await Promise.all([a.auth.refresh(), b.auth.refresh()]);
    expect(a.fetchImpl.mock.calls.length + b.fetchImpl.mock.calls.length).toBe(1);
    expect(b.auth.getAccessToken()).toBe(a.auth.getAccessToken());
    expect(b.auth.getSnapshot().authenticated).toBe(true);
  });

  it('ends the session once and says "go to root" when the refresh is refused', async () => {
    const t = setup({ store: signedIn() });
    t.setTokenReply(async () => jsonResponse({ error: 'invalid_grant' }, 400));
    const onSignedOut = vi.fn();
    t.auth.onSignedOut(onSignedOut);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => t.auth.refresh()));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    await expect(t.auth.refresh()).rejects.toMatchObject({ code: ErrorCode.NoRefreshToken });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(t.auth.getSnapshot().authenticated).toBe(false);
    expect(t.store.get(StoreKey.RefreshToken)).toBeUndefined();
    expect(t.clearSessionStorage).toHaveBeenCalled();
  });

  it('keeps the user signed in when the refresh fails on the network', async () => {
    const t = setup({ store: signedIn() });
    t.setTokenReply(async () => {
      throw new TypeError('fetch failed');
    });
    const onSignedOut = vi.fn();
    t.auth.onSignedOut(onSignedOut);
    await expect(t.auth.refresh()).rejects.toMatchObject({ code: ErrorCode.Network });
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(t.auth.getSnapshot().authenticated).toBe(true);
    expect(t.store.get(StoreKey.RefreshToken)).toBe('old-refresh');
  });

  it('fails "No refresh token found" without one', async () => {
    const t = setup();
    await expect(t.auth.refresh()).rejects.toThrow('No refresh token found');
    expect(t.fetchImpl).not.toHaveBeenCalled();
  });
});

describe('AuthClient refresh without Web Locks', () => {
  it('adopts the tokens another tab rotated instead of signing out on the refused grant', async () => {
    const store = signedIn();
    const t = setup({ store });
    t.setTokenReply(async () => {
      // Another tab wins the race and stores its rotated tokens before our refused answer arrives.
      store.set(StoreKey.AccessToken, 'other-tab-access');
      store.set(StoreKey.RefreshToken, 'other-tab-refresh');
      return jsonResponse({ error: 'invalid_grant' }, 400);
    });
    const onSignedOut = vi.fn();
    t.auth.onSignedOut(onSignedOut);
    await t.auth.refresh();
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(t.auth.getAccessToken()).toBe('other-tab-access');
    expect(t.auth.getSnapshot().authenticated).toBe(true);
  });
});

describe('AuthClient refresh timing (fake timers)', () => {
  it('lets callers that arrive during a slow refresh share it, and refreshes again only afterwards', async () => {
    vi.useFakeTimers();
    try {
      const t = setup({ store: signedIn() });
      t.setTokenReply(
        () =>
          new Promise((resolve) =>
            setTimeout(() => resolve(jsonResponse({ access_token: 'a2', refresh_token: 'r2', id_token: 'i2' })), 5_000),
          ),
      );
      const first = t.auth.refresh();
      await vi.advanceTimersByTimeAsync(4_000);
      const late = t.auth.refresh();
      expect(late).toBe(first);
      await vi.advanceTimersByTimeAsync(1_000);
      await Promise.all([first, late]);
      expect(t.fetchImpl).toHaveBeenCalledTimes(1);
      expect(t.auth.getAccessToken()).toBe('a2');
      const again = t.auth.refresh();
      expect(again).not.toBe(first);
      await vi.advanceTimersByTimeAsync(5_000);
      await again;
      expect(t.fetchImpl).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
