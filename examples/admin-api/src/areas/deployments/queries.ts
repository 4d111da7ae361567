/** Reads of deployments as the caller may see them: pages, details, versions, keys, timeline, permissions, windows. */
import type { Deployment, DeploymentStatus, TimelineAction } from '@console/contract';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReadCache } from '../../cache/readCache';
import type { Db } from '../../db/database';
import {
  afterBoundary,
  type Boundary,
  cachedTotal,
  type ListSort,
  lastBoundary,
  outlineOf,
  pageIdsOf,
  seekingPage,
} from '../../db/keyset';
import { rowsByIds } from '../../db/rowsByIds';
import { containing, type ListOptions } from '../../db/search';
import type { AppEnv, RequestContext } from '../../env';
import { notFound } from '../../http/errors';
import { predefinedModels } from '../models/tables';
import { users } from '../users/tables';
import { type DeploymentRole, deploymentRoles, seesAllKeys, visibleDeployments } from './access';
import { modelNameOf } from './config';
import {
  inferenceDeployments,
  inferenceEvents,
  inferenceKeys,
  inferencePermissions,
  inferenceSchedules,
  inferenceVersions,
} from './tables';

/** A deployment as answered, before the caller's own access to it is added. */
export type DeploymentDto = Omit<z.input<typeof Deployment>, 'callerAccess'>;
type Row = typeof inferenceDeployments.$inferSelect;

/** Where a deployment's model answers: the reference server's own KServe v2 endpoint. */
export const endpointOf = (apiBase: string, row: Pick<Row, 'id' | 'name'>) =>
  `${apiBase}/inference/${row.id}/v2/models/${modelNameOf(row.name)}`;

/** The names a deployment's answer shows: its predefined model's and its creator's (read with its row). */
interface Names {
  modelName: string | null;
  creatorName: string | null;
}

/**
 * Deployments as the contract answers them, in the order of `rows`; the model's and creator's names from `names`
 * (by deployment id) where the rows were read with them, else read here.
 */
