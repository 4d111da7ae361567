import type { ConsoleClient } from '@console/core/client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { clusterListQuery, clusterSeriesQuery, clusterUsageQuery } from './clusterQueries';

const fakeClient = () => {
  const clusters = {
    list: vi.fn(async () => []),
    series: vi.fn(async () => ({ clusterId: 1, from: '', to: '', step: 300, points: [] })),
    usage: vi.fn(async () => ({ from: '', to: '', groupBy: 'project', items: [] })),
  };
  return { client: { api: { clusters } } as unknown as ConsoleClient, clusters };
};

describe('cluster query options', () => {
  const range = { from: '2026-01-04T00:00:00.000Z', to: '2026-01-05T00:00:00.000Z' };

  it('key each query by scope and range, so another range or scope is another query', () => {
    const { client } = fakeClient();
    const a = clusterSeriesQuery(client, 1, { organizationId: 2 }, range).queryKey;
    const b = clusterSeriesQuery(
      client,
      1,
      { organizationId: 2 },
      { ...range, from: '2026-01-03T00:00:00.000Z' },
    ).queryKey;
    const c = clusterSeriesQuery(client, 1, { branchId: 2 }, range).queryKey;
    expect(new Set([JSON.stringify(a), JSON.stringify(b), JSON.stringify(c)]).size).toBe(3);
    expect(clusterUsageQuery(client, {}, range).queryKey[1]).toBe('usage');
  });

  it('call the typed calls with the scope and range', async () => {
    const { client, clusters } = fakeClient();
    const queries = new QueryClient();
    await queries.fetchQuery(clusterListQuery(client, { projectId: 5 }));
    await queries.fetchQuery(clusterSeriesQuery(client, 3, { projectId: 5 }, { ...range, step: 600 }));
    await queries.fetchQuery(clusterUsageQuery(client, { projectId: 5 }, { ...range, groupBy: 'project' }));
    expect(clusters.list).toHaveBeenCalledWith({ projectId: 5 });
    expect(clusters.series).toHaveBeenCalledWith(3, { projectId: 5 }, { ...range, step: 600 });
    expect(clusters.usage).toHaveBeenCalledWith({ projectId: 5 }, { ...range, groupBy: 'project' });
  });
});
