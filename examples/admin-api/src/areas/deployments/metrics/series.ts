/**
 * A deployment's metrics over a range: the stored minutes summed per step (a minute for a day, coarser
 * for longer ranges), with percentiles estimated from the summed histograms. Steps without calls are
 * answered too, with no latency.
 */
import {
  DEPLOYMENT_METRICS_MAX_POINTS,
  DEPLOYMENT_METRICS_MAX_RANGE_DAYS,
  DEPLOYMENT_METRICS_SAMPLE_SECONDS,
} from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { invalid } from '../../../http/errors';
import { inferenceMetrics } from '../tables';
import { emptyHistogram, quantile } from './histogram';

/** The steps a series may take, finest first: each divides a day, so points fall on whole hours and days. */
export const METRICS_STEPS = [DEPLOYMENT_METRICS_SAMPLE_SECONDS, 300, 900, 3600, 21_600, 86_400];

/** One point as the contract answers it. */
export interface MetricsPoint {
  at: string;
  requests: number;
  errors: number;
  p50Ms: number | null;
  p95Ms: number | null;
}

/** A checked range with the finest step that keeps it within the point bound. */
export function metricsRange(query: { from: string; to: string }) {
  const from = new Date(query.from);
  const to = new Date(query.to);
  const span = (to.getTime() - from.getTime()) / 1000;
  if (!(span > 0)) throw invalid({ to: 'Must be after from' });
  if (span > DEPLOYMENT_METRICS_MAX_RANGE_DAYS * 86_400)
    throw invalid({ to: `At most ${DEPLOYMENT_METRICS_MAX_RANGE_DAYS} days after from` });
  const pointsOf = (step: number) => Math.ceil(to.getTime() / 1000 / step) - Math.floor(from.getTime() / 1000 / step);
  const step = METRICS_STEPS.find((s) => pointsOf(s) <= DEPLOYMENT_METRICS_MAX_POINTS) ?? 86_400;
  return { from, to, step };
}

interface Row {
  bucket: number;
  requests: number;
  errors: number;
  histogram: number[];
}

/** The series of `deploymentId` from `from` (inclusive) to `to` (exclusive), one point per `step` seconds. */
export async function metricsSeries(db: Db, deploymentId: number, from: Date, to: Date, step: number) {
  // Inlined, not a parameter: GROUP BY must repeat the expression exactly (a checked integer).
  const s = sql.raw(String(Math.trunc(step)));
  const m = inferenceMetrics;
  const result = await db.execute(sql`
    with rows as (
      select floor(extract(epoch from ${m.minute}) / ${s})::bigint * ${s} as bucket,
        ${m.requests} as requests, ${m.errors} as errors, ${m.histogram} as histogram
      from ${m}
      where ${m.deploymentId} = ${deploymentId} and ${m.minute} >= ${from.toISOString()}
        and ${m.minute} < ${to.toISOString()}
    ),
    counts as (
      select bucket, i, sum(n)::int as n from rows, unnest(rows.histogram) with ordinality as u(n, i)
      group by bucket, i
    )
    select r.bucket::float8 as "bucket", sum(r.requests)::int as "requests", sum(r.errors)::int as "errors",
      (select array_agg(c.n order by c.i) from counts c where c.bucket = r.bucket) as "histogram"
    from rows r group by r.bucket order by r.bucket`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const byBucket = new Map(rows.map((r) => [Number(r.bucket), r]));
  const points: MetricsPoint[] = [];
  const first = Math.floor(from.getTime() / 1000 / step) * step;
  for (let bucket = first; bucket * 1000 < to.getTime(); bucket += step) {
    const row = byBucket.get(bucket);
    const histogram = row?.histogram ?? emptyHistogram();
    points.push({
      at: new Date(bucket * 1000).toISOString(),
      requests: row?.requests ?? 0,
      errors: row?.errors ?? 0,
      p50Ms: quantile(histogram, 0.5),
      p95Ms: quantile(histogram, 0.95),
    });
  }
  return points;
}