async function toDtos(db: Db, apiBase: string, rows: Row[], names?: Map<number, Names>): Promise<DeploymentDto[]> {
  const modelIds = names
    ? []
    : [...new Set(rows.flatMap((r) => (r.config.predefinedModelId ? [r.config.predefinedModelId] : [])))];
  const userIds = names ? [] : [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))];
  const models = modelIds.length
    ? await db
        .select({ id: predefinedModels.id, name: predefinedModels.name })
        .from(predefinedModels)
        .where(inArray(predefinedModels.id, modelIds))
    : [];
  const people = userIds.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
    : [];
  const modelNames = new Map(models.map((m) => [m.id, m.name]));
  const personNames = new Map(people.map((p) => [p.id, p.name]));
  const modelName = names ? (_: number, r: Row) => names.get(r.id)?.modelName : (id: number) => modelNames.get(id);
  const personName = names ? (_: number, r: Row) => names.get(r.id)?.creatorName : (id: number) => personNames.get(id);
  // The configuration's fields by name: an object spread from the parsed JSON column, then grown by the
  // fields below, cost V8 about 0.1 ms a row (a third of the list's CPU time); these are built in one shape.
  return rows.map((row) => {
    const { config: c, ...r } = row;
    return {
      sourceType: c.sourceType,
      predefinedModelId: c.predefinedModelId,
      modelVersion: c.modelVersion,
      image: c.image,
      modelPath: c.modelPath,
      task: c.task,
      backend: c.backend,
      replicasMin: c.replicasMin,
      replicasMax: c.replicasMax,
      gpuType: c.gpuType,
      gpuCount: c.gpuCount,
      id: r.id,
      projectId: r.projectId,
      name: r.name,
      description: r.description,
      status: r.status,
      statusReason: r.statusReason,
      queueReason: r.status === 'QUEUED' ? r.queueReason : null,
      predefinedModelName: c.predefinedModelId ? (modelName(c.predefinedModelId, row) ?? null) : null,
      modelName: modelNameOf(r.name),
      endpointUrl: endpointOf(apiBase, r),
      activeVersion: r.activeVersion,
      requestCount: r.requestCount,
      meanLatencyMs: r.requestCount > 0 ? Math.round((r.totalLatencyMs / r.requestCount) * 100) / 100 : null,
      lastRequestAt: r.lastRequestAt?.toISOString() ?? null,
      createdBy: r.createdBy ? (personName(r.createdBy, row) ?? null) : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** One deployment of a project, or undefined (another project's deployment is not found). */
export async function deploymentDetail(db: Db, apiBase: string, projectId: number, id: number) {
  const rows = await db
    .select()
    .from(inferenceDeployments)
    .where(and(eq(inferenceDeployments.projectId, projectId), eq(inferenceDeployments.id, id)));
  return (await toDtos(db, apiBase, rows))[0];
}

/** The deployment list's orders, each ties broken by id descending (migration 0018's indexes). */
function deploymentSort(q: Pick<ListOptions, 'sortBy' | 'sortOrder'>): ListSort {
  const desc = q.sortOrder !== 'ASC';
  if (q.sortBy === 'NAME') return { value: inferenceDeployments.name, id: inferenceDeployments.id, desc };
  if (q.sortBy === 'CREATED_AT')
    return { value: inferenceDeployments.createdAt, type: 'timestamptz', id: inferenceDeployments.id, desc };
  return { id: inferenceDeployments.id, desc };
}

/** What moves the deployment list's pages and totals: the deployments, and who was granted which. */
const DEPLOYMENT_LIST_TABLES = ['inference_deployments', 'inference_permissions'] as const;

/**
 * A page of a project's deployments (`search` in the name, `status` filters; `visible` limits to the caller's,
 * `visibleKey` says whose that is): by keyset from the nearest earlier page whose end is known (see
 * `db/keyset.ts`), the total counted once per filter until the deployments change (with `reads`).
 */
export async function deploymentPage(
  db: Db,
  apiBase: string,
  projectId: number,
  q: ListOptions & { status?: z.output<typeof DeploymentStatus> | undefined; offset: number; limit: number },
  visible?: SQL,
  cache?: { reads: ReadCache; visibleKey: unknown },
) {
  const where: SQL | undefined = and(
    eq(inferenceDeployments.projectId, projectId),
    visible,
    // lower(…) LIKE, as the trigram index of migration 0012 is built on lower(name).
    q.search ? sql`lower(${inferenceDeployments.name}) like lower(${containing(q.search)})` : undefined,
    q.status ? eq(inferenceDeployments.status, q.status) : undefined,
  );
  const sort = deploymentSort(q);
  // The page's ids first, from an index in list order alone (a deep page skips index entries, not rows with
  // their configuration), then those rows.
  const read = async (from: { after: Boundary | undefined; offset: number }) => {
    const page = await pageIdsOf(
      db,
      inferenceDeployments,
      and(where, from.after ? afterBoundary(sort, from.after) : undefined),
      sort,
      q.limit,
      from.offset,
      q.search ? 'for-values' : 'once',
    );
    const found =
      page.length === 0
        ? []
        : await rowsByIds<typeof inferenceDeployments, Names>(
            db,
            inferenceDeployments,
            page.map((p) => p.id),
            {
              key: 'names',
              // As toDtos reads them: the model of the configuration's predefinedModelId, the creator by id.
              extra: {
                modelName: sql`(select m.name from ${predefinedModels} m
                  where m.id::text = ${inferenceDeployments.config}->>'predefinedModelId')`,
                creatorName: sql`(select u.name from ${users} u where u.id = ${inferenceDeployments.createdBy})`,
              },
            },
          );
    const byId = new Map(found.map((r) => [r.row.id, r]));
    // In the page's order; a deployment deleted between the two reads is left out.
    return { items: page.flatMap((p) => byId.get(p.id) ?? []), last: lastBoundary(page) };
  };
  const dtosOf = async (found: { row: Row; extra: Names }[], total: number) => ({
    items: await toDtos(
      db,
      apiBase,
      found.map((f) => f.row),
      new Map(found.map((f) => [f.row.id, f.extra])),
    ),
    total,
  });
  const count = async () => {
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(inferenceDeployments).where(where);
    return counted?.n ?? 0;
  };
  if (!cache) {
    const [page, total] = await Promise.all([read({ after: undefined, offset: q.offset }), count()]);
    return dtosOf(page.items, total);
  }
  const key = JSON.stringify(['deployments', projectId, cache.visibleKey, q.search ?? '', q.status ?? null]);
  const [rows, total] = await Promise.all([
    seekingPage({
      reads: cache.reads,
      key: JSON.stringify([key, q.sortBy ?? 'ID', q.sortOrder ?? 'DESC']),
      tables: DEPLOYMENT_LIST_TABLES,
      offset: q.offset,
      limit: q.limit,
      read,
      outline: (limit) => outlineOf(db, inferenceDeployments, where, sort, limit),
    }),
    cachedTotal(cache.reads, key, DEPLOYMENT_LIST_TABLES, count),
  ]);
  return dtosOf(rows, total);
}

/** A deployment's versions, newest first (`name` filters on `v<number>`); `active` marks the one serving. */
export async function versionsOf(db: Db, deployment: Pick<Row, 'id' | 'activeVersion'>, name?: string) {
  const rows = await db
    .select({
      id: inferenceVersions.id,
      number: inferenceVersions.number,
      config: inferenceVersions.config,
      createdBy: users.name,
      createdAt: inferenceVersions.createdAt,
    })
    .from(inferenceVersions)
    .leftJoin(users, eq(users.id, inferenceVersions.createdBy))
    .where(eq(inferenceVersions.deploymentId, deployment.id))
    .orderBy(desc(inferenceVersions.number));
  const wanted = name?.trim().toLowerCase();
  return rows
    .filter((v) => !wanted || `v${v.number}`.includes(wanted))
    .map((v) => ({
      ...v,
      name: `v${v.number}`,
      active: v.number === deployment.activeVersion,
      createdAt: v.createdAt.toISOString(),
    }));
}

/** A deployment's API keys (never their secrets): all of them, or only those `createdBy` made. */
export async function keysOf(db: Db, deploymentId: number, o: { name?: string | undefined; createdBy?: number }) {
  const rows = await db
    .select({
      keyId: inferenceKeys.id,
      name: inferenceKeys.name,
      prefix: inferenceKeys.prefix,
      createdBy: users.name,
      createdAt: inferenceKeys.createdAt,
      lastUsedAt: inferenceKeys.lastUsedAt,
      expiresAt: inferenceKeys.expiresAt,
    })
    .from(inferenceKeys)
    .leftJoin(users, eq(users.id, inferenceKeys.createdBy))
    .where(
      and(
        eq(inferenceKeys.deploymentId, deploymentId),
        o.name ? ilike(inferenceKeys.name, containing(o.name)) : undefined,
        o.createdBy === undefined ? undefined : eq(inferenceKeys.createdBy, o.createdBy),
      ),
    )
    .orderBy(desc(inferenceKeys.id));
  return rows.map((k) => ({
    ...k,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    expiresAt: k.expiresAt?.toISOString() ?? null,
  }));
}

/** The last 500 entries of a deployment's timeline, newest first. */
export async function timelineOf(db: Db, deploymentId: number) {
  const rows = await db
    .select({
      id: inferenceEvents.id,
      at: inferenceEvents.at,
      actor: users.name,
      action: inferenceEvents.action,
      detail: inferenceEvents.detail,
    })
    .from(inferenceEvents)
    .leftJoin(users, eq(users.id, inferenceEvents.actorId))
    .where(eq(inferenceEvents.deploymentId, deploymentId))
    .orderBy(desc(inferenceEvents.id))
    .limit(500);
  return rows.map((e) => ({ ...e, action: e.action as z.output<typeof TimelineAction>, at: e.at.toISOString() }));
}

/** The permission list of a deployment, by user name. */
export async function permissionsOf(db: Db, deploymentId: number) {
  return db
    .select({
      userId: inferencePermissions.userId,
      name: users.name,
      email: users.email,
      access: inferencePermissions.access,
    })
    .from(inferencePermissions)
    .innerJoin(users, eq(users.id, inferencePermissions.userId))
    .where(eq(inferencePermissions.deploymentId, deploymentId))
    .orderBy(asc(users.name));
}

type WindowRow = typeof inferenceSchedules.$inferSelect;

/** An uptime window as answered. */
export const windowDto = ({ createdAt, ...w }: WindowRow) => ({ ...w, createdAt: createdAt.toISOString() });

/** A deployment's uptime windows, in the order they were added. */
export async function windowsOfDeployment(db: Db, deploymentId: number) {
  return db
    .select()
    .from(inferenceSchedules)
    .where(eq(inferenceSchedules.deploymentId, deploymentId))
    .orderBy(asc(inferenceSchedules.id));
}

/** An uptime window of a deployment of the project in the path; another project's is not found. */
export async function windowOfProject(db: Db, projectId: number, id: number) {
  const [row] = await db
    .select({ window: inferenceSchedules })
    .from(inferenceSchedules)
    .innerJoin(inferenceDeployments, eq(inferenceDeployments.id, inferenceSchedules.deploymentId))
    .where(and(eq(inferenceSchedules.id, id), eq(inferenceDeployments.projectId, projectId)));
  if (!row) throw notFound('Scheduled uptime');
  return row.window;
}

/**
 * A page of a project's deployments as the caller may see them (admins all, project users those they
 * were granted), each with the caller's role on it.
 */
export async function visibleDeploymentPage(
  v: RequestContext,
  projectId: number,
  q: Parameters<typeof deploymentPage>[3],
) {
  const { db, config } = v.services;
  const { access, scope } = v;
  const visible = visibleDeployments(db, access, scope);
  const page = await deploymentPage(db, config.apiAudience, projectId, q, visible, {
    reads: v.services.reads,
    // Admins see every deployment of the project; others those granted to them.
    visibleKey: visible ? access.userId : 'all',
  });
  const roles = await deploymentRoles(
    db,
    access,
    scope,
    page.items.map((d) => d.id),
  );
  // Every listed deployment is one the caller holds a role on (the filter above); CALL is the floor.
  return { ...page, items: page.items.map((d) => ({ ...d, callerAccess: roles.get(d.id) ?? ('CALL' as const) })) };
}

/** A deployment of the project in the path; another project's is not found. */
export async function deploymentRow(v: RequestContext, projectId: number, id: number) {
  const [row] = await v.services.db
    .select()
    .from(inferenceDeployments)
    .where(and(eq(inferenceDeployments.projectId, projectId), eq(inferenceDeployments.id, id)));
  if (!row) throw notFound('Deployment');
  return row;
}

/** The deployment as answered, with what the caller may do with it (`role`, default: as authorized). */
export async function deploymentAsSeen(
  v: RequestContext & Pick<AppEnv['Variables'], 'deployment'>,
  projectId: number,
  id: number,
  role: DeploymentRole = v.deployment.role,
) {
  const found = await deploymentDetail(v.services.db, v.services.config.apiAudience, projectId, id);
  if (!found) throw notFound('Deployment');
  return { ...found, callerAccess: role };
}

/** The versions of a deployment of the project, optionally those whose name matches. */
export async function visibleVersions(v: RequestContext, projectId: number, id: number, name?: string) {
  return versionsOf(v.services.db, await deploymentRow(v, projectId, id), name);
}

/** The timeline of a deployment of the project. */
export async function visibleTimeline(v: RequestContext, projectId: number, id: number) {
  return timelineOf(v.services.db, (await deploymentRow(v, projectId, id)).id);
}

/** The permissions granted on a deployment of the project. */
export async function visiblePermissions(v: RequestContext, projectId: number, id: number) {
  return permissionsOf(v.services.db, (await deploymentRow(v, projectId, id)).id);
}

/** The keys of a deployment the caller sees: all of them for its managers, else only their own. */
export async function visibleKeys(
  v: RequestContext & Pick<AppEnv['Variables'], 'deployment'>,
  projectId: number,
  id: number,
  name?: string,
) {
  const row = await deploymentRow(v, projectId, id);
  const own = seesAllKeys(v.deployment.role) ? {} : { createdBy: v.access.userId };
  return keysOf(v.services.db, row.id, { name, ...own });
}

/** The uptime windows of a deployment of the project, as answered. */
export async function visibleWindows(v: RequestContext, projectId: number, deploymentId: number) {
  const row = await deploymentRow(v, projectId, deploymentId);
  return (await windowsOfDeployment(v.services.db, row.id)).map(windowDto);
}
