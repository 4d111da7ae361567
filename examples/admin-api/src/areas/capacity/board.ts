/**
 * The capacity board: per tenant one level below a scope (per workload for a project), its quota, what its running
 * workloads hold (allocation, as placement counts it), what they used at the last sample, and what of the quota is
 * free; and the workloads of the scope that wait in the capacity queue, with why and their place in it.
 */
import type { CapacityBoard } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { and, eq, isNotNull, max, sql } from 'drizzle-orm';
import { type Access, isAdminOf, type Scope } from '../../access/access';
import type { Db } from '../../db/database';
import { ApiError, notFound } from '../../http/errors';
import { branches } from '../branches/tables';
import type { MachineCluster, Workload } from '../clusters';
import { inScope, loadSnapshot, projectsInScope, tenantsOf } from '../clusters';
import { clusterProjectSamples } from '../clusters/tables';
import { deploymentRequest } from '../deployments';
import { inferenceDeployments } from '../deployments/tables';
import { notebookRequest } from '../notebooks';
import { notebooks } from '../notebooks/tables';
import { organizations } from '../organizations/tables';
import { serviceCatalogue } from '../projects';
import { projects } from '../projects/tables';
import { tenantQuotas } from '../quotas/tables';
import { users } from '../users/tables';
import { queueOrder } from './queue';

type Board = z.infer<typeof CapacityBoard>;
type Amounts = Workload['request'];
type RowLevel = Board['rowLevel'];

const ZERO: Amounts = { gpus: 0, cpuCores: 0, memoryGiB: 0 };
const plus = (a: Amounts, b: Amounts): Amounts => ({
  gpus: a.gpus + b.gpus,
  cpuCores: a.cpuCores + b.cpuCores,
  memoryGiB: a.memoryGiB + b.memoryGiB,
});
const round = (a: Amounts): Amounts => ({
  gpus: Math.round(a.gpus * 100) / 100,
  cpuCores: Math.round(a.cpuCores * 100) / 100,
  memoryGiB: Math.round(a.memoryGiB * 100) / 100,
});
/** What of a quota is free: never below zero (a tenant over its quota has nothing free). */
const freeOf = (quota: Amounts | null, allocated: Amounts): Amounts | null =>
  quota && {
    gpus: Math.max(0, quota.gpus - allocated.gpus),
    cpuCores: Math.max(0, quota.cpuCores - allocated.cpuCores),
    memoryGiB: Math.max(0, quota.memoryGiB - allocated.memoryGiB),
  };

const rowLevelOf = (scope: Scope): RowLevel =>
  scope.level === 'global'
    ? 'ORGANIZATION'
    : scope.level === 'organization'
      ? 'BRANCH'
      : scope.level === 'branch'
        ? 'PROJECT'
        : 'WORKLOAD';

/** The projects' use at the latest sample (each project's sum over clusters) and when that was. */
async function latestUse(db: Db, scope: Scope) {
  const s = clusterProjectSamples;
  const [last] = await db.select({ at: max(s.at) }).from(s);
  if (!last?.at) return { at: null, byProject: new Map<number, Amounts>() };
  const rows = await db
    .select({
      projectId: s.projectId,
      gpus: sql<number>`sum(${s.gpusUsed})`.mapWith(Number),
      cpuCores: sql<number>`sum(${s.cpuUsed})`.mapWith(Number),
      memoryGiB: sql<number>`sum(${s.memoryUsed})`.mapWith(Number),
    })
    .from(s)
    .innerJoin(projects, eq(projects.id, s.projectId))
    .where(and(eq(s.at, last.at), projectsInScope(scope)))
    .groupBy(s.projectId);
  return { at: last.at, byProject: new Map(rows.map((r) => [r.projectId, r as Amounts])) };
}

/** Every quota row of the tenants that matter to a scope, by `LEVEL:id`. */
async function quotasOf(db: Db, scope: Scope) {
  const rows = await db
    .select()
    .from(tenantQuotas)
    .where(scope.level === 'global' ? undefined : eq(tenantQuotas.organizationId, scope.organizationId));
  return new Map(
    rows.map((r) => [`${r.level}:${r.tenantId}`, { gpus: r.gpus, cpuCores: r.cpuCores, memoryGiB: r.memoryGiB }]),
  );
}

/** A workload waiting in the capacity queue, as the board lists it. */
interface Waiting {
  kind: 'NOTEBOOK' | 'DEPLOYMENT';
  id: number;
  name: string;
  projectId: number;
  projectName: string;
  organizationId: number;
  branchId: number;
  ownerId: number | null;
  ownerName: string;
  request: Amounts;
  reason: 'QUOTA' | 'NODE';
  detail: string;
  queuedAt: Date;
}

