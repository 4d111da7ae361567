/**
 * Records each call of a deployment's inference endpoint in the minute it was answered: one upsert that
 * adds the call to the minute's counts and latency histogram, so several instances of the server add up
 * in the same row.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { inferenceMetrics } from '../tables';
import { bucketOf, emptyHistogram } from './histogram';

/** The start of the minute `at` falls in. */
export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/** The stored histogram in the upsert (a whole-number slot is all that is spliced into the SQL). */
const H = '"inference_metrics"."histogram"';

/** One answered call: when, how long it took, whether it failed (an error status). */
export interface CallRecord {
  deploymentId: number;
  at: Date;
  latencyMs: number;
  failed: boolean;
}

/** Adds one call to its minute. */
export async function recordCall(db: Db, call: CallRecord) {
  const bucket = bucketOf(call.latencyMs);
  const histogram = emptyHistogram();
  histogram[bucket] = 1;
  const errors = call.failed ? 1 : 0;
  // Postgres arrays count from 1.
  const slot = bucket + 1;
  await db
    .insert(inferenceMetrics)
    .values({
      deploymentId: call.deploymentId,
      minute: minuteOf(call.at),
      requests: 1,
      errors,
      latencySumMs: call.latencyMs,
      histogram,
    })
    .onConflictDoUpdate({
      target: [inferenceMetrics.deploymentId, inferenceMetrics.minute],
      set: {
        requests: sql`${inferenceMetrics.requests} + 1`,
        errors: sql`${inferenceMetrics.errors} + ${errors}`,
        latencySumMs: sql`${inferenceMetrics.latencySumMs} + ${call.latencyMs}`,
        histogram: sql.raw(`${H}[1:${slot - 1}] || (${H}[${slot}] + 1) || ${H}[${slot + 1}:]`),
      },
    });
}
