// The audit log's cost per write beside the same write without it, and the command palette's search p95 with
// 100,000 resources, on PGlite and on a throw-away PostgreSQL (pg_trgm indexes). The measuring runs in
// examples/admin-api/scripts/benchAudit.ts, in its own process; this section only reads its JSON line.

import { runApiScript } from '../lib/apiScript.mjs';

export const title = 'Audit log: cost per write (with vs without its entry); palette search p95 at 100,000 resources';

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function run(ctx) {
  const { results, resources, writes, searches } = await runApiScript(ctx, 'benchAudit.ts');
  const rows = [];
  for (const r of results) {
    rows.push({
      measure: `${r.label}: a project change in its transaction, with its audit entry`,
      ours: r.auditedMs,
      unit: 'ms',
      anchor: r.plainMs,
      anchorLabel: 'the same change without it',
      lowerIsBetter: true,
      note: `median of ${writes}`,
    });
    for (const [who, label] of [
      ['orgAdmin', 'an organization admin'],
      ['superAdmin', 'a super admin'],
    ]) {
      rows.push({
        measure: `${r.label}: palette search p95, ${resources.toLocaleString('en-US')} resources, as ${label}`,
        ours: r[who].p95,
        unit: 'ms',
        anchor: 100,
        anchorLabel: 'the 100 ms target',
        lowerIsBetter: true,
        note: `${searches} queries, p50 ${r[who].p50.toFixed(1)} ms${r.trigramIndexes ? `, ${r.trigramIndexes} trigram indexes` : ', no trigram index'}`,
      });
    }
  }
  ctx.log(rows.map((r) => `${r.measure}: ${r.ours.toFixed(2)} ${r.unit}`).join('\n'));
  return rows;
}
