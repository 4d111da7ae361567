import type { Notebook } from '@console/core';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { sampleChoices, sampleNotebooks } from './fixtures';

/** How long the mocked hub takes to start or stop an instance. */
const SETTLE_MS = 1200;

/**
 * The notebook hub calls of the mocked admin API (`/api` on any origin), for connected stories: the list
 * (search, paging), options, get, start, stop and delete. Start and stop settle by themselves after a
 * moment, as the reference server's hub does on its clock.
 */
export function mockNotebookApi(options: { empty?: boolean } = {}): RequestHandler[] {
  const rows: Notebook[] = options.empty
    ? []
    : sampleNotebooks().map((n, i) => ({
        ...n,
        projectId: 100,
        ownerId: i === 0 ? 7 : 4,
        imageId: 'jupyter-datascience',
        createdAt: '2026-01-05T09:00:00Z',
        updatedAt: '2026-01-05T09:00:00Z',
      }));
  const base = '*/api/workspace/project/:projectId/ai/jupyterhub';
  const find = (id: unknown) => rows.find((n) => n.id === Number(id));
  const settle = (n: Notebook, to: 'RUNNING' | 'STOPPED') =>
    setTimeout(() => {
      n.status = to;
      n.url = to === 'RUNNING' ? `https://hub.example.test/hub/100/${n.id}/lab` : null;
    }, SETTLE_MS);
  return [
    http.get(`${base}/options`, () => HttpResponse.json(sampleChoices)),
    http.get(base, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const search = (q.get('search') ?? '').toLowerCase();
      const pageIndex = Number(q.get('pageIndex') ?? 0);
      const pageSize = Number(q.get('pageSize') ?? 10);
      const found = rows.filter((n) => n.name.toLowerCase().includes(search));
      const items = found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
      return HttpResponse.json({ items, pageIndex, pageSize, total: found.length });
    }),
    http.get(`${base}/:id`, ({ params }) => {
      const n = find(params.id);
      return n ? HttpResponse.json(n) : HttpResponse.json({ message: 'Notebook not found' }, { status: 404 });
    }),
    http.post(`${base}/:id/:action`, ({ params }) => {
      const n = find(params.id);
      if (!n) return HttpResponse.json({ message: 'Notebook not found' }, { status: 404 });
      const start = params.action === 'start';
      n.status = start ? 'PENDING' : 'STOPPING';
      n.url = null;
      n.statusReason = null;
      settle(n, start ? 'RUNNING' : 'STOPPED');
      return HttpResponse.json(n, { status: 202 });
    }),
    http.delete(`${base}/:id`, ({ params }) => {
      const index = rows.findIndex((n) => n.id === Number(params.id));
      const [gone] = index >= 0 ? rows.splice(index, 1) : [];
      return gone
        ? HttpResponse.json({ message: `${gone.name} deleted` })
        : HttpResponse.json({ message: 'Notebook not found' }, { status: 404 });
    }),
  ];
}
