/**
 * Chargeback at scale on PostgreSQL: a year of hourly allocation records for 1,000 projects of one organization
 * (8.76 million rows, and their daily roll-up as metering keeps it), then
 * - the cost roll-up of the organization over 90 days (per branch, from the daily roll-up), p50 and p95, beside the
 *   same sums read from the hourly records (what the roll-up table saves);
 * - the FOCUS CSV export of those 90 days per workload, day and resource, streamed as the route streams it, in rows
 *   per second.
 * Prints the machine's load average and one JSON line. BENCH_COST_PROJECTS, BENCH_COST_DAYS and BENCH_COST_RUNS bound
 * the work. Used by `bench/sections/costs.mjs`; `pnpm --filter @console/admin-api run bench:costs` runs it alone.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { branches } from '../src/areas/branches/tables';
import { allocationFocusRows, allocationRollUp, focusColumns, loadPrices } from '../src/areas/costs';
import { organizations } from '../src/areas/organizations/tables';
import { projects } from '../src/areas/projects/tables';
import { type Db, openDatabase } from '../src/db/database';
import { downloadStream } from '../src/http/csv';
import { seedDatabase } from '../src/seed/seed';
import { postgresUnavailable, startPostgres } from '../src/testing/postgres';

const PROJECTS = Number(process.env.BENCH_COST_PROJECTS ?? 1000);
const DAYS = Number(process.env.BENCH_COST_DAYS ?? 365);
const RUNS = Number(process.env.BENCH_COST_RUNS ?? 40);
const RANGE_DAYS = 90;
const DAY = 86_400_000;
/** The year ends at this day (UTC midnight), so runs are comparable. */
const END = Date.parse('2026-11-01T00:00:00Z');

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const load = () => loadavg().map((n) => Number(n.toFixed(2)));

/** PROJECTS projects in Acme AI's branches, each with a notebook's hourly records for DAYS days, and their daily roll-up. */
async function fill(db: Db) {
  const [acme] = await db.select().from(organizations).where(eq(organizations.name, 'Acme AI'));
  if (!acme) throw new Error('no Acme AI');
  const targets = await db.select().from(branches).where(eq(branches.organizationId, acme.id));
  for (let start = 0; start < PROJECTS; start += 500) {
    const rows = Array.from({ length: Math.min(500, PROJECTS - start) }, (_, i) => {
      const branch = targets[(start + i) % targets.length];
      if (!branch) throw new Error('no branches');
      return { branchId: branch.id, organizationId: acme.id, name: `cost bench ${start + i}` };
    });
    await db.insert(projects).values(rows);
  }
  const from = new Date(END - DAYS * DAY);
  const started = performance.now();
  // A month at a time: every project's notebook held 1-2 GPUs of one of three models, 8 cores, 32 GiB and 50 GiB of
  // storage, varying by the hour as workloads come and go.
  for (let at = from.getTime(); at < END; at += 30 * DAY) {
    const until = Math.min(END, at + 30 * DAY);
    await db.execute(sql`
      insert into cost_allocations (hour, project_id, workload, gpu_model, gpu_hours, cpu_core_hours, memory_gib_hours, storage_gib_hours)
      select h, p.id, 'notebook:' || p.id,
        (array['NVIDIA A100 80GB', 'NVIDIA L4', 'NVIDIA T4'])[1 + p.id % 3],
        (1 + (p.id + extract(hour from h)::int) % 2)::float8,
        8, 32, 50
      from projects p
      cross join generate_series(${new Date(at).toISOString()}::timestamptz, ${new Date(until - 3_600_000).toISOString()}::timestamptz, interval '1 hour') h
      where p.name like 'cost bench %'`);
  }
  await db.execute(sql`
    insert into cost_allocation_days (day, project_id, workload, gpu_model, gpu_hours, cpu_core_hours, memory_gib_hours, storage_gib_hours)
    select (hour at time zone 'UTC')::date, project_id, workload, gpu_model,
      sum(gpu_hours), sum(cpu_core_hours), sum(memory_gib_hours), sum(storage_gib_hours)
    from cost_allocations group by 1, 2, 3, 4`);
  await db.execute(sql`analyze`);
  const [count] = (
    (await db.execute(sql`select count(*)::int as n from cost_allocations`)) as unknown as { rows: { n: number }[] }
  ).rows;
  return { acme: acme.id, records: count?.n ?? 0, fillSeconds: (performance.now() - started) / 1000 };
}

