/**
 * Records the calls of deployments' inference endpoints: each minute's counts and latency histogram
 * (`inference_metrics`), each deployment's totals and last call, each key's last use. Calls are added up in
 * memory and written about once a second ({@link FLUSH_MS}) in a few statements, whatever the traffic, not
 * three writes per call; every statement adds to what is stored, so several instances of the API add up in the
 * same rows. A read of the counts on this instance writes what it holds first (`flush`), so it sees its own
 * calls at once; another instance's calls show within a second. The API's stop writes what is left.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import type { CallRecord, CallRecorder } from '../../../jobs/callRecorder';
import { inferenceDeployments, inferenceKeys, inferenceMetrics } from '../tables';
import { bucketOf, emptyHistogram } from './histogram';

/** How often calls held in memory are written. */
export const FLUSH_MS = 1000;

/** The start of the minute `at` falls in. */
export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

/** The stored histogram in the upsert. */
const H = '"inference_metrics"."histogram"';

interface Minute {
  deploymentId: number;
  minute: Date;
  requests: number;
  errors: number;
  latencySumMs: number;
  histogram: number[];
}

interface Totals {
  requests: number;
  latencyMs: number;
  last: Date;
}

/** PostgreSQL's foreign key violation: the deployment or key was deleted meanwhile, its counts go with it. */
const isGone = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23503' || e?.cause?.code === '23503';
};

export function createCallRecorder(
  db: Db,
  o: { flushMs?: number; log?: (message: string) => void } = {},
): CallRecorder {
  const flushMs = o.flushMs ?? FLUSH_MS;
  const log = o.log ?? ((message: string) => console.warn(message));
  let minutes = new Map<string, Minute>();
  let totals = new Map<number, Totals>();
  let keys = new Map<number, Date>();
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const later = (a: Date, b: Date | undefined) => (b && b > a ? b : a);

  function add(call: CallRecord) {
    const minute = minuteOf(call.at);
    const key = `${call.deploymentId}:${minute.getTime()}`;
    let m = minutes.get(key);
    if (!m) {
      m = {
        deploymentId: call.deploymentId,
        minute,
        requests: 0,
        errors: 0,
        latencySumMs: 0,
        histogram: emptyHistogram(),
      };
      minutes.set(key, m);
    }
    const n = call.count ?? 1;
    m.requests += n;
    if (call.failed) m.errors += n;
    m.latencySumMs += call.latencyMs * n;
    const bucket = bucketOf(call.latencyMs);
    m.histogram[bucket] = (m.histogram[bucket] ?? 0) + n;
    const t = totals.get(call.deploymentId);
    if (t) {
      t.requests += n;
      t.latencyMs += call.latencyMs * n;
      t.last = later(call.at, t.last);
    } else totals.set(call.deploymentId, { requests: n, latencyMs: call.latencyMs * n, last: call.at });
  }

  /** Runs one statement; a deleted deployment's counts are dropped, other failures kept for the next flush. */
  async function write(statement: () => Promise<unknown>, keep: () => void) {
    try {
      await statement();
    } catch (error) {
      if (isGone(error)) return;
      log(`inference metrics: a write failed (${(error as Error).message}); retried with the next`);
      keep();
    }
  }

  async function writeOut() {
    const [heldMinutes, heldTotals, heldKeys] = [minutes, totals, keys];
    if (heldMinutes.size === 0 && heldTotals.size === 0 && heldKeys.size === 0) return;
    minutes = new Map();
    totals = new Map();
    keys = new Map();
    for (const m of heldMinutes.values())
      await write(
        () =>
          db
            .insert(inferenceMetrics)
            .values(m)
            .onConflictDoUpdate({
              target: [inferenceMetrics.deploymentId, inferenceMetrics.minute],
              set: {
                requests: sql`${inferenceMetrics.requests} + excluded.requests`,
                errors: sql`${inferenceMetrics.errors} + excluded.errors`,
                latencySumMs: sql`${inferenceMetrics.latencySumMs} + excluded.latency_sum_ms`,
                histogram: sql.raw(
                  `array(select x.a + x.b from unnest(${H}, excluded.histogram) with ordinality as x(a, b, i) order by x.i)`,
                ),
              },
            }),
        () => {
          const key = `${m.deploymentId}:${m.minute.getTime()}`;
          const now = minutes.get(key);
          if (!now) minutes.set(key, m);
          else {
            now.requests += m.requests;
            now.errors += m.errors;
            now.latencySumMs += m.latencySumMs;
            now.histogram = now.histogram.map((n, i) => n + (m.histogram[i] ?? 0));
          }
        },
      );
    for (const [id, t] of heldTotals)
      await write(
        () =>
          db
            .update(inferenceDeployments)
            .set({
              requestCount: sql`${inferenceDeployments.requestCount} + ${t.requests}`,
              totalLatencyMs: sql`${inferenceDeployments.totalLatencyMs} + ${t.latencyMs}`,
              lastRequestAt: sql`greatest(${inferenceDeployments.lastRequestAt}, ${t.last.toISOString()}::timestamptz)`,
            })
            .where(eq(inferenceDeployments.id, id)),
        () => {
          const now = totals.get(id);
          if (!now) totals.set(id, t);
          else
            totals.set(id, {
              requests: now.requests + t.requests,
              latencyMs: now.latencyMs + t.latencyMs,
              last: later(t.last, now.last),
            });
        },
      );
    for (const [keyId, at] of heldKeys)
      await write(
        () =>
          db
            .update(inferenceKeys)
            .set({ lastUsedAt: sql`greatest(${inferenceKeys.lastUsedAt}, ${at.toISOString()}::timestamptz)` })
            .where(eq(inferenceKeys.id, keyId)),
        () => keys.set(keyId, later(at, keys.get(keyId))),
      );
  }

  const flush = () => {
    writing = writing.then(writeOut, writeOut);
    return writing;
  };

  return {
    add,
    keyUsed: (keyId, at) => void keys.set(keyId, later(at, keys.get(keyId))),
    flush,
    async start() {
      timer = setInterval(() => void flush(), flushMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
