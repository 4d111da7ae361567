/**
 * Changes to a project's services: a new quota, adding one (provisioned in the background), redeploying
 * and removing one. Each records its history entry (`serviceDetail.ts`) and tells the project's people.
 */
import type { projectServiceRoutes } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { RequestContext } from '../../env';
import { conflict, invalid, notFound } from '../../http/errors';
import type { BodyOf } from '../../http/resourceRoutes';
import { notice } from '../../notify/messages';
import { auditChanges, audited } from '../audit/record';
import { servicesOfProjects } from './queries';
import { serviceCatalogue } from './serviceCatalogue';
import { recordServiceEvent } from './serviceDetail';
import { projectServices } from './tables';

/** One service of a project as listed; 404 when the project does not have it. */
export async function oneService(db: Db, projectId: number, serviceId: number) {
  const service = (await servicesOfProjects(db, [projectId])).get(projectId)?.find((s) => s.serviceId === serviceId);
  if (!service) throw notFound('Service in this project');
  return service;
}

/** Sets a service's quota (never below what is in use); answers the service. */
export async function setQuota(v: RequestContext, id: number, body: BodyOf<typeof projectServiceRoutes.setQuota>) {
  const { db, notifier } = v.services;
  const service = await oneService(db, id, body.serviceId);
  if (body.quota < service.used) throw invalid({ quota: `Must be at least the ${service.used} in use` });
  const resource = { kind: 'SERVICE' as const, id: body.serviceId, name: service.name };
  const changes = auditChanges(service, { quota: body.quota });
  await audited(
    v,
    () => changes && { action: 'UPDATE', resource, scope: v.scope, changes },
    (tx) =>
      tx
        .update(projectServices)
        .set({ quota: body.quota, updatedAt: new Date() })
        .where(and(eq(projectServices.projectId, id), eq(projectServices.serviceId, body.serviceId))),
  );
  const change = { projectId: id, serviceId: body.serviceId, actorId: v.access.userId };
  await recordServiceEvent(db, {
    ...change,
    kind: 'QUOTA_CHANGED',
    detail: `Quota ${service.quota} → ${body.quota}`,
  });
  await notifier.notifyScope(v.scope, notice('service.quota-changed', { service: service.name, quota: body.quota }), [
    v.access.userId,
  ]);
  return oneService(db, id, body.serviceId);
}

/** Adds a service to the project and starts provisioning it; answers the service (PROVISIONING). */
export async function addService(v: RequestContext, id: number, body: BodyOf<typeof projectServiceRoutes.add>) {
  const { db, provisioner } = v.services;
  const scope = v.scope;
  if (scope.level !== 'project') throw notFound('Project');
  const resource = {
    kind: 'SERVICE' as const,
    id: body.serviceId,
    name: serviceCatalogue.find((c) => c.id === body.serviceId)?.name ?? String(body.serviceId),
  };
  const changes = auditChanges({}, { quota: body.quota ?? 10 });
  const inserted = await audited<{ serviceId: number }[]>(
    v,
    (rows) => (rows.length ? { action: 'CREATE', resource, scope, changes } : undefined),
    (tx) =>
      tx
        .insert(projectServices)
        .values({ projectId: id, serviceId: body.serviceId, quota: body.quota ?? 10 })
        .onConflictDoNothing()
        .returning({ serviceId: projectServices.serviceId }),
  );
  if (inserted.length === 0) throw conflict('The project already has this service', { serviceId: 'Already added' });
  await provisioner.schedule(id, body.serviceId, v.access.userId);
  const added = `Added with a quota of ${body.quota ?? 10}`;
  await recordServiceEvent(db, {
    projectId: id,
    serviceId: body.serviceId,
    kind: 'ADDED',
    detail: added,
    actorId: v.access.userId,
  });
  const service = await oneService(db, id, body.serviceId);
  await v.services.notifier.notifyScope(scope, notice('service.added', { service: service.name }), [v.access.userId]);
  return service;
}

/** Provisions a service of the project again; answers the service. */
export async function redeployService(v: RequestContext, id: number, serviceId: number) {
  const { db, provisioner } = v.services;
  if (v.scope.level !== 'project') throw notFound('Project');
  await oneService(db, id, serviceId);
  await provisioner.schedule(id, serviceId, v.access.userId);
  await recordServiceEvent(db, {
    projectId: id,
    serviceId,
    kind: 'REDEPLOYED',
    detail: 'Redeployed',
    actorId: v.access.userId,
  });
  return oneService(db, id, serviceId);
}

/** Removes a service from the project; answers what was removed. */
export async function removeService(v: RequestContext, id: number, serviceId: number) {
  const { db, notifier } = v.services;
  const service = await oneService(db, id, serviceId);
  const resource = { kind: 'SERVICE' as const, id: serviceId, name: service.name };
  await audited(v, { action: 'DELETE', resource, scope: v.scope }, (tx) =>
    tx.delete(projectServices).where(and(eq(projectServices.projectId, id), eq(projectServices.serviceId, serviceId))),
  );
  await notifier.notifyScope(v.scope, notice('service.removed', { service: service.name }), [v.access.userId]);
  return service;
}
