import { eq } from 'drizzle-orm';
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { TestClock } from './clock';
import { createReconciler, type ReconcilerOptions } from './reconciler';
import { resetSimJobs, simJobs, simJobsLoop } from './simJobs.testing';

type Job = typeof simJobs.$inferSelect;
type Options = ReconcilerOptions<typeof simJobs, 'status'>;

let database: Database;
let clock: TestClock;
const at = (ms: number) => new Date(clock.now().getTime() + ms);

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await resetSimJobs(database.db);
  clock = new TestClock('2026-01-05T09:00:00Z');
});

/** DEPLOYING -> RUNNING after its due time, then RUNNING -> PAUSED one hour later; what was told recorded. */
function deployments(extra: Partial<Options> = {}) {
  const effects: string[] = [];
  const reconciler = createReconciler({
    name: 'test-jobs',
    ...simJobsLoop(database.db, clock),
    async transition({ row, now, store }) {
      if (row.status === 'DEPLOYING') {
        const at = new Date(now.getTime() + 3_600_000);
        const stored = await store({ status: 'RUNNING', note: `running since ${now.toISOString()}` }, at);
        if (stored) effects.push(`${stored.id}:${stored.status}`);
      }
      if (row.status === 'RUNNING') {
        const stored = await store({ status: 'PAUSED' }, null);
        if (stored) effects.push(`${stored.id}:${stored.status}`);
      }
    },
    onError: vi.fn(),
    ...extra,
  });
  return { reconciler, effects };
}

const insert = (values: { status: string; nextAt: Date | null }) =>
  database.db
    .insert(simJobs)
    .values(values)
    .returning()
    .then((rows) => rows[0] as Job);
const load = (id: number) =>
  database.db
    .select()
    .from(simJobs)
    .where(eq(simJobs.id, id))
    .then((rows) => rows[0] as Job);

