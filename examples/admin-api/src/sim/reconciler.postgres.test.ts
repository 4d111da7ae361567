/**
 * Two API instances (two connection pools) reconciling one table on a real PostgreSQL: every due row
 * moves exactly once and is told once. Needs Debian's postgresql package; skipped with the
 * reason when it is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { postgresUnavailable, startPostgres, type TestPostgres } from '../testing/postgres';
import { TestClock } from './clock';
import { createReconciler } from './reconciler';
import { resetSimJobs, simJobs, simJobsLoop } from './simJobs.testing';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`PostgreSQL tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== undefined)('reconciler on PostgreSQL with two instances', () => {
  let postgres: TestPostgres;
  let a: Database;
  let b: Database;

  beforeAll(async () => {
    postgres = await startPostgres();
    [a, b] = await Promise.all([
      openDatabase({ databaseUrl: postgres.url, dataDir: 'memory://' }),
      openDatabase({ databaseUrl: postgres.url, dataDir: 'memory://' }),
    ]);
    await resetSimJobs(a.db);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await postgres?.stop();
  });

  it('moves each of 300 due rows exactly once between two racing instances', async () => {
    const clock = new TestClock('2026-01-05T09:00:00Z');
    const due = new Date(clock.now().getTime() - 1_000);
    await a.db.insert(simJobs).values(Array.from({ length: 300 }, () => ({ status: 'DEPLOYING', nextAt: due })));
    const effects = new Map<number, string[]>();
    let transitions = 0;
    const instance = (name: string, database: Database) =>
      createReconciler({
        name,
        ...simJobsLoop(database.db, clock),
        batchSize: 50,
        async transition({ store }) {
          transitions++;
          // Let the other instance's queries in between read and write.
          await new Promise((resolve) => setImmediate(resolve));
          const row = await store({ status: 'RUNNING', note: name }, null);
          if (row) effects.set(row.id, [...(effects.get(row.id) ?? []), name]);
        },
      });
    const one = instance('a', a);
    const two = instance('b', b);
    await Promise.all([one.start(), two.start()]);

    const rows = await a.db.select().from(simJobs);
    expect(rows.every((r) => r.status === 'RUNNING' && r.nextAt === null)).toBe(true);
    expect(effects.size).toBe(300);
    expect([...effects.values()].every((names) => names.length === 1)).toBe(true);
    // Each row's stored note names the instance whose effect ran.
    expect(rows.every((r) => effects.get(r.id)?.[0] === r.note)).toBe(true);
    expect(transitions).toBeGreaterThanOrEqual(300);
    await Promise.all([one.stop(), two.stop()]);
  });
});