/** The queued notebooks and deployments of the whole platform, first come first, with their place. */
async function queue(db: Db) {
  const [nbs, deps] = await Promise.all([
    db
      .select({
        notebook: notebooks,
        projectName: projects.name,
        organizationId: projects.organizationId,
        branchId: projects.branchId,
        ownerName: users.name,
      })
      .from(notebooks)
      .innerJoin(projects, eq(projects.id, notebooks.projectId))
      .innerJoin(users, eq(users.id, notebooks.ownerId))
      .where(and(eq(notebooks.status, 'PENDING'), isNotNull(notebooks.queuedAt))),
    db
      .select({
        deployment: inferenceDeployments,
        projectName: projects.name,
        organizationId: projects.organizationId,
        branchId: projects.branchId,
        ownerName: users.name,
      })
      .from(inferenceDeployments)
      .innerJoin(projects, eq(projects.id, inferenceDeployments.projectId))
      .leftJoin(users, eq(users.id, inferenceDeployments.createdBy))
      .where(and(eq(inferenceDeployments.status, 'QUEUED'), isNotNull(inferenceDeployments.queuedAt))),
  ]);
  const waiting: Waiting[] = [
    ...nbs.map(({ notebook: n, ...r }) => ({
      ...r,
      kind: 'NOTEBOOK' as const,
      id: n.id,
      name: n.name,
      projectId: n.projectId,
      ownerId: n.ownerId,
      request: notebookRequest(n) ?? { ...ZERO },
      reason: n.queueReason ?? 'NODE',
      detail: n.statusReason ?? '',
      queuedAt: n.queuedAt as Date,
    })),
    ...deps.map(({ deployment: d, ...r }) => ({
      ...r,
      ownerName: r.ownerName ?? '',
      kind: 'DEPLOYMENT' as const,
      id: d.id,
      name: d.name,
      projectId: d.projectId,
      ownerId: d.createdBy,
      request: deploymentRequest(d.config),
      reason: d.queueReason ?? 'NODE',
      detail: d.statusReason ?? '',
      queuedAt: d.queuedAt as Date,
    })),
  ].sort(queueOrder);
  return waiting.map((w, i) => ({ ...w, position: i + 1 }));
}

/** Names of a project's workloads by key, and the owner of each notebook. */
async function workloadNames(db: Db, projectId: number) {
  const [nbs, deps] = await Promise.all([
    db
      .select({ id: notebooks.id, name: notebooks.name, ownerId: notebooks.ownerId })
      .from(notebooks)
      .where(eq(notebooks.projectId, projectId)),
    db
      .select({ id: inferenceDeployments.id, name: inferenceDeployments.name, ownerId: inferenceDeployments.createdBy })
      .from(inferenceDeployments)
      .where(eq(inferenceDeployments.projectId, projectId)),
  ]);
  const names = new Map<string, { name: string; ownerId?: number }>();
  for (const n of nbs) names.set(`notebook:${n.id}`, { name: n.name, ownerId: n.ownerId });
  for (const d of deps) names.set(`deployment:${d.id}`, { name: d.name, ...(d.ownerId ? { ownerId: d.ownerId } : {}) });
  for (const s of serviceCatalogue) names.set(`service:${projectId}:${s.id}`, { name: s.name });
  return names;
}

const kindOf = (key: string) =>
  key.startsWith('notebook:')
    ? ('NOTEBOOK' as const)
    : key.startsWith('deployment:')
      ? ('DEPLOYMENT' as const)
      : ('SERVICE' as const);
const idOf = (key: string) => Number(key.split(':').at(-1));

/** The tenant a scope is, by name. */
async function scopeName(db: Db, scope: Scope) {
  if (scope.level === 'global') return 'Platform';
  const [table, id] =
    scope.level === 'project'
      ? [projects, scope.projectId]
      : scope.level === 'branch'
        ? [branches, scope.branchId]
        : [organizations, scope.organizationId];
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  if (!row) throw notFound('Tenant');
  return row.name;
}

/**
 * A scope's capacity board as `access` may see it: a caller who does not administer the scope sees the tenant's
 * totals and, of the workloads and the queue, only their own notebooks and the deployments they created.
 */
