import { and, countDistinct, eq, gte, lte, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access';
import type { Db } from '../../db/database';
import { projects } from '../projects/tables';
import type { MachineCluster } from './machine';
import { rounded } from './overview';
import { add, zero } from './placement';
import { projectsInScope } from './scopeFilter';
import { loadSnapshot } from './snapshot';
import { clusterNodeSamples, clusterProjectSamples } from './tables';
import { tenantsOf } from './tenants';
import type { NodeResources } from './utilisation';

/** The level a report groups by. */
export type UsageLevel = 'organization' | 'branch' | 'project';

/** One row of a usage report. */
export interface TenantUsageRow {
  level: UsageLevel;
  id: number;
  name: string;
  organizationId: number;
  branchId: number | null;
  allocated: NodeResources;
  used: NodeResources;
  peak: NodeResources;
}

const levelRank: Record<Scope['level'], number> = { global: 0, organization: 1, branch: 2, project: 3 };
const groupRank: Record<UsageLevel, number> = { organization: 1, branch: 2, project: 3 };

/** The level below a scope (a project groups by itself). */
export function defaultGroupBy(scope: Scope): UsageLevel {
  return scope.level === 'global' ? 'organization' : scope.level === 'organization' ? 'branch' : 'project';
}

/** Whether a report on `scope` may group by `level`: only at or below the scope, never above it. */
export const canGroupBy = (scope: Scope, level: UsageLevel) => groupRank[level] >= Math.max(1, levelRank[scope.level]);

const max = (a: NodeResources, b: NodeResources): NodeResources => ({
  cpuCores: Math.max(a.cpuCores, b.cpuCores),
  memoryGiB: Math.max(a.memoryGiB, b.memoryGiB),
  gpus: Math.max(a.gpus, b.gpus),
});

/**
 * Requests now and use over a range for every organization, branch or project inside a scope (those
 * with projects), from the stored per-project samples. The mean divides by every tick in the range,
 * so a tenant idle for half of it shows half its busy use.
 */
export async function usageReport(
  db: Db,
  scope: Scope,
  from: Date,
  to: Date,
  groupBy: UsageLevel,
  machine?: MachineCluster,
) {
  const tenants = await tenantsOf(db, scope);
  const groupOf = new Map<number, TenantUsageRow>();
  const groups = new Map<number, TenantUsageRow>();
  for (const t of tenants) {
    const [id, name, branchId] =
      groupBy === 'organization'
        ? [t.organizationId, t.organizationName, null]
        : groupBy === 'branch'
          ? [t.branchId, t.branchName, t.branchId]
          : [t.projectId, t.projectName, t.branchId];
    const row = groups.get(id) ?? {
      level: groupBy,
      id,
      name,
      organizationId: t.organizationId,
      branchId,
      allocated: zero(),
      used: zero(),
      peak: zero(),
    };
    groups.set(id, row);
    groupOf.set(t.projectId, row);
  }

  const snapshot = await loadSnapshot(db, undefined, machine);
  for (const workloads of snapshot.placement.byNode.values()) {
    for (const w of workloads) {
      const row = groupOf.get(w.projectId);
      if (row) row.allocated = add(row.allocated, w.request);
    }
  }

  const [ticks] = await db
    .select({ n: countDistinct(clusterNodeSamples.at) })
    .from(clusterNodeSamples)
    .where(and(gte(clusterNodeSamples.at, from), lte(clusterNodeSamples.at, to)));
  const s = clusterProjectSamples;
  const samples = await db
    .select({
      projectId: s.projectId,
      at: s.at,
      cpu: sql`sum(${s.cpuUsed})`.mapWith(Number),
      memory: sql`sum(${s.memoryUsed})`.mapWith(Number),
      gpus: sql`sum(${s.gpusUsed})`.mapWith(Number),
    })
    .from(s)
    .innerJoin(projects, eq(projects.id, s.projectId))
    .where(and(gte(s.at, from), lte(s.at, to), projectsInScope(scope)))
    .groupBy(s.projectId, s.at);
  // Peak is per instant of the whole group, so sum the group's projects tick by tick first.
  const perTick = new Map<TenantUsageRow, Map<number, NodeResources>>();
  for (const r of samples) {
    const row = groupOf.get(r.projectId);
    if (!row) continue;
    const byAt = perTick.get(row) ?? new Map<number, NodeResources>();
    const at = new Date(r.at).getTime();
    byAt.set(at, add(byAt.get(at) ?? zero(), { cpuCores: r.cpu, memoryGiB: r.memory, gpus: r.gpus }));
    perTick.set(row, byAt);
  }
  const tickCount = Math.max(1, ticks?.n ?? 0);
  for (const [row, byAt] of perTick) {
    let total = zero();
    for (const value of byAt.values()) {
      total = add(total, value);
      row.peak = max(row.peak, value);
    }
    row.used = {
      cpuCores: total.cpuCores / tickCount,
      memoryGiB: total.memoryGiB / tickCount,
      gpus: total.gpus / tickCount,
    };
  }
  return [...groups.values()]
    .map((r) => ({ ...r, allocated: rounded(r.allocated), used: rounded(r.used), peak: rounded(r.peak) }))
    .sort((a, b) => b.allocated.gpus - a.allocated.gpus || b.allocated.cpuCores - a.allocated.cpuCores || a.id - b.id);
}
