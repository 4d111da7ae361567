/**
 * What the cluster routes read, for the caller's scope: the overview, one cluster's series and the
 * usage report. The computations are in `overview.ts`, `series.ts` and `usage.ts`; this file checks
 * the request's range and grouping and shapes the answers.
 */
import { eq } from 'drizzle-orm';
import type { Scope } from '../../access/access';
import type { AppServices } from '../../env';
import { invalid, notFound } from '../../http/errors';
import { machineClusterOnly, machineMetrics } from './machine';
import { measuredSeries } from './measuredSeries';
import { checkRange } from './range';
import { clusterSeries } from './series';
import { clusters } from './tables';
import { canGroupBy, defaultGroupBy, type UsageLevel, usageReport } from './usage';

export { loadClusterOverview } from './overview';

/** A window of time as the routes take it (checked by `checkRange`). */
type RangeQuery = Parameters<typeof checkRange>[0];

/** What the cluster reads need of the app's services. */
type ClusterServices = Pick<AppServices, 'config' | 'metrics' | 'db'>;

/**
 * A cluster's series over the range, as the scope sees it; 404 when there is no such cluster. The measured
 * cluster's capacity and use come from the metrics engine (503 while it does not answer), the others' from the
 * stored samples.
 */
export async function clusterSeriesOf(services: ClusterServices, scope: Scope, id: number, query: RangeQuery) {
  const { db } = services;
  const range = checkRange(query);
  const [cluster] = await db.select({ id: clusters.id }).from(clusters).where(eq(clusters.id, id));
  if (!cluster) throw notFound('Cluster');
  const metrics = machineMetrics(services);
  const machine = await machineClusterOnly(db, metrics);
  const points =
    metrics && machine?.clusterId === id
      ? await measuredSeries(db, metrics, id, scope, range.from, range.to, range.step)
      : await clusterSeries(db, id, scope, range.from, range.to, range.step);
  return { clusterId: id, from: range.from.toISOString(), to: range.to.toISOString(), step: range.step, points };
}

/** Usage per tenant over the range, grouped at the scope's own level or one below it (the default). */
export async function usageOf(
  services: ClusterServices,
  scope: Scope,
  query: RangeQuery & { groupBy?: UsageLevel | undefined },
) {
  const range = checkRange(query);
  const groupBy = query.groupBy ?? defaultGroupBy(scope);
  if (!canGroupBy(scope, groupBy)) throw invalid({ groupBy: 'Must be the scope’s own level or one below it' });
  const machine = await machineClusterOnly(services.db, machineMetrics(services));
  const items = await usageReport(services.db, scope, range.from, range.to, groupBy, machine);
  return { from: range.from.toISOString(), to: range.to.toISOString(), groupBy, items };
}