/** The organization's 90 days per branch from the hourly records, as a roll-up table would not be there. */
async function fromHourly(db: Db, organizationId: number, from: Date, to: Date) {
  return db.execute(sql`
    select p.branch_id, sum(a.gpu_hours), sum(a.cpu_core_hours), sum(a.memory_gib_hours), sum(a.storage_gib_hours)
    from cost_allocations a join projects p on p.id = a.project_id
    where p.organization_id = ${organizationId} and a.hour >= ${from.toISOString()}::timestamptz and a.hour < ${to.toISOString()}::timestamptz
    group by p.branch_id`);
}

async function measure(url: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  try {
    const db = database.db;
    await seedDatabase(db, async (p) => `bench:${p}`);
    const filled = await fill(db);
    const scope = { level: 'organization' as const, organizationId: filled.acme };
    const to = new Date(END);
    const from = new Date(END - RANGE_DAYS * DAY);
    const prices = await loadPrices(db);

    for (let i = 0; i < 5; i++) await allocationRollUp(db, scope, from, to, 'BRANCH', prices); // warm-up
    const times: number[] = [];
    let branchesSeen = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      // The report reads the price list too, as a request does.
      const rows = await allocationRollUp(db, scope, from, to, 'BRANCH');
      times.push(performance.now() - started);
      branchesSeen = rows.length;
    }
    const hourly: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await fromHourly(db, filled.acme, from, to);
      hourly.push(performance.now() - started);
    }

    // The export as the route streams it: FOCUS rows a week at a time, CSV text, bytes.
    const started = performance.now();
    let rows = 0;
    const counting = (async function* () {
      for await (const chunk of allocationFocusRows(db, scope, from, to)) {
        rows += chunk.length;
        yield chunk;
      }
    })();
    const reader = downloadStream(counting, 'csv', focusColumns()).getReader();
    let bytes = 0;
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      bytes += next.value.byteLength;
    }
    const exportSeconds = (performance.now() - started) / 1000;
    return {
      ...filled,
      projects: PROJECTS,
      days: DAYS,
      rangeDays: RANGE_DAYS,
      branches: branchesSeen,
      rollUp: { runs: RUNS, p50: quantile(times, 0.5), p95: quantile(times, 0.95) },
      fromHourly: { runs: hourly.length, p50: quantile(hourly, 0.5) },
      export: { rows, bytes, seconds: exportSeconds, rowsPerSecond: rows / exportSeconds },
    };
  } finally {
    await database.close();
  }
}

const unavailable = postgresUnavailable();
if (unavailable) {
  console.error(`PostgreSQL skipped: ${unavailable}`);
  process.exit(1);
}
const loadBefore = load();
const postgres = await startPostgres();
try {
  const result = await measure(postgres.url);
  const loadAfter = load();
  console.error(
    `cost roll-up of an organization over ${result.rangeDays} days (${result.projects} projects, ${result.records.toLocaleString('en-US')} hourly records): ` +
      `p50 ${result.rollUp.p50.toFixed(1)} ms, p95 ${result.rollUp.p95.toFixed(1)} ms; from the hourly records: p50 ${result.fromHourly.p50.toFixed(0)} ms\n` +
      `FOCUS CSV export: ${result.export.rows.toLocaleString('en-US')} rows in ${result.export.seconds.toFixed(2)} s = ${Math.round(result.export.rowsPerSecond).toLocaleString('en-US')} rows/s\n` +
      `load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}`,
  );
  console.log(JSON.stringify({ ...result, loadBefore, loadAfter }));
} finally {
  await postgres.stop();
}
