// The cluster overview's queries on Prometheus with 24 h of samples (issue #34's aim: p95 <= 100 ms). The measuring
// runs in examples/admin-api/scripts/benchMetrics.ts, in its own process: it backfills 24 h of one machine's node
// exporter series (this machine's CPU count and memory, 5 s scrapes) with `promtool tsdb create-blocks-from
// openmetrics`, starts Prometheus on those blocks (loopback, port 12395 or BENCH_PROMETHEUS_PORT) and times the
// metrics engine's calls for one overview. This section only reads its JSON line.

import { aimNote } from '../lib/aim.mjs';
import { runApiScript } from '../lib/apiScript.mjs';

export const title = 'Cluster overview on Prometheus with 24 h of samples: machines now, 24 h series, both (p95)';

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function run(ctx) {
  const r = await runApiScript(ctx, 'benchMetrics.ts');
  if (r.skipped) {
    ctx.log(`skipped: ${r.skipped}`);
    return [];
  }
  ctx.log(
    `backfilled ${r.samples.toLocaleString('en-US')} samples of ${r.series} series (24 h at 5 s) with promtool in ${r.backfillSeconds.toFixed(1)} s; ${r.runs} runs`,
  );
  const load = `load ${r.load.before.toFixed(1)} -> ${r.load.after.toFixed(1)} on ${r.load.cpus} CPUs`;
  ctx.log(
    `${load} (waited ${r.load.waitedSeconds.toFixed(0)} s for a quieter machine); Prometheus CPU per overview: first read ${r.prometheusCpuMs.cold.toFixed(1)} ms, refreshed ${r.prometheusCpuMs.kept.toFixed(1)} ms`,
  );
  const note = (what) => `median ${r[what].median.toFixed(0)} ms, ${r.runs} runs, ${load}`;
  return [
    {
      measure: 'Machines now (capacity and use, one combined instant query), p95',
      ours: r.nodes.p95,
      unit: 'ms',
      lowerIsBetter: true,
      note: note('nodes'),
    },
    {
      measure: `24 h utilisation series at 5 min (${r.points} points), first read: one combined range query, p95`,
      ours: r.series24h.p95,
      unit: 'ms',
      lowerIsBetter: true,
      note: note('series24h'),
    },
    {
      measure: '24 h utilisation series refreshed: finished steps kept, only the step under way asked, p95',
      ours: r.series24hKept.p95,
      unit: 'ms',
      lowerIsBetter: true,
      note: note('series24hKept'),
    },
    {
      measure: 'One cluster overview, first read (machines + 24 h series in parallel), p95',
      ours: r.overviewCold.p95,
      unit: 'ms',
      lowerIsBetter: true,
      note: `${note('overviewCold')}; Prometheus CPU ${r.prometheusCpuMs.cold.toFixed(1)} ms per overview`,
    },
    {
      measure: 'One cluster overview as the console refreshes it, p95',
      ours: r.overview.p95,
      unit: 'ms',
      lowerIsBetter: true,
      note: `${aimNote(r.overview.p95, { at: 100, unit: 'ms', lowerIsBetter: true })}; ${note('overview')}; Prometheus CPU ${r.prometheusCpuMs.kept.toFixed(1)} ms per overview`,
    },
  ];
}
