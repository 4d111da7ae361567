import { createFetch } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { createAdminApi } from './index';

const recording = () => {
  const calls: string[] = [];
  const $fetch = createFetch({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const body = await request.text();
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}${body ? ` ${body}` : ''}`);
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
  }).create({ baseURL: 'http://api.test' });
  return { api: createAdminApi($fetch), calls };
};

describe('support desk calls', () => {
  it('list tickets ID descending by default with the filters given, and leave the dashboard unsorted', async () => {
    const { api, calls } = recording();
    await api.tickets.list({ projectId: 4, status: 'OPEN', breached: true, search: '' });
    await api.tickets.dashboard({ organizationId: 1, from: '2026-01-01', to: undefined });
    expect(calls).toEqual([
      'GET /support/tickets?sortBy=ID&sortOrder=DESC&projectId=4&status=OPEN&breached=true',
      'GET /support/ticket-dashboard?organizationId=1&from=2026-01-01',
    ]);
  });

  it('work a ticket and manage SLA policies on their paths', async () => {
    const { api, calls } = recording();
    await api.tickets.update(3, { assigneeId: 9, status: 'IN_PROGRESS' });
    await api.tickets.addComment(3, { body: 'On it' });
    await api.tickets.history(3);
    await api.sla.update(2, { name: 'Gold' });
    await api.sla.remove(2);
    expect(calls).toEqual([
      'PUT /support/tickets/3 {"assigneeId":9,"status":"IN_PROGRESS"}',
      'POST /support/tickets/3/comments {"body":"On it"}',
      'GET /support/tickets/3/history',
      'PUT /support/sla-policies/2 {"name":"Gold"}',
      'DELETE /support/sla-policies/2',
    ]);
  });
});
