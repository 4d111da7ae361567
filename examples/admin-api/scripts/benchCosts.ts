/**
 * Chargeback at scale on PostgreSQL, through the API as the console asks it: the admin API stack on a throw-away
 * PostgreSQL, 1,000 more projects in Acme AI's branches and a year of hourly allocation records for each (8.76
 * million rows, written server-side with generate_series, and the roll-ups metering keeps beside them), then
 * - the organization's costs page: `GET /costs?organizationId=…&from=…&to=…` over the last 90 days ending at the
 *   next whole hour (the range the console's 90-day button sends: partial days at both ends), as the organization
 *   admin, p50 and p95 over the HTTP request, beside the same sums read from the hourly records;
 * - the FOCUS CSV export `GET /costs/export` of the same range over HTTP, read to the end, in rows per second.
 * Each row carries the machine's load average taken around its own measurement. Prints one JSON line.
 * BENCH_COST_PROJECTS, BENCH_COST_DAYS and BENCH_COST_RUNS bound the work; TEST_PG_PORT picks the server's port.
 * Used by `bench/sections/costs.mjs`; `pnpm --filter @console/admin-api run bench:costs` runs it alone.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { branches } from '../src/areas/branches/tables';
import { allocationRollUp, costReport, loadPrices } from '../src/areas/costs';
import { organizations } from '../src/areas/organizations/tables';
import { readConfig } from '../src/config';
import { type Db, openDatabase } from '../src/db/database';
import { hashPassword } from '../src/idp/password';
import { CONSOLE_ORIGIN, exchangeCode, signIn, type TokenSet } from '../src/idp/test-browser';
import { seedDatabase } from '../src/seed/seed';
import { startStack } from '../src/stack';
import { postgresUnavailable, startPostgres } from '../src/testing/postgres';

const PROJECTS = Number(process.env.BENCH_COST_PROJECTS ?? 1000);
const DAYS = Number(process.env.BENCH_COST_DAYS ?? 365);
const RUNS = Number(process.env.BENCH_COST_RUNS ?? 40);
const RANGE_DAYS = 90;
const HOUR = 3_600_000;
const DAY = 86_400_000;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const load = () => loadavg().map((n) => Number(n.toFixed(2)));
const rowsOf = async <T>(q: Promise<unknown>) => (await q) as unknown as { rows: T[] };

/**
 * PROJECTS projects in Acme AI's branches, each with a notebook's hourly records for the DAYS days before `end`:
 * 1-2 GPUs of one of three models, 8 cores, 32 GiB and 50 GiB of storage, varying by the hour, some of it idle.
 * Written by the server in one statement (generate_series) with the table's keys built after the rows, as a bulk
 * load or a restore does, hour after hour as metering writes them (so the table lies in time order as it would); the
 * daily and monthly roll-ups are then summed from them as metering keeps them, day after day.
 */
