import { type OpenAPIHono, z } from '@hono/zod-openapi';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { errorResponses, IdParams, json, jsonBody, queryId } from '../contract/common';
import { CatalogueService, Message, ProjectService } from '../contract/entities';
import { servicesOfProjects } from '../data/projects';
import type { Db } from '../db/database';
import { projectServices, services } from '../db/schema';
import type { AppEnv } from '../env';
import { endpoint } from '../http/endpoint';
import { conflict, invalid, notFound } from '../http/errors';

const serviceIdField = z.number().int().min(1).max(6);
const quotaField = z.number().int().min(0).max(100_000);

const status = endpoint('projects.status', {
  summary: 'The project’s services with status and quota (search by service name)',
  request: { params: IdParams, query: z.strictObject({ search: z.string().max(200).optional() }) },
  responses: { 200: json(z.array(ProjectService), 'Services'), ...errorResponses(404) },
});
const setQuota = endpoint('projects.setQuota', {
  summary: 'Set the quota of one of the project’s services (branch admins)',
  request: { params: IdParams, body: jsonBody(z.strictObject({ serviceId: serviceIdField, quota: quotaField })) },
  responses: { 200: json(ProjectService, 'The service'), ...errorResponses(404, 413, 415) },
});
const quota = endpoint('projects.quota', {
  summary: 'Quota and use of one of the project’s services',
  request: {
    params: z.strictObject({
      id: IdParams.shape.id,
      serviceId: z
        .string()
        .regex(/^[1-6]$/, 'Unknown service')
        .transform(Number)
        .openapi({ param: { name: 'serviceId', in: 'path' }, type: 'integer' }),
    }),
  },
  responses: {
    200: json(
      z
        .object({ serviceId: z.number().int(), quota: z.number().int(), used: z.number().int() })
        .openapi('ServiceQuota'),
      'The quota',
    ),
    ...errorResponses(404),
  },
});
const available = endpoint('projects.availableServices', {
  summary: 'Catalogue services the project does not have yet',
  request: { params: IdParams },
  responses: { 200: json(z.array(CatalogueService), 'Services'), ...errorResponses(404) },
});
const current = endpoint('projects.currentServices', {
  summary: 'Services the project has, with status',
  request: { params: IdParams },
  responses: { 200: json(z.array(ProjectService), 'Services'), ...errorResponses(404) },
});
const add = endpoint('projects.addService', {
  summary: 'Add a service; it is PROVISIONING, then READY with a SERVICE notification',
  request: {
    params: IdParams,
    body: jsonBody(z.strictObject({ serviceId: serviceIdField, quota: quotaField.optional() })),
  },
  responses: { 202: json(ProjectService, 'Provisioning'), ...errorResponses(404, 409, 413, 415) },
});
const redeploy = endpoint('projects.redeployService', {
  summary: 'Redeploy a service: back to PROVISIONING, then READY',
  request: { params: IdParams, query: z.strictObject({ serviceId: queryId }) },
  responses: { 202: json(ProjectService, 'Provisioning'), ...errorResponses(404) },
});
const removeService = endpoint('projects.removeService', {
  summary: 'Remove a service from the project',
  request: { params: IdParams, query: z.strictObject({ serviceId: queryId }) },
  responses: { 200: json(Message, 'Removed'), ...errorResponses(404) },
});

async function oneService(db: Db, projectId: number, serviceId: number) {
  const service = (await servicesOfProjects(db, [projectId])).get(projectId)?.find((s) => s.serviceId === serviceId);
  if (!service) throw notFound('Service in this project');
  return service;
}

