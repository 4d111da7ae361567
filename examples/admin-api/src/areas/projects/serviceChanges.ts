/**
 * Changes to a project's services: a new quota, adding one (provisioned in the background), redeploying
 * and removing one, each with its history entry, and provisioning itself: PROVISIONING when asked, READY
 * when the provisioner (`provisioner.ts`) finds it due. Each tells the project's people.
 */
import type { projectServiceRoutes } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { auditChanges, audited } from '../../audit/record';
import type { Db } from '../../db/database';
import type { RequestContext } from '../../env';
import { conflict, invalid, notFound } from '../../http/errors';
import type { BodyOf } from '../../http/resourceRoutes';
import { notice } from '../../notify/messages';
import type { JobContext, SystemActor } from '../../services/actor';
import type { Clock } from '../../sim/clock';
import type { Due } from '../../sim/reconciler';
import { oneService } from './queries';
import { serviceCatalogue } from './serviceCatalogue';
import { projectServices, projects, serviceEvents, services } from './tables';

/** Records something that happened to a project's service, for its detail's history. */
export async function recordServiceEvent(
  db: Db,
  e: {
    projectId: number;
    serviceId: number;
    kind: 'ADDED' | 'REDEPLOYED' | 'QUOTA_CHANGED';
    detail: string;
    actorId: number;
  },
) {
  await db.insert(serviceEvents).values(e);
}

/** Marks a service of a project PROVISIONING, READY at `readyAt` on the clock; `actorId` is told then. */
export async function startProvisioning(
  { db, clock }: { db: Db; clock: Clock },
  projectId: number,
  serviceId: number,
  actorId: number,
  readyAt: Date,
) {
  await db
    .update(projectServices)
    .set({ status: 'PROVISIONING', nextAt: readyAt, requestedBy: actorId, updatedAt: clock.now() })
    .where(and(eq(projectServices.projectId, projectId), eq(projectServices.serviceId, serviceId)));
}

/** PROVISIONING -> READY: the service is there; the project's people and who asked for it are told. */
export async function serviceReady({ db, notifier }: JobContext, due: Due<typeof projectServices>, _by: SystemActor) {
  const stored = await due.store({ status: 'READY', updatedAt: due.now, requestedBy: null }, null);
  if (!stored) return;
  const [info] = await db
    .select({
      service: services.name,
      project: projects.name,
      organizationId: projects.organizationId,
      branchId: projects.branchId,
    })
    .from(services)
    .innerJoin(projects, eq(projects.id, stored.projectId))
    .where(eq(services.id, stored.serviceId));
  if (!info) return;
  const { organizationId, branchId } = info;
  const scope = { level: 'project', organizationId, branchId, projectId: stored.projectId } as const;
  const ready = notice('service.ready', { service: info.service, project: info.project });
  const requestedBy = due.row.requestedBy;
  await notifier.notifyScope(scope, ready, requestedBy === null ? [] : [requestedBy]);
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
        .set({ quota: body.quota, updatedAt: v.services.clock.now() })
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
