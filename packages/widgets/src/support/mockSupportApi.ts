import type { SlaPolicy, Ticket } from '@console/core';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { samplePolicy, sampleTicket } from './fixtures';

const conflict = (field: string, message: string) =>
  HttpResponse.json({ message, details: { [field]: message } }, { status: 409 });

/**
 * The support desk's writes of the mocked admin API (`/api` on any origin), for connected stories: SLA policies
 * (list, get, create, update, delete; a second policy with a taken name is a 409 on `name`) and opening a ticket
 * (a subject of "conflict" is refused with a 400 on `subject`, as the reference server names a field).
 */
export function mockSupportApi(): RequestHandler[] {
  let policies: SlaPolicy[] = [
    samplePolicy(),
    samplePolicy({ id: 2, name: 'Premium support', isDefault: false }),
    samplePolicy({ id: 3, organizationId: 2, organizationName: 'Globex', name: 'Globex hours', canManage: false }),
  ];
  let nextId = 10;
  const taken = (name: string, except?: number) =>
    policies.some((p) => p.id !== except && p.name.toLowerCase() === name.trim().toLowerCase());
  const base = '*/api/support/sla-policies';
  return [
    http.get(base, () => HttpResponse.json({ items: policies, pageIndex: 0, pageSize: 20, total: policies.length })),
    http.get(`${base}/:id`, ({ params }) => {
      const found = policies.find((p) => p.id === Number(params.id));
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.post(base, async ({ request }) => {
      const body = (await request.json()) as Omit<SlaPolicy, 'id'>;
      if (taken(body.name)) return conflict('name', `A policy named ${body.name} already exists`);
      const created = samplePolicy({ ...body, id: nextId++ });
      policies.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`${base}/:id`, async ({ request, params }) => {
      const id = Number(params.id);
      const body = (await request.json()) as Partial<SlaPolicy>;
      if (body.name !== undefined && taken(body.name, id))
        return conflict('name', `A policy named ${body.name} already exists`);
      policies = policies.map((p) => (p.id === id ? { ...p, ...body } : p));
      return HttpResponse.json(policies.find((p) => p.id === id));
    }),
    http.delete(`${base}/:id`, ({ params }) => {
      policies = policies.filter((p) => p.id !== Number(params.id));
      return HttpResponse.json({ message: 'Deleted' });
    }),
    http.post('*/api/support/tickets', async ({ request }) => {
      const body = (await request.json()) as Partial<Ticket>;
      if (body.subject?.toLowerCase() === 'conflict')
        return HttpResponse.json(
          { message: 'Validation failed', details: { subject: 'Say what went wrong' } },
          { status: 400 },
        );
      return HttpResponse.json(sampleTicket({ ...body, id: nextId++ } as Partial<Ticket>), { status: 201 });
    }),
  ];
}