async function fill(db: Db, end: number) {
  const [acme] = await db.select().from(organizations).where(eq(organizations.name, 'Acme AI'));
  if (!acme) throw new Error('no Acme AI');
  const targets = await db.select({ id: branches.id }).from(branches).where(eq(branches.organizationId, acme.id));
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    await tx.execute(sql`
      insert into projects (branch_id, organization_id, name)
      select (${sql.raw(`array[${targets.map((t) => t.id).join(',')}]`)})[1 + i % ${targets.length}], ${acme.id}, 'Cost bench ' || lpad(i::text, 5, '0')
      from generate_series(0, ${PROJECTS - 1}) i`);
    await tx.execute(sql`
      alter table cost_allocations drop constraint cost_allocations_project_id_workload_hour_gpu_model_pk,
        drop constraint cost_allocations_project_id_projects_id_fk`);
    await tx.execute(sql`drop index cost_allocations_hour`);
    await tx.execute(sql`
      insert into cost_allocations (hour, project_id, workload, gpu_model, gpu_hours, cpu_core_hours, memory_gib_hours,
        storage_gib_hours, gpu_idle_hours, cpu_idle_core_hours, memory_idle_gib_hours)
      select h, p.id, 'notebook:' || p.id,
        (array['NVIDIA A100 80GB', 'NVIDIA L4', 'NVIDIA T4'])[1 + p.id % 3],
        g, 8, 32, 50, g * 0.25, 3, 10
      from projects p
      cross join generate_series(${new Date(end - DAYS * DAY).toISOString()}::timestamptz, ${new Date(end - HOUR).toISOString()}::timestamptz, interval '1 hour') h
      cross join lateral (select (1 + (p.id + extract(hour from h)::int) % 2)::float8 as g) q
      where p.name like 'Cost bench %'
      order by h, p.id`);
    await tx.execute(sql`
      alter table cost_allocations add constraint cost_allocations_project_id_workload_hour_gpu_model_pk
        primary key (project_id, workload, hour, gpu_model),
        add constraint cost_allocations_project_id_projects_id_fk foreign key (project_id) references projects(id) on delete cascade`);
    await tx.execute(sql`create index cost_allocations_hour on cost_allocations (hour)`);
  });
  const hourlySeconds = (performance.now() - started) / 1000;
  await rebuildRollUps(db);
  await db.execute(sql`vacuum analyze`);
  const [count] = (await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from cost_allocations`))).rows;
  return {
    acme: acme.id,
    records: count?.n ?? 0,
    fillSeconds: (performance.now() - started) / 1000,
    hourlySeconds,
  };
}

/** The roll-up tables summed afresh from the hourly records, as metering would have kept them. */
async function rebuildRollUps(db: Db) {
  const quantities =
    'gpu_hours, cpu_core_hours, memory_gib_hours, storage_gib_hours, gpu_idle_hours, cpu_idle_core_hours, memory_idle_gib_hours';
  const sums = quantities
    .split(', ')
    .map((q) => `sum(${q})`)
    .join(', ');
  await db.execute(sql`delete from cost_allocation_days`);
  await db.execute(sql`delete from cost_allocation_months`);
  await db.execute(
    sql.raw(`insert into cost_allocation_days (day, project_id, workload, gpu_model, ${quantities})
      select (hour at time zone 'UTC')::date, project_id, workload, gpu_model, ${sums} from cost_allocations group by 1, 2, 3, 4 order by 1, 2, 3`),
  );
  await db.execute(
    sql.raw(`insert into cost_allocation_months (month, project_id, workload, gpu_model, ${quantities})
      select date_trunc('month', day)::date, project_id, workload, gpu_model, ${sums} from cost_allocation_days group by 1, 2, 3, 4 order by 1, 2, 3`),
  );
}

/** The organization's range per project and workload from the hourly records alone, as without a roll-up table. */
async function fromHourly(db: Db, organizationId: number, from: Date, to: Date) {
  return db.execute(sql`
    select a.project_id, a.workload, sum(a.gpu_hours), sum(a.cpu_core_hours), sum(a.memory_gib_hours), sum(a.storage_gib_hours),
      sum(a.gpu_idle_hours), sum(a.cpu_idle_core_hours), sum(a.memory_idle_gib_hours)
    from cost_allocations a join projects p on p.id = a.project_id
    where p.organization_id = ${organizationId} and a.hour >= ${from.toISOString()}::timestamptz and a.hour < ${to.toISOString()}::timestamptz
    group by 1, 2`);
}

async function measure(databaseUrl: string) {
  const config = readConfig({
    API_PORT: '0',
    IDP_PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    CONSOLE_ORIGIN,
    RATE_LIMITS: 'off',
    ACCESS_TOKEN_TTL: '3600',
    DATABASE_URL: databaseUrl,
  });
  // Seeded and filled before the API starts (its metering then goes on from the current hour).
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  let filled: Awaited<ReturnType<typeof fill>>;
  try {
    await seedDatabase(database.db, hashPassword);
    filled = await fill(database.db, Math.floor(Date.now() / HOUR) * HOUR);
  } finally {
    await database.close();
  }
  const stack = await startStack(config, { log: false });
  try {
    const db = stack.database.db;
    // The range the console's 90-day button asks for: ending at the next whole hour.
    const to = Math.ceil(Date.now() / HOUR) * HOUR;
    const from = to - RANGE_DAYS * DAY;
    console.error(
      `filled ${filled.records.toLocaleString('en-US')} hourly records in ${filled.hourlySeconds.toFixed(0)} s, with the roll-up ${filled.fillSeconds.toFixed(0)} s`,
    );
    const { code, verifier } = await signIn(stack.issuer, 'org.admin@demo.test');
    const token = ((await (await exchangeCode(stack.issuer, code, verifier)).json()) as TokenSet).access_token;
    const headers = { Authorization: `Bearer ${token}` };
    const query = `organizationId=${filled.acme}&from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`;

    const report = async () => {
      const res = await fetch(`${stack.apiUrl}/costs?${query}`, { headers });
      if (!res.ok) throw new Error(`GET /costs answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { rows: unknown[]; workloads: unknown[]; workloadCount: number };
    };
    for (let i = 0; i < 5; i++) await report(); // warm-up
    const rollUpLoadBefore = load();
    const times: number[] = [];
    let shape = { branches: 0, workloads: 0 };
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const body = await report();
      times.push(performance.now() - started);
      shape = { branches: body.rows.length, workloads: body.workloadCount };
    }
    const rollUpLoadAfter = load();

    // Where a request's time goes: the report computed in the process (its five reads, no HTTP, no access checks)
    // and its one roll-up query alone.
    const scope = { level: 'organization' as const, organizationId: filled.acme };
    const timed = async (run: () => Promise<unknown>) => {
      const spent: number[] = [];
      for (let i = 0; i < Math.min(RUNS, 20); i++) {
        const started = performance.now();
        await run();
        spent.push(performance.now() - started);
      }
      return { p50: quantile(spent, 0.5), p95: quantile(spent, 0.95) };
    };
    const prices = await loadPrices(db);
    const inProcess = await timed(() => costReport(db, scope, new Date(from), new Date(to)));
    const rollUpQuery = await timed(() =>
      allocationRollUp(db, scope, new Date(from), new Date(to), 'WORKLOAD', prices),
    );

    const hourlyLoadBefore = load();
    const hourly: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await fromHourly(db, filled.acme, new Date(from), new Date(to));
      hourly.push(performance.now() - started);
    }
    const hourlyLoadAfter = load();

    // The export as the console downloads it: the whole body read, its lines counted.
    const exportLoadBefore = load();
    const started = performance.now();
    const res = await fetch(`${stack.apiUrl}/costs/export?${query}`, { headers });
    if (!res.ok || !res.body) throw new Error(`GET /costs/export answered ${res.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.byteLength;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    }
    const exportSeconds = (performance.now() - started) / 1000;
    const exportLoadAfter = load();
    const rows = lines - 1;
    return {
      ...filled,
      projects: PROJECTS,
      days: DAYS,
      rangeDays: RANGE_DAYS,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      ...shape,
      rollUp: {
        runs: RUNS,
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        load: [rollUpLoadBefore, rollUpLoadAfter],
      },
      inProcess,
      rollUpQuery,
      fromHourly: { runs: hourly.length, p50: quantile(hourly, 0.5), load: [hourlyLoadBefore, hourlyLoadAfter] },
      export: {
        rows,
        bytes,
        seconds: exportSeconds,
        rowsPerSecond: rows / exportSeconds,
        load: [exportLoadBefore, exportLoadAfter],
      },
    };
  } finally {
    await stack.stop();
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
    `the organization's costs over ${result.rangeDays} days through GET /costs (${result.projects} projects, ${result.records.toLocaleString('en-US')} hourly records, ${result.branches} branches, ${result.workloads} workloads): ` +
      `p50 ${result.rollUp.p50.toFixed(1)} ms, p95 ${result.rollUp.p95.toFixed(1)} ms (load ${result.rollUp.load[0]?.join(' ')} -> ${result.rollUp.load[1]?.join(' ')}); ` +
      `of it in the process: the report p50 ${result.inProcess.p50.toFixed(1)} ms (p95 ${result.inProcess.p95.toFixed(1)}), its roll-up query p50 ${result.rollUpQuery.p50.toFixed(1)} ms (p95 ${result.rollUpQuery.p95.toFixed(1)}); ` +
      `from the hourly records: p50 ${result.fromHourly.p50.toFixed(0)} ms\n` +
      `FOCUS CSV export through GET /costs/export: ${result.export.rows.toLocaleString('en-US')} rows, ${(result.export.bytes / 1e6).toFixed(1)} MB in ${result.export.seconds.toFixed(2)} s = ` +
      `${Math.round(result.export.rowsPerSecond).toLocaleString('en-US')} rows/s (load ${result.export.load[0]?.join(' ')} -> ${result.export.load[1]?.join(' ')})`,
  );
  console.log(JSON.stringify({ ...result, loadBefore, loadAfter }));
} finally {
  await postgres.stop();
}
