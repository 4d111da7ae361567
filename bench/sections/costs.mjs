// Chargeback at scale on a throw-away PostgreSQL: a year of hourly allocation records for 1,000 projects, the cost
// roll-up of the organization over 90 days (p95, aim ≤ 200 ms) and the FOCUS CSV export streamed (aim ≥ 50,000 rows/s).
// The measuring runs in examples/admin-api/scripts/benchCosts.ts, in its own process; this section reads its JSON line.

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
  const load = `load average ${r.loadBefore.join(' ')} before, ${r.loadAfter.join(' ')} after`;
  return [
    {
      measure: `cost roll-up of an organization over ${r.rangeDays} days per branch, p95, ${scale}`,
      ours: r.rollUp.p95,
      unit: 'ms',
      anchor: r.fromHourly.p50,
      anchorLabel: 'the same sums from the hourly records (p50)',
      lowerIsBetter: true,
      note: `p50 ${r.rollUp.p50.toFixed(1)} ms over ${r.rollUp.runs} runs, from the daily roll-up; aim p95 <= 200 ms: ${r.rollUp.p95 <= 200 ? 'met' : 'not met'}; ${load}`,
    },
    {
      measure: `FOCUS CSV export streamed, ${r.rangeDays} days per workload, day and resource, ${scale}`,
      ours: r.export.rowsPerSecond,
      unit: 'rows/s',
      anchor: 50_000,
      anchorLabel: 'the 50,000 rows/s aim',
      lowerIsBetter: false,
      note: `${r.export.rows.toLocaleString('en-US')} rows, ${(r.export.bytes / 1e6).toFixed(1)} MB in ${r.export.seconds.toFixed(2)} s; aim ${r.export.rowsPerSecond >= 50_000 ? 'met' : 'not met'}; ${load}`,
    },
  ];
}