export async function capacityBoard(db: Db, access: Access, scope: Scope, machine?: MachineCluster): Promise<Board> {
  const rowLevel = rowLevelOf(scope);
  const own = !isAdminOf(access, scope);
  // A member's board is their project's: the tenants beside theirs are their admins' business.
  if (own && scope.level !== 'project')
    throw new ApiError(403, 'Only admins see the capacity of a branch or organization; open your project’s board');
  const [name, snapshot, use, quotas, waiting, tenants] = await Promise.all([
    scopeName(db, scope),
    loadSnapshot(db, undefined, machine),
    latestUse(db, scope),
    quotasOf(db, scope),
    queue(db),
    tenantsOf(db, scope),
  ]);
  const workloads = [...[...snapshot.placement.byNode.values()].flat(), ...snapshot.placement.pending].filter((w) =>
    inScope(scope, w),
  );

  type Row = Board['rows'][number];
  const rows = new Map<string, Row>();
  const rowOf = (key: string, init: () => Omit<Row, 'allocated' | 'used' | 'free' | 'key'>) => {
    let row = rows.get(key);
    if (!row) {
      row = { ...init(), key, allocated: { ...ZERO }, used: null, free: null };
      rows.set(key, row);
    }
    return row;
  };
  const tenantKey = (t: (typeof tenants)[number]) =>
    rowLevel === 'ORGANIZATION'
      ? ['ORGANIZATION', t.organizationId, t.organizationName]
      : rowLevel === 'BRANCH'
        ? ['BRANCH', t.branchId, t.branchName]
        : ['PROJECT', t.projectId, t.projectName];
  const byProject = new Map(tenants.map((t) => [t.projectId, t]));

  let allocated = { ...ZERO };
  let used = { ...ZERO };
  if (rowLevel === 'WORKLOAD') {
    const projectId = scope.level === 'project' ? scope.projectId : 0;
    const names = await workloadNames(db, projectId);
    for (const w of workloads) {
      const named = names.get(w.key);
      allocated = plus(allocated, w.request);
      if (own && named?.ownerId !== access.userId) continue;
      const row = rowOf(w.key, () => ({
        level: 'WORKLOAD',
        id: idOf(w.key),
        name: named?.name ?? w.key,
        kind: kindOf(w.key),
        quota: null,
      }));
      row.allocated = plus(row.allocated, w.request);
    }
    used = use.byProject.get(projectId) ?? { ...ZERO };
  } else {
    for (const t of tenants) {
      const [level, id, tenantName] = tenantKey(t) as [Row['level'], number, string];
      rowOf(`${level}:${id}`, () => ({
        level,
        id,
        name: tenantName,
        kind: null,
        quota: quotas.get(`${level}:${id}`) ?? null,
      }));
    }
    for (const w of workloads) {
      const t = byProject.get(w.projectId);
      if (!t) continue;
      const [level, id] = tenantKey(t);
      const row = rows.get(`${level}:${id}`);
      if (row) row.allocated = plus(row.allocated, w.request);
      allocated = plus(allocated, w.request);
    }
    for (const [projectId, u] of use.byProject) {
      const t = byProject.get(projectId);
      if (!t) continue;
      const [level, id] = tenantKey(t);
      const row = rows.get(`${level}:${id}`);
      if (row) row.used = plus(row.used ?? ZERO, u);
      used = plus(used, u);
    }
    for (const row of rows.values()) row.used ??= { ...ZERO };
  }
  for (const row of rows.values()) {
    row.allocated = round(row.allocated);
    if (row.used) row.used = round(row.used);
    row.free = freeOf(row.quota, row.allocated);
  }

  const quota =
    scope.level === 'global'
      ? null
      : (quotas.get(
          scope.level === 'project'
            ? `PROJECT:${scope.projectId}`
            : scope.level === 'branch'
              ? `BRANCH:${scope.branchId}`
              : `ORGANIZATION:${scope.organizationId}`,
        ) ?? null);
  const mine = waiting.filter((q) => inScope(scope, q) && (!own || q.ownerId === access.userId));
  return {
    level: scope.level === 'global' ? 'PLATFORM' : (scope.level.toUpperCase() as Board['level']),
    id:
      scope.level === 'global'
        ? null
        : scope.level === 'project'
          ? scope.projectId
          : scope.level === 'branch'
            ? scope.branchId
            : scope.organizationId,
    name,
    quota,
    allocated: round(allocated),
    used: round(used),
    free: freeOf(quota, allocated),
    usedAt: use.at ? use.at.toISOString() : null,
    rowLevel,
    rows: [...rows.values()].sort((a, b) => b.allocated.gpus - a.allocated.gpus || a.name.localeCompare(b.name)),
    queue: mine.map((q) => ({
      kind: q.kind,
      id: q.id,
      name: q.name,
      projectId: q.projectId,
      projectName: q.projectName,
      ownerName: q.ownerName,
      request: q.request,
      reason: q.reason,
      detail: q.detail,
      position: q.position,
      queuedAt: q.queuedAt.toISOString(),
    })),
    queueLength: waiting.length,
  };
}
