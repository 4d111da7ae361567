import type { Scope } from '../../access/access';
import type { Db } from '../../db/database';
import type { Metrics } from '../../engines/metrics';
import { rounded } from './overview';
import { add, zero } from './placement';
import { clusterSeries, type SeriesPoint } from './series';
import type { NodeResources } from './utilisation';

/**
 * The measured cluster's series: capacity and use of its machines from the metrics engine (each point the mean of
 * its step), and what workloads held from the stored samples, as the sampler recorded it. A scope below the
 * platform sees its projects' requests and their share of the measured use, in proportion to what they requested.
 */
export async function measuredSeries(
  db: Db,
  metrics: Metrics,
  clusterId: number,
  scope: Scope,
  from: Date,
  to: Date,
  stepSeconds: number,
): Promise<SeriesPoint[]> {
  const [machines, stored] = await Promise.all([
    metrics.series(from, to, stepSeconds),
    clusterSeries(db, clusterId, scope, from, to, stepSeconds),
  ]);
  const storedAt = new Map(stored.map((p) => [p.at, p]));
  const totals = new Map<string, { capacity: NodeResources; used: NodeResources }>();
  for (const machine of machines) {
    for (const p of machine.points) {
      const at = p.at.toISOString();
      const t = totals.get(at) ?? { capacity: zero(), used: zero() };
      totals.set(at, { capacity: add(t.capacity, p.capacity), used: add(t.used, p.used) });
    }
  }
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([at, t]) => {
      const kept = storedAt.get(at);
      return {
        at,
        capacity: rounded(t.capacity),
        allocated: kept?.allocated ?? zero(),
        used: rounded(scope.level === 'global' ? t.used : (kept?.used ?? zero())),
      };
    });
}
