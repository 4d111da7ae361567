import { createFetch } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { createJupyterhubCalls } from './jupyterhub';

/** The notebook calls over a recording fetch that answers `{}` to everything. */
const calls = () => {
  const seen: { method: string; url: string; body: unknown }[] = [];
  const $fetch = createFetch({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.text();
      seen.push({ method: request.method, url: request.url, body: text ? JSON.parse(text) : undefined });
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  }).create({ baseURL: 'http://api.test' });
  return { hub: createJupyterhubCalls($fetch), seen };
};

const line = (c: { method: string; url: string }) => `${c.method} ${new URL(c.url).pathname}${new URL(c.url).search}`;

describe('notebook hub calls', () => {
  it('lists with the default sort, a status filter and no empty search', async () => {
    const { hub, seen } = calls();
    await hub.list(7, { status: 'RUNNING', search: ' ', pageIndex: 1, pageSize: 10 });
    expect(line(seen[0] ?? { method: '', url: 'http://x' })).toBe(
      'GET /workspace/project/7/ai/jupyterhub?sortBy=ID&sortOrder=DESC&status=RUNNING&pageIndex=1&pageSize=10',
    );
  });

  it('sends every instance call to the spec’s paths with its body', async () => {
    const { hub, seen } = calls();
    const form = {
      name: 'n',
      imageId: 'i',
      size: 'SMALL' as const,
      gpuCount: 0,
      storageGiB: 10,
      idleTimeoutMinutes: 0,
    };
    await hub.options(7);
    await hub.create(7, form);
    await hub.scale(7, { instanceId: 3, replicas: 2 });
    await hub.get(7, 3);
    await hub.update(7, 3, { storageGiB: 20 });
    await hub.start(7, 3);
    await hub.stop(7, 3);
    await hub.remove(7, 3);
    await hub.check(7);
    expect(seen.map(line)).toEqual([
      'GET /workspace/project/7/ai/jupyterhub/options',
      'POST /workspace/project/7/ai/jupyterhub',
      'PUT /workspace/project/7/ai/jupyterhub',
      'GET /workspace/project/7/ai/jupyterhub/3',
      'PUT /workspace/project/7/ai/jupyterhub/3',
      'POST /workspace/project/7/ai/jupyterhub/3/start',
      'POST /workspace/project/7/ai/jupyterhub/3/stop',
      'DELETE /workspace/project/7/ai/jupyterhub/3',
      'GET /workspace/project/7/ai/Jupyterhub/check',
    ]);
    expect(seen.map((c) => c.body)).toEqual([
      undefined,
      form,
      { instanceId: 3, replicas: 2 },
      undefined,
      { storageGiB: 20 },
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
