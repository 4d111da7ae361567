import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database';
import { seedDatabase } from '../../seed/seed';
import { TestClock } from '../../sim/clock';
import { createClusterSampler, SAMPLE_INTERVAL_MS } from './sampler';
import { clusterNodeSamples, clusterProjectSamples } from './tables';

describe('cluster sampler', () => {
  let database: Database;
  const clock = new TestClock('2026-01-05T09:02:00Z');
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await seedDatabase(database.db, async (p) => p);
  });
  afterAll(() => database.close());

  const nodeRows = async () => (await database.db.select({ n: count() }).from(clusterNodeSamples))[0]?.n ?? 0;

  it('fills in the last hours at start-up, one row per node and tick', async () => {
    const sampler = createClusterSampler({ db: database.db, clock, backfillMs: 3_600_000 });
    await sampler.start();
    // 08:00 ... 09:00 (the 09:02 tick is 09:00): 13 ticks of 8 nodes.
    expect(await nodeRows()).toBe(13 * 8);
    await clock.advance(SAMPLE_INTERVAL_MS * 2);
    expect(await nodeRows()).toBe(15 * 8);
    await sampler.stop();
    await clock.advance(SAMPLE_INTERVAL_MS);
    expect(await nodeRows()).toBe(15 * 8);
  });

  it('stores nothing twice when a second instance catches up over the same ticks', async () => {
    const other = createClusterSampler({ db: database.db, clock, backfillMs: 3_600_000 });
    const before = await nodeRows();
    await other.catchUp();
    // The clock moved one tick while the first sampler was stopped: only that tick is new.
    expect(await nodeRows()).toBe(before + 8);
    await other.catchUp();
    expect(await nodeRows()).toBe(before + 8);
  });

  it('gives projects a share of their nodes’ use that never exceeds what they requested', async () => {
    const rows = await database.db.select().from(clusterProjectSamples).orderBy(asc(clusterProjectSamples.at));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.gpusUsed).toBeLessThanOrEqual(r.gpusAllocated);
      expect(r.cpuUsed).toBeGreaterThanOrEqual(0);
    }
  });
});
