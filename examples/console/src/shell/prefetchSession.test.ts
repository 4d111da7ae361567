import type { ConsoleClient } from '@console/core/client';
import { checkModuleEntry, createSelectionStore, userInfoQuery } from '@console/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchSession } from './prefetchSession';

const space = { isSuperAdmin: true, organizations: [] };
const info = { id: 1, username: 'super', isSuperAdmin: true };

function fakeClient(authenticated: boolean) {
  const users = { info: vi.fn(async () => info), space: vi.fn(async () => space) };
  const client = { auth: { getSnapshot: () => ({ authenticated }) }, api: { users } };
  return { client: client as unknown as ConsoleClient, users };
}

describe('prefetchSession', () => {
  it('asks for the info and the space side by side, and the guard and root reuse them', async () => {
    const { client, users } = fakeClient(true);
    const queryClient = new QueryClient();
    prefetchSession(client, queryClient);
    // Both requests are out before either answer is awaited.
    expect(users.info).toHaveBeenCalledTimes(1);
    expect(users.space).toHaveBeenCalledTimes(1);
    const store = createSelectionStore();
    const persist = { set: vi.fn() };
    await checkModuleEntry({ client, queryClient, store, persist } as never, 'super-admin');
    await queryClient.ensureQueryData(userInfoQuery(client));
    expect(users.space).toHaveBeenCalledTimes(1);
    expect(users.info).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing while signed out (the sign-in screen makes no API call)', () => {
    const { client, users } = fakeClient(false);
    prefetchSession(client, new QueryClient());
    expect(users.info).not.toHaveBeenCalled();
    expect(users.space).not.toHaveBeenCalled();
  });
});
