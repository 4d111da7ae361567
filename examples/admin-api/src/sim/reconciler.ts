import { and, asc, eq, getTableColumns, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import type { Clock } from './clock';

/** A row of `T` as drizzle reads it. */
export type RowOf<T extends PgTable> = T['$inferSelect'];

/** The property name (not the SQL name) of one of `T`'s columns. */
export type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & keyof RowOf<T> & string;

/**
 * A due row, handed to the transition. The transition decides what happens and calls its area's
 * service function, which writes the change through `store` and then records its notices: the loop
 * finds due rows and keeps them from being moved twice, the area says what a move writes.
 */
export interface Due<T extends PgTable> {
  /** The row as read. */
  row: RowOf<T>;
  /** The instant of this pass on the injected clock: use it, never `new Date()`. */
  now: Date;
  /**
   * Writes `set` and the next due time (`null` parks the row until something else sets one) in one
   * UPDATE that only matches while the row is as read: same key, same state, still due. When two
   * instances race, exactly one stores. Answers the row as stored, or undefined when another instance
   * or a request changed it first: then the change is void and nobody is told. Keep `nextAt` after
   * `now` unless the state changes, or the row comes straight back.
   */
  store(set: Partial<T['$inferInsert']>, nextAt: Date | null): Promise<RowOf<T> | undefined>;
  /** Nothing changes yet: the loop looks at the row again at `at` (only its due time is written). */
  later(at: Date): Promise<void>;
}

/** How a table's rows move through their states by themselves. */
export interface ReconcilerOptions<T extends PgTable, S extends ColumnKey<T>> {
  /** Names the loop in error reports. */
  name: string;
  db: Db;
  clock: Clock;
  table: T;
  /** The column(s) that identify a row (its primary key). */
  key: readonly ColumnKey<T>[];
  /** The column holding the state (not null). */
  state: S;
  /** The timestamp column holding when the row is due next; null means nothing is scheduled. */
  nextAt: ColumnKey<T>;
  /**
   * Moves a due row: decides, and calls the area's service function that stores the change through
   * `due.store`. Returning without storing anything parks the row (its due time is cleared).
   */
  transition(due: Due<T>): unknown;
  /** Due rows loaded per query (default 100). */
  batchSize?: number;
  /** The longest sleep between passes (default 60 s): picks up rows another instance scheduled. */
  pollMs?: number;
  /** How long a row whose transition threw waits before it is tried again (default 30 s). */
  retryMs?: number;
  /** Reports a failure (default: console.error); `row` is absent when the pass itself failed. */
  onError?(error: unknown, row?: RowOf<T>): void;
}

/** A running loop; see {@link createReconciler}. */
export interface Reconciler {
  /** Catches up on everything due (after a restart), then keeps waking at each due time. */
  start(): Promise<void>;
  /** Runs a pass now, e.g. right after a request set an earlier due time; resolves when it is done. */
  poke(): Promise<void>;
  /** Stops waking; resolves once a pass under way has finished (await it before closing the database). */
  stop(): Promise<void>;
}

/** Passes that may run back to back when a batch comes back full, before yielding to the clock. */
const MAX_ROUNDS = 10;

/**
 * A state machine whose state and due time live in a database row, so it survives restarts and is
 * shared by every API instance on one PostgreSQL. At each due time on the injected clock (and once
 * at start-up, to catch up) it loads the rows with `next_at <= now` and hands each to `transition`,
 * which calls the area's service function for the move. That function writes through `due.store`:
 * `UPDATE ... WHERE <key> AND state = <state read> AND next_at <= now RETURNING *`, so when two
 * instances race for a row exactly one UPDATE matches, and only that instance tells anyone. Give the
 * due-time column an index (`WHERE next_at IS NOT NULL`).
 *
 * @example An area moves deployments from DEPLOYING to RUNNING 30 s after creation:
 * ```ts
 * // areas/deployments/service.ts: the move, with its notice (and its audit entry)
 * export async function markRunning(jobs: JobContext, due: Due<typeof deployments>, actor: SystemActor) {
 *   const stored = await due.store({ status: 'RUNNING', startedAt: due.now }, null);
 *   if (stored) await jobs.notifier.notifyScope(scopeOf(stored), notice('deployment.running', stored));
 * }
 * // areas/deployments/lifecycle.ts: when it happens
 * const deploymentsLoop = createReconciler({
 *   name: 'deployments', db, clock, table: deployments,
 *   key: ['id'], state: 'status', nextAt: 'nextAt',
 *   transition: (due) => (due.row.status === 'DEPLOYING' ? markRunning(jobs, due, rollout) : undefined),
 * });
 * await deploymentsLoop.start();                  // at start-up, after the migrations
 * // in the create service function: insert with status 'DEPLOYING', nextAt = clock.now() + 30 s, then
 * await deploymentsLoop.poke();                   // so the loop wakes for the new, earlier due time
 * await deploymentsLoop.stop();                   // at shutdown
 * // in a test: await clock.advance(30_000) and the deployment is RUNNING, its notification sent.
 * ```
 */
export function createReconciler<T extends PgTable, S extends ColumnKey<T>>(
  options: ReconcilerOptions<T, S>,
): Reconciler {
  const { db, clock, table, key, transition } = options;
  const batchSize = options.batchSize ?? 100;
  const pollMs = options.pollMs ?? 60_000;
  const retryMs = options.retryMs ?? 30_000;
  const report =
    options.onError ??
    ((error: unknown, row?: RowOf<T>) => {
      const where = row ? ` (${key.map((k) => `${k}=${String(row[k])}`).join(', ')})` : '';
      console.error(`${options.name}${where}:`, error instanceof Error ? error.message : error);
    });

  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const column = (name: string) => {
    const found = columns[name];
    if (!found) throw new Error(`${options.name}: the table has no column ${name}`);
    return found;
  };
  const keyColumns = key.map((k) => [k, column(k)] as const);
  if (keyColumns.length === 0) throw new Error(`${options.name}: key names no column`);
  const stateColumn = column(options.state);
  const nextAtColumn = column(options.nextAt);
  const loose = table as PgTable;

  /** The row as read: same key, same state, still due. */
  const unchanged = (row: RowOf<T>, now: Date): SQL | undefined =>
    and(...keyColumns.map(([k, c]) => eq(c, row[k])), eq(stateColumn, row[options.state]), lte(nextAtColumn, now));

  async function write(row: RowOf<T>, values: Record<string, unknown>, now: Date): Promise<RowOf<T> | undefined> {
    const [stored] = await db.update(loose).set(values).where(unchanged(row, now)).returning();
    return stored as RowOf<T> | undefined;
  }

  async function step(row: RowOf<T>, now: Date) {
    let called = false;
    let stored: RowOf<T> | undefined;
    const due: Due<T> = {
      row,
      now,
      async store(set, nextAt) {
        called = true;
        const values: Record<string, unknown> = { ...set, [options.nextAt]: nextAt };
        stored = await write(row, values, now);
        return stored;
      },
      async later(at) {
        called = true;
        await write(row, { [options.nextAt]: at }, now);
      },
    };
    try {
      await transition(due);
      if (!called) await write(row, { [options.nextAt]: null }, now);
    } catch (error) {
      // After a stored change (a notice failed), the change stands and is reported once; before one,
      // the row is tried again after `retryMs`.
      report(error, stored ?? row);
      if (!stored) await write(row, { [options.nextAt]: new Date(now.getTime() + retryMs) }, now);
    }
  }

  /** A scheduled instant as read (a Date; a string where a column reads as one), in ms; NaN for none. */
  const timeOf = (at: unknown) => (at instanceof Date ? at.getTime() : typeof at === 'string' ? Date.parse(at) : NaN);
  const untilNext = (at: unknown) => {
    const time = timeOf(at);
    return Number.isNaN(time) ? pollMs : Math.min(pollMs, Math.max(0, time - clock.now().getTime()));
  };

  async function pass(now: Date): Promise<number> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      // The earliest scheduled rows, due first: when none is due (most passes), the first one says when to look
      // again, without a second query.
      const scheduled = (await db
        .select()
        .from(loose)
        .where(isNotNull(nextAtColumn))
        .orderBy(asc(nextAtColumn))
        .limit(batchSize)) as RowOf<T>[];
      const due = scheduled.filter((row) => timeOf(row[options.nextAt]) <= now.getTime());
      if (round === 0 && due.length === 0) return untilNext(scheduled[0]?.[options.nextAt]);
      for (const row of due) await step(row, now);
      if (due.length < batchSize) break;
    }
    const [next] = await db
      .select({ at: nextAtColumn })
      .from(loose)
      .where(isNotNull(nextAtColumn))
      .orderBy(asc(nextAtColumn))
      .limit(1);
    return untilNext(next?.at);
  }

  let stopped = true;
  let cancelWake: (() => void) | undefined;
  let tail: Promise<void> = Promise.resolve();
  let queued: Promise<void> | undefined;

  async function cycle() {
    cancelWake?.();
    cancelWake = undefined;
    if (stopped) return;
    let delay: number;
    try {
      delay = await pass(clock.now());
    } catch (error) {
      report(error);
      delay = retryMs;
    }
    if (!stopped) cancelWake = clock.setTimer(delay, trigger);
  }

  /** One pass at a time; calls while one waits to start share it. */
  function trigger(): Promise<void> {
    if (queued) return queued;
    const next = tail.then(() => {
      queued = undefined;
      return cycle();
    });
    queued = next;
    tail = next;
    return next;
  }

  return {
    start() {
      stopped = false;
      return trigger();
    },
    poke: () => (stopped ? Promise.resolve() : trigger()),
    stop() {
      stopped = true;
      cancelWake?.();
      cancelWake = undefined;
      return tail;
    },
  };
}
