import type { Notebook } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleProvider } from '../ConsoleProvider';
import { fakeClient, notification } from '../testing/fakeClient';
import { providerWrapper } from '../testing/providerWrapper';
import { notebookKeys, notebookListQuery, useLiveNotebooks, useNotebookPower } from './notebookQueries';

afterEach(cleanup);

const notebook = (status: Notebook['status']): Notebook => ({
  id: 3,
  projectId: 100,
  name: 'max-exploration',
  ownerId: 7,
  ownerName: 'Max',
  imageId: 'jupyter-datascience',
  imageName: 'Data science',
  size: 'SMALL',
  cpu: 1,
  memoryGiB: 4,
  gpuCount: 0,
  storageGiB: 20,
  status,
  statusReason: null,
  url: status === 'RUNNING' ? 'http://api.test/hub/100/3/lab' : null,
  lastActivityAt: null,
  idleTimeoutMinutes: 0,
  replicas: 1,
  createdAt: '2026-01-05T09:00:00Z',
  updatedAt: '2026-01-05T09:00:00Z',
});

function setup(statuses: Notebook['status'][]) {
  const { client, api } = fakeClient();
  let call = 0;
  const list = vi.fn(async () => {
    const status = statuses[Math.min(call++, statuses.length - 1)] ?? 'STOPPED';
    return { items: [notebook(status)], pageIndex: 0, pageSize: 20, total: 1 };
  });
  const stop = vi.fn(async () => notebook('STOPPING'));
  Object.assign(api.jupyterhub, { list, stop, start: vi.fn() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConsoleProvider client={client}>{children}</ConsoleProvider>
  );
  const hook = renderHook(() => ({ list: useQuery(notebookListQuery(client, 100)), power: useNotebookPower() }), {
    wrapper,
  });
  return { ...hook, list, stop };
}

describe('notebook queries', () => {
  it('poll while an instance is starting, and stop polling once it runs', async () => {
    const { result, list } = setup(['PENDING', 'RUNNING']);
    await waitFor(() => expect(result.current.list.data?.items[0]?.status).toBe('RUNNING'), { timeout: 4000 });
    const calls = list.mock.calls.length;
    await new Promise((r) => setTimeout(r, 1800));
    expect(list.mock.calls.length).toBe(calls);
  });

  it('stop an instance inline and refetch the list', async () => {
    const { result, list, stop } = setup(['RUNNING', 'STOPPING', 'STOPPED']);
    await waitFor(() => expect(result.current.list.data?.items[0]?.status).toBe('RUNNING'));
    await act(() => result.current.power.mutateAsync({ projectId: 100, id: 3, action: 'stop' }));
    expect(stop).toHaveBeenCalledWith(100, 3);
    await waitFor(() => expect(result.current.list.data?.items[0]?.status).toBe('STOPPED'), { timeout: 4000 });
    expect(list.mock.calls.length).toBeGreaterThanOrEqual(3);
  });
});

describe('useLiveNotebooks', () => {
  it("refetches the project's notebooks on a notebook notice, not on others or another project's queries", () => {
    const fake = fakeClient();
    const { queryClient, wrapper } = providerWrapper(fake.client);
    const mine = notebookKeys.detail(100, 3);
    const other = notebookKeys.detail(200, 4);
    queryClient.setQueryData(mine, notebook('PENDING'));
    queryClient.setQueryData(other, notebook('PENDING'));
    renderHook(() => useLiveNotebooks(100), { wrapper });
    act(() => fake.notifications.emit(notification({ id: 8, type: 'deployment.running' })));
    expect(queryClient.getQueryState(mine)?.isInvalidated).toBe(false);
    act(() => fake.notifications.emit(notification({ id: 9, type: 'notebook.running' })));
    expect(queryClient.getQueryState(mine)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
