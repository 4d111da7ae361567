// Chargeback at scale on a throw-away PostgreSQL: a year of hourly allocation records for 1,000 projects, the cost
// roll-up of the organization over 90 days (p95, aim ≤ 200 ms) and the FOCUS CSV export streamed (aim ≥ 50,000 rows/s).
// The measuring runs in examples/admin-api/scripts/benchCosts.ts, in its own process, through the API as the console
// asks it (GET /costs and GET /costs/export as the organization admin); this section reads its JSON line.

import { runApiScript } from '../lib/apiScript.mjs';

export const title =
  'Chargeback: cost roll-up over 90 days and the FOCUS export at a year of hourly records, 1,000 projects';
export const timeoutMs = 40 * 60_000;

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function run(ctx) {
  return rowsOf(await runApiScript(ctx, 'benchCosts.ts'));
}

/** The section's rows from the script's JSON line (also used to record a run made on its own). */
export function rowsOf(r) {
  const scale = `PostgreSQL, ${r.projects.toLocaleString('en-US')} projects, ${r.records.toLocaleString('en-US')} hourly records`;
  const load = ([before, after]) => `load average ${before.join(' ')} before, ${after.join(' ')} after`;
  return [
    {
      measure: `the organization's costs page over ${r.rangeDays} days (GET /costs: per branch, projects, costliest workloads of ${r.workloads.toLocaleString('en-US')}), p95, ${scale}`,
      ours: r.rollUp.p95,
      unit: 'ms',
      anchor: r.fromHourly.p50,
      anchorLabel: 'the same sums per workload from the hourly records alone (p50)',
      lowerIsBetter: true,
      note: `p50 ${r.rollUp.p50.toFixed(1)} ms over ${r.rollUp.runs} HTTP requests as the organization admin, ${r.from} to ${r.to} (partial days at both ends); in the process the report p50 ${r.inProcess.p50.toFixed(1)} ms, its one roll-up query p50 ${r.rollUpQuery.p50.toFixed(1)} ms (p95 ${r.rollUpQuery.p95.toFixed(1)}); aim p95 <= 200 ms: ${r.rollUp.p95 <= 200 ? 'met' : 'not met'}; ${load(r.rollUp.load)}`,
    },
    {
      measure: `FOCUS CSV export streamed over HTTP (GET /costs/export), ${r.rangeDays} days per workload, day and resource, ${scale}`,
      ours: r.export.rowsPerSecond,
      unit: 'rows/s',
      anchor: 50_000,
      anchorLabel: 'the 50,000 rows/s aim',
      lowerIsBetter: false,
      note: `${r.export.rows.toLocaleString('en-US')} rows, ${(r.export.bytes / 1e6).toFixed(1)} MB in ${r.export.seconds.toFixed(2)} s; aim ${r.export.rowsPerSecond >= 50_000 ? 'met' : 'not met'}; ${load(r.export.load)}`,
    },
  ];
}
