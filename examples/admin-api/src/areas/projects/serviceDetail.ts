import type { ServiceQuota } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../users/tables';
import type { ProjectServiceDto } from './queries';
import { ServiceId } from './serviceCatalogue';
import { serviceEvents } from './tables';

/** What each service's quota counts, in words. */
const units: Record<number, string> = {
  [ServiceId.ContainerRegistry]: 'repositories',
  [ServiceId.SourceRepository]: 'repositories',
  [ServiceId.ObjectStorage]: 'buckets',
  [ServiceId.ContinuousDelivery]: 'applications',
  [ServiceId.NotebookHub]: 'notebook replicas',
  [ServiceId.AiInferencing]: 'deployments',
};

/** A service of a project with its quota, use, unit and latest history (newest first). */
export async function serviceDetail(
  db: Db,
  projectId: number,
  service: ProjectServiceDto,
): Promise<z.infer<typeof ServiceQuota>> {
  const history = await db
    .select({
      id: serviceEvents.id,
      kind: serviceEvents.kind,
      detail: serviceEvents.detail,
      actorName: users.name,
      at: serviceEvents.at,
    })
    .from(serviceEvents)
    .leftJoin(users, eq(users.id, serviceEvents.actorId))
    .where(and(eq(serviceEvents.projectId, projectId), eq(serviceEvents.serviceId, service.serviceId)))
    .orderBy(desc(serviceEvents.id))
    .limit(50);
  return {
    serviceId: service.serviceId,
    name: service.name,
    status: service.status,
    quota: service.quota,
    used: service.used,
    unit: units[service.serviceId] ?? 'units',
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
  };
}