describe('createReconciler', () => {
  it('catches up at start-up on rows that fell due while no instance ran, and leaves the rest', async () => {
    const overdue = await insert({ status: 'DEPLOYING', nextAt: at(-5 * 60_000) });
    const later = await insert({ status: 'DEPLOYING', nextAt: at(60_000) });
    const parked = await insert({ status: 'DEPLOYING', nextAt: null });
    const { reconciler, effects } = deployments();
    await reconciler.start();
    expect((await load(overdue.id)).status).toBe('RUNNING');
    expect((await load(overdue.id)).note).toBe('running since 2026-01-05T09:00:00.000Z');
    expect((await load(later.id)).status).toBe('DEPLOYING');
    expect((await load(parked.id)).status).toBe('DEPLOYING');
    expect(effects).toEqual([`${overdue.id}:RUNNING`]);
    await reconciler.stop();
  });

  it('wakes at each due time on the injected clock and walks a row through its states', async () => {
    const job = await insert({ status: 'DEPLOYING', nextAt: at(30_000) });
    const { reconciler, effects } = deployments();
    await reconciler.start();
    await clock.advance(29_999);
    expect((await load(job.id)).status).toBe('DEPLOYING');
    await clock.advance(1);
    const running = await load(job.id);
    expect(running.status).toBe('RUNNING');
    expect(running.nextAt?.toISOString()).toBe('2026-01-05T10:00:30.000Z');
    await clock.advance(3_600_000);
    expect(await load(job.id)).toMatchObject({ status: 'PAUSED', nextAt: null });
    expect(effects).toEqual([`${job.id}:RUNNING`, `${job.id}:PAUSED`]);
    await reconciler.stop();
  });

  it('poke() makes the loop wake for a due time set after it went to sleep', async () => {
    const { reconciler } = deployments();
    await reconciler.start();
    expect(clock.nextTimerAt()?.toISOString()).toBe('2026-01-05T09:01:00.000Z');
    const job = await insert({ status: 'DEPLOYING', nextAt: at(10_000) });
    await reconciler.poke();
    expect(clock.nextTimerAt()?.toISOString()).toBe('2026-01-05T09:00:10.000Z');
    await clock.advance(10_000);
    expect((await load(job.id)).status).toBe('RUNNING');
    await reconciler.stop();
  });

  it('without a poke, the periodic poll still finds rows another instance scheduled', async () => {
    const { reconciler } = deployments({ pollMs: 60_000 });
    await reconciler.start();
    const job = await insert({ status: 'DEPLOYING', nextAt: at(10_000) });
    await clock.advance(59_000);
    expect((await load(job.id)).status).toBe('DEPLOYING');
    await clock.advance(1_000);
    expect((await load(job.id)).status).toBe('RUNNING');
    await reconciler.stop();
  });

  it('two instances racing for one row: one stores the change and tells, the other backs off', async () => {
    const job = await insert({ status: 'DEPLOYING', nextAt: at(0) });
    // Both instances read the row before either writes: the worst interleaving.
    let reads = 0;
    let release: () => void = () => undefined;
    const bothRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    const effects: string[] = [];
    const instance = (name: string) =>
      createReconciler({
        name,
        ...simJobsLoop(database.db, clock),
        async transition({ store }) {
          reads++;
          if (reads === 2) release();
          await bothRead;
          if (await store({ status: 'RUNNING', note: name }, null)) effects.push(name);
        },
      });
    const a = instance('a');
    const b = instance('b');
    await Promise.all([a.start(), b.start()]);
    expect(reads).toBe(2);
    expect(effects).toHaveLength(1);
    expect((await load(job.id)).note).toBe(effects[0]);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('a change made by a request while the transition ran wins over the transition', async () => {
    const job = await insert({ status: 'DEPLOYING', nextAt: at(0) });
    const effect = vi.fn();
    const reconciler = createReconciler({
      name: 'paused-meanwhile',
      ...simJobsLoop(database.db, clock),
      async transition({ row, store }) {
        await database.db.update(simJobs).set({ status: 'STOPPED' }).where(eq(simJobs.id, row.id));
        if (await store({ status: 'RUNNING' }, null)) effect();
      },
    });
    await reconciler.start();
    expect((await load(job.id)).status).toBe('STOPPED');
    expect(effect).not.toHaveBeenCalled();
    await reconciler.stop();
  });

  it('a transition that throws is reported and the row is tried again after retryMs', async () => {
    const job = await insert({ status: 'DEPLOYING', nextAt: at(0) });
    const onError = vi.fn();
    let calls = 0;
    const { reconciler } = deployments({
      retryMs: 5_000,
      onError,
      transition: ({ row, store }) => {
        calls++;
        if (calls === 1) throw new Error('flaky');
        return store({ status: 'RUNNING', attempts: row.attempts + 1 }, null);
      },
    });
    await reconciler.start();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'flaky' }),
      expect.objectContaining({ id: job.id }),
    );
    expect(await load(job.id)).toMatchObject({ status: 'DEPLOYING', nextAt: at(5_000) });
    await clock.advance(5_000);
    expect(await load(job.id)).toMatchObject({ status: 'RUNNING', attempts: 1, nextAt: null });
    await reconciler.stop();
  });

  it('a notice failing after the change was stored is reported once; the stored change stands', async () => {
    const job = await insert({ status: 'DEPLOYING', nextAt: at(0) });
    const onError = vi.fn();
    const { reconciler } = deployments({
      onError,
      async transition({ store }) {
        await store({ status: 'RUNNING' }, null);
        throw new Error('notifier down');
      },
    });
    await reconciler.start();
    expect(await load(job.id)).toMatchObject({ status: 'RUNNING', nextAt: null });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'notifier down' }),
      expect.objectContaining({ status: 'RUNNING' }),
    );
    await reconciler.stop();
  });

  it('a transition that stores nothing parks the row (due time cleared) without touching its state', async () => {
    const job = await insert({ status: 'STOPPED', nextAt: at(0) });
    const { reconciler } = deployments();
    await reconciler.start();
    expect(await load(job.id)).toMatchObject({ status: 'STOPPED', nextAt: null });
    await reconciler.stop();
  });

  it('later() only moves the due time: the row comes back then, as it was', async () => {
    const job = await insert({ status: 'WAITING', nextAt: at(0) });
    const seen: string[] = [];
    const { reconciler } = deployments({
      transition: ({ row, now, later }) => {
        seen.push(now.toISOString());
        return row.status === 'WAITING' && seen.length === 1 ? later(new Date(now.getTime() + 60_000)) : undefined;
      },
    });
    await reconciler.start();
    expect(await load(job.id)).toMatchObject({ status: 'WAITING', nextAt: at(60_000) });
    await clock.advance(60_000);
    expect(seen).toEqual(['2026-01-05T09:00:00.000Z', '2026-01-05T09:01:00.000Z']);
    expect(await load(job.id)).toMatchObject({ status: 'WAITING', nextAt: null });
    await reconciler.stop();
  });

  it('works through more due rows than one batch in one pass', async () => {
    await database.db
      .insert(simJobs)
      .values(Array.from({ length: 25 }, (_, i) => ({ status: 'DEPLOYING', nextAt: at(-i) })));
    const { reconciler, effects } = deployments({ batchSize: 10 });
    await reconciler.start();
    expect(effects).toHaveLength(25);
    await reconciler.stop();
  });

  it('reports a failing pass and tries again after retryMs', async () => {
    const missing = pgTable('sim_missing', {
      id: serial('id').primaryKey(),
      status: text('status').notNull(),
      nextAt: timestamp('next_at'),
    });
    const onError = vi.fn();
    const reconciler = createReconciler({
      name: 'broken',
      db: database.db,
      clock,
      table: missing,
      key: ['id'],
      state: 'status',
      nextAt: 'nextAt',
      transition: () => undefined,
      retryMs: 7_000,
      onError,
    });
    await reconciler.start();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[1]).toBeUndefined();
    expect(clock.nextTimerAt()?.toISOString()).toBe('2026-01-05T09:00:07.000Z');
    await clock.advance(7_000);
    expect(onError).toHaveBeenCalledTimes(2);
    await reconciler.stop();
  });

  it('stop() cancels the wake-up and later pokes do nothing', async () => {
    const job = await insert({ status: 'DEPLOYING', nextAt: at(1_000) });
    const { reconciler } = deployments();
    await reconciler.start();
    expect(clock.pendingTimers).toBe(1);
    await reconciler.stop();
    expect(clock.pendingTimers).toBe(0);
    await clock.advance(2_000);
    await reconciler.poke();
    expect((await load(job.id)).status).toBe('DEPLOYING');
  });

  it('refuses a column name the table does not have', () => {
    expect(() => deployments({ nextAt: 'missing' as 'nextAt' })).toThrow('test-jobs: the table has no column missing');
  });
});
