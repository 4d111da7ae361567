import { and, asc, eq, getTableColumns, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import type { Clock } from './clock';

/** A row of `T` as drizzle reads it. */
export type RowOf<T extends PgTable> = T['$inferSelect'];

/** The property name (not the SQL name) of one of `T`'s columns. */
export type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & keyof RowOf<T> & string;

/** What a transition sees besides the row. */
export interface TransitionContext {
  /** The instant of this pass on the injected clock: use it, never `new Date()`. */
  now: Date;
}

/** The change a transition asks for; it is stored only if the row is still as it was read. */
export interface Transition<T extends PgTable, S extends ColumnKey<T>> {
  /** The new state; omitted keeps the current one. */
  state?: RowOf<T>[S];
  /**
   * When to look at the row again; `null` parks it until something else sets a due time. Keep it
   * after `now` unless the state changes, or the row comes straight back.
   */
  nextAt: Date | null;
  /** Other columns this state machine owns, written in the same UPDATE. */
  set?: Partial<T['$inferInsert']>;
  /**
   * Runs after the change is stored, on the one instance that stored it, with the row as stored:
   * notifications go here. It runs at most once: a failure is reported, not retried.
   */
  effect?: (row: RowOf<T>) => unknown;
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
  /** Decides what happens to a due row; `null` means nothing more to do (its due time is cleared). */
  transition(
    row: RowOf<T>,
    context: TransitionContext,
  ): Transition<T, S> | null | undefined | Promise<Transition<T, S> | null | undefined>;
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
 * at start-up, to catch up) it loads the rows with `next_at <= now` and applies `transition` to each.
 * The change is written with `UPDATE ... WHERE <key> AND state = <state read> AND next_at <= now
 * RETURNING *`: when two instances race for a row, exactly one UPDATE matches, and only that
 * instance runs the effect. Give the due-time column an index (`WHERE next_at IS NOT NULL`).
 *
 * @example An area moves deployments from DEPLOYING to RUNNING 30 s after creation:
 * ```ts
 * const deploymentsLoop = createReconciler({
 *   name: 'deployments', db, clock, table: deployments,
 *   key: ['id'], state: 'status', nextAt: 'nextAt',
 *   transition(row, { now }) {
 *     if (row.status !== 'DEPLOYING') return null;
 *     return {
 *       state: 'RUNNING', nextAt: null, set: { startedAt: now },
 *       effect: (stored) => notifier.notifyScope(scopeOf(stored), { type: 'deployment.running', ... }),
 *     };
 *   },
 * });
 * await deploymentsLoop.start();                  // at start-up, after the migrations
 * // in the create route: insert with status 'DEPLOYING', nextAt = clock.now() + 30 s, then
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

  async function store(row: RowOf<T>, values: Record<string, unknown>, now: Date): Promise<RowOf<T> | undefined> {
    const [stored] = await db.update(loose).set(values).where(unchanged(row, now)).returning();
    return stored as RowOf<T> | undefined;
  }

  async function step(row: RowOf<T>, now: Date) {
    let change: Transition<T, S> | null | undefined;
    try {
      change = await transition(row, { now });
    } catch (error) {
      report(error, row);
      await store(row, { [options.nextAt]: new Date(now.getTime() + retryMs) }, now);
      return;
    }
    const values: Record<string, unknown> = { ...change?.set, [options.nextAt]: change?.nextAt ?? null };
    if (change?.state !== undefined) values[options.state] = change.state;
    const stored = await store(row, values, now);
    // No row: another instance (or a request) changed it first, and this change is void.
    if (!stored || !change?.effect) return;
    try {
      await change.effect(stored);
    } catch (error) {
      report(error, stored);
    }
  }

  async function pass(now: Date): Promise<number> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const due = (await db
        .select()
        .from(loose)
        .where(and(isNotNull(nextAtColumn), lte(nextAtColumn, now)))
        .orderBy(asc(nextAtColumn))
        .limit(batchSize)) as RowOf<T>[];
      for (const row of due) await step(row, now);
      if (due.length < batchSize) break;
    }
    const [next] = await db
      .select({ at: nextAtColumn })
      .from(loose)
      .where(isNotNull(nextAtColumn))
      .orderBy(asc(nextAtColumn))
      .limit(1);
    const at = next?.at instanceof Date ? next.at.getTime() : undefined;
    return at === undefined ? pollMs : Math.min(pollMs, Math.max(0, at - clock.now().getTime()));
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
