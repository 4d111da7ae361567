/**
 * Costs from allocation: every five-minute sample of what a project's workloads held on a cluster
 * (`cluster_project_samples`) is priced with the price list, GPUs at the cluster's GPU-hour; what was held but
 * not used is the idle cost. Reports roll the projects up one level below the scope; the export gives each
 * project's day per resource.
 */
import { CLUSTER_SAMPLE_SECONDS } from '@console/contract';
import { type AnyColumn, and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access';
import type { Db } from '../../db/database';
import { branches } from '../branches/tables';
import { projectsInScope } from '../clusters';
import { clusterProjectSamples } from '../clusters/tables';
import { organizations } from '../organizations/tables';
import { projects } from '../projects/tables';
import { gpuHourlyByCluster, loadPrices, type Prices } from './prices';

/** Hours one sample stands for. */
const SAMPLE_HOURS = CLUSTER_SAMPLE_SECONDS / 3600;

type Level = 'ORGANIZATION' | 'BRANCH' | 'PROJECT';

/** The level a scope's report rows are: one below it (a project's own row for a project). */
export const rowLevelOf = (scope: Scope): Level =>
  scope.level === 'global' ? 'ORGANIZATION' : scope.level === 'organization' ? 'BRANCH' : 'PROJECT';

/** What one project held over a window, priced. */
export interface ProjectCost {
  projectId: number;
  cost: number;
  idleCost: number;
  gpuHours: number;
  cpuCoreHours: number;
  memoryGiBHours: number;
  gpuCost: number;
  cpuCost: number;
  memoryCost: number;
  gpuIdle: number;
  cpuIdle: number;
  memoryIdle: number;
}

/** A SQL `case` of each cluster's GPU-hour price. */
function gpuPriceSql(byCluster: Map<number, number>, other: number): SQL {
  const s = clusterProjectSamples;
  if (byCluster.size === 0) return sql`${other}::float8`;
  const whens = [...byCluster].map(([id, price]) => sql`when ${id} then ${price}::float8`);
  return sql`(case ${s.clusterId} ${sql.join(whens, sql` `)} else ${other}::float8 end)`;
}

/** Priced sums per project (and per day with `byDay`) inside a scope over [from, to). */
export async function projectCosts(db: Db, scope: Scope, from: Date, to: Date, prices: Prices, byDay = false) {
  const s = clusterProjectSamples;
  const gp = gpuPriceSql(await gpuHourlyByCluster(db, prices), prices.otherGpu);
  const idle = (a: AnyColumn, u: AnyColumn) => sql`greatest(${a} - ${u}, 0)`;
  const day = sql<string>`to_char(date_trunc('day', ${s.at} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      projectId: s.projectId,
      day: byDay ? day : sql<string>`''`,
      gpuHours: sql<number>`coalesce(sum(${s.gpusAllocated}), 0)`.mapWith(Number),
      cpuHours: sql<number>`coalesce(sum(${s.cpuAllocated}), 0)`.mapWith(Number),
      memoryHours: sql<number>`coalesce(sum(${s.memoryAllocated}), 0)`.mapWith(Number),
      gpuCost: sql<number>`coalesce(sum(${s.gpusAllocated} * ${gp}), 0)`.mapWith(Number),
      gpuIdle: sql<number>`coalesce(sum(${idle(s.gpusAllocated, s.gpusUsed)} * ${gp}), 0)`.mapWith(Number),
      cpuIdleHours: sql<number>`coalesce(sum(${idle(s.cpuAllocated, s.cpuUsed)}), 0)`.mapWith(Number),
      memoryIdleHours: sql<number>`coalesce(sum(${idle(s.memoryAllocated, s.memoryUsed)}), 0)`.mapWith(Number),
    })
    .from(s)
    .innerJoin(projects, eq(projects.id, s.projectId))
    .where(and(gte(s.at, from), lt(s.at, to), projectsInScope(scope)))
    .groupBy(...(byDay ? [s.projectId, day] : [s.projectId]))
    .orderBy(...(byDay ? [day, s.projectId] : [s.projectId]));
  return rows.map((r) => {
    const gpuCost = r.gpuCost * SAMPLE_HOURS;
    const cpuCost = r.cpuHours * SAMPLE_HOURS * prices.cpuCore;
    const memoryCost = r.memoryHours * SAMPLE_HOURS * prices.memoryGiB;
    const gpuIdle = r.gpuIdle * SAMPLE_HOURS;
    const cpuIdle = r.cpuIdleHours * SAMPLE_HOURS * prices.cpuCore;
    const memoryIdle = r.memoryIdleHours * SAMPLE_HOURS * prices.memoryGiB;
    return {
      projectId: r.projectId,
      day: r.day,
      cost: gpuCost + cpuCost + memoryCost,
      idleCost: gpuIdle + cpuIdle + memoryIdle,
      gpuHours: r.gpuHours * SAMPLE_HOURS,
      cpuCoreHours: r.cpuHours * SAMPLE_HOURS,
      memoryGiBHours: r.memoryHours * SAMPLE_HOURS,
      gpuCost,
      cpuCost,
      memoryCost,
      gpuIdle,
      cpuIdle,
      memoryIdle,
    };
  });
}

/** The projects of a scope with their branch and organization. */
export async function tenantsOf(db: Db, scope: Scope) {
  return db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      branchId: branches.id,
      branchName: branches.name,
      organizationId: organizations.id,
      organizationName: organizations.name,
    })
    .from(projects)
    .innerJoin(branches, eq(branches.id, projects.branchId))
    .innerJoin(organizations, eq(organizations.id, projects.organizationId))
    .where(projectsInScope(scope));
}

const round = (n: number) => Math.round(n * 100) / 100;

/** A scope's costs over [from, to), one row per tenant one level below it (every one, with or without costs). */
export async function costReport(db: Db, scope: Scope, from: Date, to: Date) {
  const prices = await loadPrices(db);
  const [costs, tenants] = await Promise.all([projectCosts(db, scope, from, to, prices), tenantsOf(db, scope)]);
  const level = rowLevelOf(scope);
  const byProject = new Map(costs.map((c) => [c.projectId, c]));
  const rows = new Map<
    number,
    {
      level: Level;
      id: number;
      name: string;
      parentName: string;
      cost: number;
      idleCost: number;
      gpuHours: number;
      cpuCoreHours: number;
      memoryGiBHours: number;
    }
  >();
  for (const t of tenants) {
    const [id, name, parentName] =
      level === 'ORGANIZATION'
        ? [t.organizationId, t.organizationName, '']
        : level === 'BRANCH'
          ? [t.branchId, t.branchName, t.organizationName]
          : [t.projectId, t.projectName, `${t.organizationName} / ${t.branchName}`];
    const row = rows.get(id) ?? {
      level,
      id,
      name,
      parentName,
      cost: 0,
      idleCost: 0,
      gpuHours: 0,
      cpuCoreHours: 0,
      memoryGiBHours: 0,
    };
    const c = byProject.get(t.projectId);
    if (c) {
      row.cost += c.cost;
      row.idleCost += c.idleCost;
      row.gpuHours += c.gpuHours;
      row.cpuCoreHours += c.cpuCoreHours;
      row.memoryGiBHours += c.memoryGiBHours;
    }
    rows.set(id, row);
  }
  const list = [...rows.values()]
    .map((r) => ({
      ...r,
      cost: round(r.cost),
      idleCost: round(r.idleCost),
      gpuHours: round(r.gpuHours),
      cpuCoreHours: round(r.cpuCoreHours),
      memoryGiBHours: round(r.memoryGiBHours),
    }))
    .sort((a, b) => b.cost - a.cost || a.name.localeCompare(b.name));
  return {
    currency: prices.currency,
    from: from.toISOString(),
    to: to.toISOString(),
    level,
    total: {
      cost: round(costs.reduce((sum, c) => sum + c.cost, 0)),
      idleCost: round(costs.reduce((sum, c) => sum + c.idleCost, 0)),
    },
    rows: list,
  };
}

/** The total cost of a scope over [from, to). */
export async function totalCost(db: Db, scope: Scope, from: Date, to: Date, prices?: Prices) {
  const costs = await projectCosts(db, scope, from, to, prices ?? (await loadPrices(db)));
  return costs.reduce((sum, c) => sum + c.cost, 0);
}
