import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestStack } from '../../testing/harness';
import { inferenceDeployments, inferencePermissions } from '../deployments/tables';
import { notebooks } from '../notebooks/tables';
import { organizations } from '../organizations/tables';
import { projects } from '../projects/tables';
import { users } from '../users/tables';
import { tickets } from './tables';

const { ctx, call } = setupTestStack();

const ids = { acme: 0, globex: 0, vision: 0, forecast: 0, deployment: 0, notebook: 0 };
let deploymentName = '';

beforeAll(async () => {
  const db = ctx.database.db;
  const org = async (name: string) =>
    (await db.select().from(organizations).where(eq(organizations.name, name)))[0]?.id ?? 0;
  const project = async (name: string) => (await db.select().from(projects).where(eq(projects.name, name)))[0];
  ids.acme = await org('Acme AI');
  ids.globex = await org('Globex');
  ids.vision = (await project('Vision Lab'))?.id ?? 0;
  ids.forecast = (await project('Demand Forecast'))?.id ?? 0;
  const [deployment] = await db
    .select()
    .from(inferenceDeployments)
    .where(eq(inferenceDeployments.projectId, ids.vision));
  ids.deployment = deployment?.id ?? 0;
  deploymentName = deployment?.name ?? '';
  ids.notebook = (await db.select().from(notebooks).where(eq(notebooks.projectId, ids.vision)))[0]?.id ?? 0;
});

const ticket = (organizationId: number, related: unknown, projectId?: number) => ({
  organizationId,
  ...(projectId ? { projectId } : {}),
  subject: 'About a resource',
  description: 'It misbehaves.',
  category: 'INCIDENT',
  priority: 'LOW',
  related,
});

const ticketCount = async () => (await ctx.database.db.select({ id: tickets.id }).from(tickets)).length;

describe('a ticket’s related resource', () => {
  it('is refused with a 400 on related.id when it belongs to another organization, and nothing is stored', async () => {
    const before = await ticketCount();
    for (const kind of ['DEPLOYMENT', 'NOTEBOOK'] as const) {
      const id = kind === 'DEPLOYMENT' ? ids.deployment : ids.notebook;
      const res = await call<{ details: Record<string, unknown> }>('POST', '/support/tickets', {
        as: 'gil@globex.test',
        body: ticket(ids.globex, { kind, id, name: 'whatever' }),
      });
      expect(res.status, kind).toBe(400);
      expect(Object.keys(res.body.details)).toEqual(['related.id']);
    }
    expect(await ticketCount()).toBe(before);
  });

  it('is refused the same way when it does not exist, or lies in another project of the same organization', async () => {
    const missing = await call('POST', '/support/tickets', {
      as: 'org.admin@demo.test',
      body: ticket(ids.acme, { kind: 'DEPLOYMENT', id: 2_147_483_647, name: 'x' }),
    });
    expect(missing.status).toBe(400);
    const greta = await call('POST', '/support/tickets', {
      as: 'gil@globex.test',
      body: ticket(ids.globex, { kind: 'PROJECT_SERVICE', id: 1, name: 'Registry' }, ids.vision),
    });
    // Vision Lab is not Globex's: the scope itself is refused before the related resource is looked at.
    expect([400, 403, 404]).toContain(greta.status);
  });

  it('is stored with the resource’s own name when it lies inside the ticket’s scope', async () => {
    const res = await call<{ related: { kind: string; id: number; name: string } }>('POST', '/support/tickets', {
      as: 'project.admin@demo.test',
      body: ticket(ids.acme, { kind: 'DEPLOYMENT', id: ids.deployment, name: '<b>spoofed</b>' }, ids.vision),
    });
    expect(res.status).toBe(201);
    expect(res.body.related).toEqual({ kind: 'DEPLOYMENT', id: ids.deployment, name: deploymentName });
  });

  it('is refused, like one that does not exist, when the caller may not read it in their own project', async () => {
    const db = ctx.database.db;
    const before = await ticketCount();
    const [member] = await db.select().from(users).where(eq(users.email, 'member@demo.test'));
    const missing = await call<{ details: Record<string, unknown> }>('POST', '/support/tickets', {
      as: 'member@demo.test',
      body: ticket(ids.acme, { kind: 'DEPLOYMENT', id: 2_147_483_647, name: 'x' }, ids.vision),
    });
    // A deployment of Vision Lab the member holds no permission on, and a notebook of someone else there.
    const unseen = await call<{ details: Record<string, unknown> }>('POST', '/support/tickets', {
      as: 'member@demo.test',
      body: ticket(ids.acme, { kind: 'DEPLOYMENT', id: ids.deployment, name: 'x' }, ids.vision),
    });
    const [foreignNotebook] = await db
      .select()
      .from(notebooks)
      .where(and(eq(notebooks.projectId, ids.vision), ne(notebooks.ownerId, member?.id ?? 0)));
    const notebook = await call<{ details: Record<string, unknown> }>('POST', '/support/tickets', {
      as: 'member@demo.test',
      body: ticket(ids.acme, { kind: 'NOTEBOOK', id: foreignNotebook?.id ?? 0, name: 'x' }, ids.vision),
    });
    for (const refused of [unseen, notebook]) {
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(missing.body);
    }
    expect(JSON.stringify([unseen.body, notebook.body])).not.toContain(deploymentName);
    expect(await ticketCount()).toBe(before);
    // Granted CALL on the deployment, the member may name it.
    await db
      .insert(inferencePermissions)
      .values({ deploymentId: ids.deployment, userId: member?.id ?? 0, access: 'CALL' });
    const granted = await call('POST', '/support/tickets', {
      as: 'member@demo.test',
      body: ticket(ids.acme, { kind: 'DEPLOYMENT', id: ids.deployment, name: 'x' }, ids.vision),
    });
    expect(granted.status).toBe(201);
  });
});
