import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access';
import type { Db } from '../../db/database';
import { projects } from '../projects/tables';
import { rounded } from './overview';
import { projectsInScope } from './scopeFilter';
import { clusterNodeSamples, clusterNodes, clusterProjectSamples } from './tables';
import type { NodeResources } from './utilisation';

/** One point of a series as the contract sends it. */
export interface SeriesPoint {
  at: string;
  capacity: NodeResources;
  allocated: NodeResources;
  used: NodeResources;
}

const num = (x: unknown) => Number(x ?? 0);

/**
 * A cluster's series from `from` to `to`: the stored samples averaged per step (each point is the mean
 * of the per-tick totals in its step, labelled with the step's start). The platform sees node totals;
 * a scope sees the cluster's capacity and the sum of its own projects' requests and use.
 */
export async function clusterSeries(
  db: Db,
  clusterId: number,
  scope: Scope,
  from: Date,
  to: Date,
  stepSeconds: number,
): Promise<SeriesPoint[]> {
  // Inlined, not a parameter: GROUP BY must repeat the select's expression exactly (a checked integer).
  const step = sql.raw(String(Math.trunc(stepSeconds)));
  const bucketOf = (column: typeof clusterNodeSamples.at | typeof clusterProjectSamples.at) =>
    sql<number>`floor(extract(epoch from ${column}) / ${step})::bigint * ${step}`.mapWith(Number);
  const nodeBucket = bucketOf(clusterNodeSamples.at);
  // Mean of per-tick sums: the sum over the step divided by the number of ticks in it.
  const perTick = (column: unknown) =>
    sql<number>`sum(${column})::float8 / count(distinct ${clusterNodeSamples.at})`.mapWith(Number);
  const totals = await db
    .select({
      bucket: nodeBucket,
      ticks: sql<number>`count(distinct ${clusterNodeSamples.at})`.mapWith(Number),
      cpuCapacity: perTick(clusterNodeSamples.cpuCapacity),
      memoryCapacity: perTick(clusterNodeSamples.memoryCapacity),
      gpuCapacity: perTick(clusterNodeSamples.gpuCapacity),
      cpuAllocated: perTick(clusterNodeSamples.cpuAllocated),
      memoryAllocated: perTick(clusterNodeSamples.memoryAllocated),
      gpusAllocated: perTick(clusterNodeSamples.gpusAllocated),
      cpuUsed: perTick(clusterNodeSamples.cpuUsed),
      memoryUsed: perTick(clusterNodeSamples.memoryUsed),
      gpusUsed: perTick(clusterNodeSamples.gpusUsed),
    })
    .from(clusterNodeSamples)
    .innerJoin(clusterNodes, eq(clusterNodes.id, clusterNodeSamples.nodeId))
    .where(and(eq(clusterNodes.clusterId, clusterId), gte(clusterNodeSamples.at, from), lte(clusterNodeSamples.at, to)))
    .groupBy(nodeBucket)
    .orderBy(nodeBucket);

  let scoped: Map<number, { allocated: NodeResources; used: NodeResources }> | undefined;
  if (scope.level !== 'global') {
    const s = clusterProjectSamples;
    const bucket = bucketOf(s.at);
    const rows = await db
      .select({
        bucket,
        cpuAllocated: sql`sum(${s.cpuAllocated})`,
        memoryAllocated: sql`sum(${s.memoryAllocated})`,
        gpusAllocated: sql`sum(${s.gpusAllocated})`,
        cpuUsed: sql`sum(${s.cpuUsed})`,
        memoryUsed: sql`sum(${s.memoryUsed})`,
        gpusUsed: sql`sum(${s.gpusUsed})`,
      })
      .from(s)
      .innerJoin(projects, eq(projects.id, s.projectId))
      .where(and(eq(s.clusterId, clusterId), gte(s.at, from), lte(s.at, to), projectsInScope(scope)))
      .groupBy(bucket);
    scoped = new Map(
      rows.map((r) => [
        r.bucket,
        {
          allocated: { cpuCores: num(r.cpuAllocated), memoryGiB: num(r.memoryAllocated), gpus: num(r.gpusAllocated) },
          used: { cpuCores: num(r.cpuUsed), memoryGiB: num(r.memoryUsed), gpus: num(r.gpusUsed) },
        },
      ]),
    );
  }

  return totals.map((t) => {
    const capacity = { cpuCores: t.cpuCapacity, memoryGiB: t.memoryCapacity, gpus: t.gpuCapacity };
    let allocated = { cpuCores: t.cpuAllocated, memoryGiB: t.memoryAllocated, gpus: t.gpusAllocated };
    let used = { cpuCores: t.cpuUsed, memoryGiB: t.memoryUsed, gpus: t.gpusUsed };
    if (scoped) {
      const mine = scoped.get(t.bucket);
      const perTick = (r: NodeResources | undefined) => ({
        cpuCores: (r?.cpuCores ?? 0) / t.ticks,
        memoryGiB: (r?.memoryGiB ?? 0) / t.ticks,
        gpus: (r?.gpus ?? 0) / t.ticks,
      });
      allocated = perTick(mine?.allocated);
      used = perTick(mine?.used);
    }
    return {
      at: new Date(t.bucket * 1000).toISOString(),
      capacity: rounded(capacity),
      allocated: rounded(allocated),
      used: rounded(used),
    };
  });
}
