import { createFetch } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { createAdminApi } from './';

/** An admin API over a recording fetch that answers `{}` to everything. */
const api = () => {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const $fetch = createFetch({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.text();
      calls.push({ method: request.method, url: request.url, body: text ? JSON.parse(text) : undefined });
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  }).create({ baseURL: 'http://api.test' });
  return { api: createAdminApi($fetch), calls };
};

describe('createAdminApi', () => {
  it('lists projects with the default sort and leaves empty filters out', async () => {
    const { api: a, calls } = api();
    await a.projects.list({ orgId: 3, search: '', pageIndex: 0, pageSize: 20 });
    const url = new URL(calls[0]?.url ?? '');
    expect(url.pathname).toBe('/workspace/project');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      orgId: '3',
      pageIndex: '0',
      pageSize: '20',
      sortBy: 'ID',
      sortOrder: 'DESC',
    });
  });

  it('marks notifications read with the spec payload, and all read with PATCH', async () => {
    const { api: a, calls } = api();
    await a.notifications.markRead(7, [1, 2]);
    await a.notifications.markAllRead(7);
    expect(calls.map((c) => [c.method, new URL(c.url).pathname, c.body])).toEqual([
      ['POST', '/users/7/notification', { notificationIds: [1, 2] }],
      ['PATCH', '/users/7/notification', undefined],
    ]);
  });

  it('uses the spec paths for the user calls', async () => {
    const { api: a, calls } = api();
    await a.users.info();
    await a.users.space();
    await a.users.activate(4, false);
    await a.users.assign(4, { organizationId: 1, projectId: 2, role: 'MEMBER' });
    await a.users.unassign(4, { organizationId: 1, projectId: 2 });
    await a.users.exists('a+b@example.test');
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}${new URL(c.url).search}`)).toEqual([
      'GET /users/info',
      'GET /users/space',
      'PUT /users/4/activate/false',
      'POST /workspace/users/4',
      'DELETE /workspace/users/4?organizationId=1&projectId=2',
      'GET /users/isUserExit?email=a%2Bb%40example.test',
    ]);
  });

  it('sends a whole user edit as one request with its body as given', async () => {
    const { api: a, calls } = api();
    const body = {
      name: 'Max M.',
      isActive: false,
      roles: [{ organizationId: 1, branchId: 2, projectId: 3, role: 'ADMIN' as const }],
    };
    await a.users.edit(4, body);
    expect(calls.map((c) => [c.method, new URL(c.url).pathname, c.body])).toEqual([['POST', '/users/4/edit', body]]);
  });

  it('sends service changes as the spec queries them', async () => {
    const { api: a, calls } = api();
    await a.projects.redeployService(5, 3);
    await a.projects.removeService(5, 3);
    await a.projects.favorite(5, true);
    await a.jupyterhub.check(5);
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}${new URL(c.url).search}`)).toEqual([
      'PUT /workspace/project/5/service/redeploy?serviceId=3',
      'DELETE /workspace/project/5/service?serviceId=3',
      'POST /workspace/project/5/favorite?isFavorite=true',
      'GET /workspace/project/5/ai/Jupyterhub/check',
    ]);
  });
});

describe('cluster calls', () => {
  it('send the scope and range as query, leaving unset ids and options out', async () => {
    const { api: a, calls } = api();
    const range = { from: '2026-01-04T00:00:00.000Z', to: '2026-01-05T00:00:00.000Z' };
    await a.clusters.list({ organizationId: 3, branchId: undefined });
    await a.clusters.series(2, { projectId: 9 }, { ...range, step: 3600 });
    await a.clusters.usage({}, { ...range, groupBy: 'project' });
    await a.clusters.usage({ branchId: 4 }, range);
    expect(calls.map((c) => `${new URL(c.url).pathname}?${new URLSearchParams(new URL(c.url).search)}`)).toEqual([
      '/clusters?organizationId=3',
      `/clusters/2/utilisation?projectId=9&from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}&step=3600`,
      `/clusters/usage?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}&groupBy=project`,
      `/clusters/usage?branchId=4&from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`,
    ]);
  });
});
