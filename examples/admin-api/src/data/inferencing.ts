import type { Deployment, DeploymentStatus } from '@console/contract';
import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { inferenceDeployments, predefinedModels, users } from '../db/schema';
import { modelNameOf } from '../inferencing/config';
import { containing, type ListOptions } from './tenancy';

/** A deployment as answered, before the caller's own access to it is added. */
export type DeploymentDto = Omit<z.input<typeof Deployment>, 'callerAccess'>;
type Row = typeof inferenceDeployments.$inferSelect;

/** Where a deployment's model answers: the reference server's own KServe v2 endpoint. */
export const endpointOf = (apiBase: string, row: Pick<Row, 'id' | 'name'>) =>
  `${apiBase}/inference/${row.id}/v2/models/${modelNameOf(row.name)}`;

/** Deployments as the contract answers them, in the order of `rows`. */
async function toDtos(db: Db, apiBase: string, rows: Row[]): Promise<DeploymentDto[]> {
  const modelIds = [...new Set(rows.flatMap((r) => (r.config.predefinedModelId ? [r.config.predefinedModelId] : [])))];
  const userIds = [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))];
  const models = modelIds.length
    ? await db
        .select({ id: predefinedModels.id, name: predefinedModels.name })
        .from(predefinedModels)
        .where(inArray(predefinedModels.id, modelIds))
    : [];
  const people = userIds.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
    : [];
  const modelName = new Map(models.map((m) => [m.id, m.name]));
  const personName = new Map(people.map((p) => [p.id, p.name]));
  return rows.map((r) => ({
    ...r.config,
    id: r.id,
    projectId: r.projectId,
    name: r.name,
    description: r.description,
    status: r.status,
    statusReason: r.statusReason,
    predefinedModelName: r.config.predefinedModelId ? (modelName.get(r.config.predefinedModelId) ?? null) : null,
    modelName: modelNameOf(r.name),
    endpointUrl: endpointOf(apiBase, r),
    activeVersion: r.activeVersion,
    requestCount: r.requestCount,
    meanLatencyMs: r.requestCount > 0 ? Math.round((r.totalLatencyMs / r.requestCount) * 100) / 100 : null,
    lastRequestAt: r.lastRequestAt?.toISOString() ?? null,
    createdBy: r.createdBy ? (personName.get(r.createdBy) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** One deployment of a project, or undefined (another project's deployment is not found). */
export async function deploymentDetail(db: Db, apiBase: string, projectId: number, id: number) {
  const rows = await db
    .select()
    .from(inferenceDeployments)
    .where(and(eq(inferenceDeployments.projectId, projectId), eq(inferenceDeployments.id, id)));
  return (await toDtos(db, apiBase, rows))[0];
}

/** A page of a project's deployments (`search` in the name, `status` filters; `visible` limits to the caller's). */
export async function deploymentPage(
  db: Db,
  apiBase: string,
  projectId: number,
  q: ListOptions & { status?: z.output<typeof DeploymentStatus> | undefined; offset: number; limit: number },
  visible?: SQL,
) {
  const where: SQL | undefined = and(
    eq(inferenceDeployments.projectId, projectId),
    visible,
    q.search ? ilike(inferenceDeployments.name, containing(q.search)) : undefined,
    q.status ? eq(inferenceDeployments.status, q.status) : undefined,
  );
  const column =
    q.sortBy === 'NAME'
      ? inferenceDeployments.name
      : q.sortBy === 'CREATED_AT'
        ? inferenceDeployments.createdAt
        : inferenceDeployments.id;
  const order = q.sortOrder === 'ASC' ? column : desc(column);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(inferenceDeployments).where(where);
  const rows = await db.select().from(inferenceDeployments).where(where).orderBy(order).limit(q.limit).offset(q.offset);
  return { items: await toDtos(db, apiBase, rows), total: count?.n ?? 0 };
}
