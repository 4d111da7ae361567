// The audit log's cost per write beside the same write without it, and the command palette's search p95 with
// 100,000 resources, on PGlite and on a throw-away PostgreSQL (pg_trgm indexes). The measuring runs in
// examples/admin-api/scripts/benchAudit.ts, in its own process; this section only reads its JSON line.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export const title = 'Audit log: cost per write (with vs without its entry); palette search p95 at 100,000 resources';

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function run(ctx) {
  const child = spawn(resolve(ctx.root, 'node_modules/.bin/tsx'), ['scripts/benchAudit.ts'], {
    cwd: resolve(ctx.root, 'examples/admin-api'),
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const code = await new Promise((r) => child.once('exit', r));
  const line = out.split('\n').find((l) => l.startsWith('{'));
  if (code !== 0 || !line) throw new Error(`benchAudit exited ${code}`);
  const { results, resources, writes, searches } = JSON.parse(line);
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
