/**
 * The audit log's cost per write and the command palette's search latency, printed as one JSON line:
 * - a project change in its own transaction, with its audit entry and without (interleaved, same database);
 * - search p95 with 100,000 named resources (projects and users), as an organization admin and a super
 *   admin, on PGlite (no trigram index) and on PostgreSQL (pg_trgm) when its binaries are there.
 * Used by `bench/sections/audit.mjs`; BENCH_AUDIT_WRITES, BENCH_AUDIT_SEARCHES and BENCH_AUDIT_RESOURCES bound the work.
 */
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { type Access, loadAccess } from '../src/access/access';
import { branches } from '../src/areas/branches/tables';
import { projects } from '../src/areas/projects/tables';
import { search } from '../src/areas/search';
import { users } from '../src/areas/users/tables';
import { recordAudit } from '../src/audit/record';
import { type Db, openDatabase } from '../src/db/database';
import { seedDatabase } from '../src/seed/seed';
import { systemClock } from '../src/sim/clock';
import { postgresUnavailable, startPostgres } from '../src/testing/postgres';

const WRITES = Number(process.env.BENCH_AUDIT_WRITES ?? 400);
const SEARCHES = Number(process.env.BENCH_AUDIT_SEARCHES ?? 200);
const RESOURCES = Number(process.env.BENCH_AUDIT_RESOURCES ?? 100_000);
const WORDS = [
  'alpha',
  'beacon',
  'cobalt',
  'delta',
  'ember',
  'falcon',
  'granite',
  'harbor',
  'indigo',
  'juniper',
  'kestrel',
  'lumen',
  'meridian',
  'nebula',
  'orchid',
  'pioneer',
  'quartz',
  'raven',
  'summit',
  'tundra',
  'umber',
  'vertex',
  'willow',
  'xenon',
  'yonder',
  'zephyr',
  'fraud',
  'vision',
  'speech',
  'forecast',
  'ledger',
  'sentinel',
];

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const median = (values: number[]) => quantile(values, 0.5);

/** A deterministic word stream (the same names on both databases). */
function* words(seed = 7) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    yield WORDS[x % WORDS.length] as string;
  }
}

async function accessOf(db: Db, email: string): Promise<Access> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const access = row && (await loadAccess(db, row.id));
  if (!access) throw new Error(`no ${email}`);
  return access;
}

/** Milliseconds per change of one project, with and without its audit entry, interleaved. */
async function writeCost(db: Db) {
  const admin = await accessOf(db, 'org.admin@demo.test');
  const [project] = await db.select().from(projects).limit(1);
  if (!project) throw new Error('no project');
  const scope = {
    level: 'project' as const,
    organizationId: project.organizationId,
    branchId: project.branchId,
    projectId: project.id,
  };
  const v = { access: admin, services: { clock: systemClock }, client: { ip: '127.0.0.1', userAgent: 'bench' } };
  const plain: number[] = [];
  const audited: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    for (const withAudit of i % 2 === 0 ? [false, true] : [true, false]) {
      const started = performance.now();
      await db.transaction(async (tx) => {
        const description = `bench ${i} ${withAudit}`;
        await tx.update(projects).set({ description }).where(eq(projects.id, project.id));
        if (withAudit)
          await recordAudit(tx, v, {
            action: 'UPDATE',
            resource: { kind: 'PROJECT', id: project.id, name: project.name },
            scope,
            changes: { description: { before: project.description, after: description } },
          });
      });
      (withAudit ? audited : plain).push(performance.now() - started);
    }
  }
  // The first writes warm the JIT and the plan caches.
  const warm = Math.floor(WRITES / 10);
  return { plainMs: median(plain.slice(warm)), auditedMs: median(audited.slice(warm)) };
}

/** Fills up to RESOURCES named projects and users, then refreshes the planner's statistics. */
async function fill(db: Db) {
  const targets = (await db.select().from(branches)).filter((b) => b.name === 'Research' || b.name === 'Production');
  const stream = words();
  const name = (n: number) => `${stream.next().value}-${stream.next().value} ${stream.next().value} ${n}`;
  const projectCount = RESOURCES * 0.6;
  for (let start = 0; start < projectCount; start += 2000) {
    const rows = Array.from({ length: Math.min(2000, projectCount - start) }, (_, i) => {
      const branch = targets[(start + i) % targets.length];
      if (!branch) throw new Error('no branches');
      return { branchId: branch.id, organizationId: branch.organizationId, name: name(start + i) };
    });
    await db.insert(projects).values(rows);
  }
  const userCount = RESOURCES - projectCount;
  for (let start = 0; start < userCount; start += 2000) {
    const rows = Array.from({ length: Math.min(2000, userCount - start) }, (_, i) => {
      const n = start + i;
      const full = name(n);
      return { name: full, email: `bench.${n}@${full.split(' ')[1]}.test` };
    });
    await db.insert(users).values(rows);
  }
  await db.execute(sql`analyze`);
}

/** p50 and p95 of the palette's search (20 results) over one-word and prefix queries. */
async function searchLatency(db: Db, email: string) {
  const access = await accessOf(db, email);
  const queries = Array.from({ length: SEARCHES }, (_, i) => {
    const word = WORDS[(i * 7) % WORDS.length] as string;
    return i % 3 === 0 ? word.slice(0, 3) : i % 3 === 1 ? word : word.slice(1, 5);
  });
  for (const q of queries.slice(0, 10)) await search(db, access, q, 20); // warm-up
  const times: number[] = [];
  for (const q of queries) {
    const started = performance.now();
    await search(db, access, q, 20);
    times.push(performance.now() - started);
  }
  return { p50: median(times), p95: quantile(times, 0.95) };
}

async function measure(label: string, databaseUrl: string | undefined) {
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  try {
    await seedDatabase(database.db, async (p) => `bench:${p}`);
    const writes = await writeCost(database.db);
    await fill(database.db);
    const indexes = await database.db.execute(
      sql`select count(*)::int as n from pg_indexes where indexname like '%_trgm'`,
    );
    const trigram = (indexes as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    return {
      label,
      ...writes,
      trigramIndexes: trigram,
      orgAdmin: await searchLatency(database.db, 'org.admin@demo.test'),
      superAdmin: await searchLatency(database.db, 'super@demo.test'),
    };
  } finally {
    await database.close();
  }
}

const results = [await measure('PGlite', undefined)];
const unavailable = postgresUnavailable();
if (unavailable) console.error(`PostgreSQL skipped: ${unavailable}`);
else {
  const postgres = await startPostgres();
  try {
    results.push(await measure('PostgreSQL', postgres.url));
  } finally {
    await postgres.stop();
  }
}
console.log(JSON.stringify({ resources: RESOURCES, writes: WRITES, searches: SEARCHES, results }));
