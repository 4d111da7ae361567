import { createFetch } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { createInferencingCalls } from './inferencing';

/** The inferencing calls over a recording fetch that answers `{}`. */
const record = () => {
  const calls: [string, string, unknown][] = [];
  const $fetch = createFetch({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.text();
      const url = new URL(request.url);
      calls.push([request.method, `${url.pathname}${url.search}`, text ? JSON.parse(text) : undefined]);
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  }).create({ baseURL: 'http://api.test' });
  return { inf: createInferencingCalls($fetch), calls };
};

describe('inferencing calls', () => {
  it('use the spec’s paths and methods', async () => {
    const { inf, calls } = record();
    const base = '/workspace/project/4/ai/inferencing/projects';
    await inf.deployments(4, { search: 'chat', pageSize: 10 });
    await inf.createDeployment(4, { name: 'chat', sourceType: 'PREDEFINED', predefinedModelId: 1 });
    await inf.activateVersion(4, 9, 1);
    await inf.deleteKey(4, 9, 12);
    await inf.pause(4, 9);
    await inf.schedules(4, 9);
    await inf.updateSchedule(4, 3, { weekDays: ['MON'], start: '09:00', end: '17:00', timeZone: 'UTC' });
    await inf.credentials('registry.example.com');
    await inf.predefinedModels({ task: 'embedding' });
    await inf.metricsOfDeployments(4, { ids: '9,3', from: '2026-01-05T09:00:00Z', to: '2026-01-05T10:00:00Z' });
    expect(calls).toEqual([
      ['GET', `${base}/deployments?sortBy=ID&sortOrder=DESC&search=chat&pageSize=10`, undefined],
      ['POST', `${base}/deployments`, { name: 'chat', sourceType: 'PREDEFINED', predefinedModelId: 1 }],
      ['GET', `${base}/deployments/9/versions/1/activate`, undefined],
      ['DELETE', `${base}/deployments/9/key?keyId=12`, undefined],
      ['POST', `${base}/deployments/9/pause`, undefined],
      ['GET', `${base}/scheduled-uptime/?deploymentId=9`, undefined],
      ['PUT', `${base}/scheduled-uptime/3`, { weekDays: ['MON'], start: '09:00', end: '17:00', timeZone: 'UTC' }],
      ['GET', '/ai/inferencing/projects/credentials/?source=registry.example.com', undefined],
      ['GET', '/ai/inferencing/predefined-models?sortBy=ID&sortOrder=DESC&task=embedding', undefined],
      ['GET', `${base}/deployments/metrics?ids=9,3&from=2026-01-05T09:00:00Z&to=2026-01-05T10:00:00Z`, undefined],
    ]);
  });
});