/** Project services: status and quota, the catalogue, add, redeploy, remove. */
export function registerProjectServiceRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(status, async (c) => {
    const { id } = c.req.valid('param');
    const map = await servicesOfProjects(c.var.services.db, [id], c.req.valid('query').search);
    return c.json(map.get(id) ?? [], 200);
  });

  app.openapi(setQuota, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db, notifier } = c.var.services;
    const service = await oneService(db, id, body.serviceId);
    if (body.quota < service.used) throw invalid({ quota: `Must be at least the ${service.used} in use` });
    await db
      .update(projectServices)
      .set({ quota: body.quota, updatedAt: new Date() })
      .where(and(eq(projectServices.projectId, id), eq(projectServices.serviceId, body.serviceId)));
    await notifier.notifyScope(
      c.var.scope,
      {
        type: 'service.quota-changed',
        category: 'SERVICE',
        severity: 'info',
        title: `${service.name} quota changed`,
        content: `The quota of ${service.name} is now ${body.quota}.`,
        link: null,
      },
      [c.var.access.userId],
    );
    return c.json(await oneService(db, id, body.serviceId), 200);
  });

  app.openapi(quota, async (c) => {
    const { id, serviceId } = c.req.valid('param');
    const s = await oneService(c.var.services.db, id, serviceId);
    return c.json({ serviceId: s.serviceId, quota: s.quota, used: s.used }, 200);
  });

  app.openapi(available, async (c) => {
    const { db } = c.var.services;
    const have = (await servicesOfProjects(db, [c.req.valid('param').id])).get(c.req.valid('param').id) ?? [];
    const ids = have.map((s) => s.serviceId);
    const rows = await db
      .select()
      .from(services)
      .where(ids.length > 0 ? notInArray(services.id, ids) : undefined)
      .orderBy(asc(services.id));
    return c.json(rows, 200);
  });

  app.openapi(current, async (c) => {
    const { id } = c.req.valid('param');
    return c.json((await servicesOfProjects(c.var.services.db, [id])).get(id) ?? [], 200);
  });

  app.openapi(add, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db, provisioner } = c.var.services;
    const scope = c.var.scope;
    if (scope.level !== 'project') throw notFound('Project');
    const inserted = await db
      .insert(projectServices)
      .values({ projectId: id, serviceId: body.serviceId, quota: body.quota ?? 10 })
      .onConflictDoNothing()
      .returning({ serviceId: projectServices.serviceId });
    if (inserted.length === 0) throw conflict('The project already has this service', { serviceId: 'Already added' });
    provisioner.schedule(scope, body.serviceId, c.var.access.userId);
    const service = await oneService(db, id, body.serviceId);
    await c.var.services.notifier.notifyScope(
      scope,
      {
        type: 'service.added',
        category: 'SERVICE',
        severity: 'info',
        title: `${service.name} is provisioning`,
        content: `${service.name} was added to the project and is being provisioned.`,
        link: null,
      },
      [c.var.access.userId],
    );
    return c.json(service, 202);
  });

  app.openapi(redeploy, async (c) => {
    const { id } = c.req.valid('param');
    const { serviceId } = c.req.valid('query');
    const { db, provisioner } = c.var.services;
    const scope = c.var.scope;
    if (scope.level !== 'project') throw notFound('Project');
    await oneService(db, id, serviceId);
    await db
      .update(projectServices)
      .set({ status: 'PROVISIONING', updatedAt: new Date() })
      .where(and(eq(projectServices.projectId, id), eq(projectServices.serviceId, serviceId)));
    provisioner.schedule(scope, serviceId, c.var.access.userId);
    return c.json(await oneService(db, id, serviceId), 202);
  });

  app.openapi(removeService, async (c) => {
    const { id } = c.req.valid('param');
    const { serviceId } = c.req.valid('query');
    const { db, notifier } = c.var.services;
    const service = await oneService(db, id, serviceId);
    await db
      .delete(projectServices)
      .where(and(eq(projectServices.projectId, id), eq(projectServices.serviceId, serviceId)));
    await notifier.notifyScope(
      c.var.scope,
      {
        type: 'service.removed',
        category: 'SERVICE',
        severity: 'info',
        title: `${service.name} removed`,
        content: `${service.name} was removed from the project.`,
        link: null,
      },
      [c.var.access.userId],
    );
    return c.json({ message: `${service.name} removed` }, 200);
  });
}
