import { projectServiceRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { projectServices, services } from '../../db/schema';
import type { AppEnv } from '../../env';
import { conflict, invalid, notFound } from '../../http/errors';
import { guarded } from '../../http/guarded';
import { notice } from '../../notify/messages';
import { servicesOfProjects } from './queries';
import { recordServiceEvent, serviceDetail } from './serviceDetail';

async function oneService(db: Db, projectId: number, serviceId: number) {
  const service = (await servicesOfProjects(db, [projectId])).get(projectId)?.find((s) => s.serviceId === serviceId);
  if (!service) throw notFound('Service in this project');
  return service;
}

/** Project services: status and quota, the catalogue, add, redeploy, remove. */
export function registerProjectServiceRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(guarded(routes.status), async (c) => {
    const { id } = c.req.valid('param');
    const map = await servicesOfProjects(c.var.services.db, [id], c.req.valid('query').search);
    return c.json(map.get(id) ?? [], 200);
  });

  app.openapi(guarded(routes.setQuota), async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { db, notifier } = c.var.services;
    const service = await oneService(db, id, body.serviceId);
    if (body.quota < service.used) throw invalid({ quota: `Must be at least the ${service.used} in use` });
    await db
      .update(projectServices)
      .set({ quota: body.quota, updatedAt: new Date() })
      .where(and(eq(projectServices.projectId, id), eq(projectServices.serviceId, body.serviceId)));
    const change = { projectId: id, serviceId: body.serviceId, actorId: c.var.access.userId };
    await recordServiceEvent(db, {
      ...change,
      kind: 'QUOTA_CHANGED',
      detail: `Quota ${service.quota} → ${body.quota}`,
    });
    await notifier.notifyScope(
      c.var.scope,
      notice('service.quota-changed', { service: service.name, quota: body.quota }),
      [c.var.access.userId],
    );
    return c.json(await oneService(db, id, body.serviceId), 200);
  });

  app.openapi(guarded(routes.quota), async (c) => {
    const { id, serviceId } = c.req.valid('param');
    const s = await oneService(c.var.services.db, id, serviceId);
    return c.json(await serviceDetail(c.var.services.db, id, s), 200);
  });

  app.openapi(guarded(routes.available), async (c) => {
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

  app.openapi(guarded(routes.current), async (c) => {
    const { id } = c.req.valid('param');
    return c.json((await servicesOfProjects(c.var.services.db, [id])).get(id) ?? [], 200);
  });

  app.openapi(guarded(routes.add), async (c) => {
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
    await provisioner.schedule(id, body.serviceId, c.var.access.userId);
    const added = `Added with a quota of ${body.quota ?? 10}`;
    await recordServiceEvent(db, {
      projectId: id,
      serviceId: body.serviceId,
      kind: 'ADDED',
      detail: added,
      actorId: c.var.access.userId,
    });
    const service = await oneService(db, id, body.serviceId);
    await c.var.services.notifier.notifyScope(scope, notice('service.added', { service: service.name }), [
      c.var.access.userId,
    ]);
    return c.json(service, 202);
  });

  app.openapi(guarded(routes.redeploy), async (c) => {
    const { id } = c.req.valid('param');
    const { serviceId } = c.req.valid('query');
    const { db, provisioner } = c.var.services;
    const scope = c.var.scope;
    if (scope.level !== 'project') throw notFound('Project');
    await oneService(db, id, serviceId);
    await provisioner.schedule(id, serviceId, c.var.access.userId);
    await recordServiceEvent(db, {
      projectId: id,
      serviceId,
      kind: 'REDEPLOYED',
      detail: 'Redeployed',
      actorId: c.var.access.userId,
    });
    return c.json(await oneService(db, id, serviceId), 202);
  });

  app.openapi(guarded(routes.remove), async (c) => {
    const { id } = c.req.valid('param');
    const { serviceId } = c.req.valid('query');
    const { db, notifier } = c.var.services;
    const service = await oneService(db, id, serviceId);
    await db
      .delete(projectServices)
      .where(and(eq(projectServices.projectId, id), eq(projectServices.serviceId, serviceId)));
    await notifier.notifyScope(c.var.scope, notice('service.removed', { service: service.name }), [
      c.var.access.userId,
    ]);
    return c.json({ message: `${service.name} removed` }, 200);
  });
}
