import type { User } from '@console/core';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProvider } from '../ConsoleProvider';
import { fakeClient } from '../testing/fakeClient';
import { projectKeys } from './projectQueries';
import { useEditUser, userAdminKeys } from './userAdminQueries';
import { userKeys } from './userQueries';

afterEach(cleanup);

const saved = { id: 4, name: 'Max M.' } as User;

function setup() {
  const fake = fakeClient();
  const edit = vi.fn(async () => saved);
  Object.assign(fake.api.users, { edit });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const keys = {
    user: userAdminKeys.detail(4),
    info: userKeys.info(),
    space: userKeys.space(),
    projects: projectKeys.all,
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConsoleProvider client={fake.client} queryClient={queryClient}>
      {children}
    </ConsoleProvider>
  );
  const { result } = renderHook(() => useEditUser(), { wrapper });
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { result, edit, invalidated };
}

describe('useEditUser', () => {
  it('saves the whole edit in one call and refreshes what its parts change', async () => {
    const { result, edit, invalidated } = setup();
    const body = { name: 'Max M.', roles: [{ organizationId: 1, projectId: 100, role: 'ADMIN' as const }] };
    const user = await act(() => result.current.mutateAsync({ id: 4, body }));
    expect(user).toBe(saved);
    expect(edit).toHaveBeenCalledExactlyOnceWith(4, body);
    expect(invalidated()).toEqual(['user', 'info', 'space', 'projects']);
  });

  it('leaves the caller’s info, spaces and projects alone when only the activation changes', async () => {
    const { result, invalidated } = setup();
    await act(() => result.current.mutateAsync({ id: 4, body: { isActive: false } }));
    expect(invalidated()).toEqual(['user']);
  });
});
