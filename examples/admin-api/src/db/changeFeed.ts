import pg from 'pg';
import type { Database } from './database';

/** The channel migration 0008 announces changed tables on (payload: the table's name). */
export const CHANGES_CHANNEL = 'console_changes';

/**
 * What changed, as the database announces it: a table's name, or `undefined` for "anything may have
 * changed" (the feed was cut and announcements may have been missed).
 */
export type ChangeListener = (table: string | undefined) => void;

/** Committed changes to cached tables, from every instance sharing the database (see migration 0008). */
export interface ChangeFeed {
  /** False while announcements may be missed (the LISTEN connection is down): cached reads must not be trusted. */
  readonly live: boolean;
  /**
   * True when no announcement can go missing (PGlite: the database is in this process and announces a
   * change with the result of its statement), so cached reads need no expiry to bound a lost one.
   */
  readonly inProcess: boolean;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** Reconnection delays of the LISTEN connection on PostgreSQL. */
export interface ChangeFeedOptions {
  /** First delay after a lost connection (100 ms); doubles up to `maxDelayMs` (5 s). */
  minDelayMs?: number;
  maxDelayMs?: number;
  log?: (message: string) => void;
}

/**
 * Listens to the database's change announcements. On PGlite the announcement arrives with the result of
 * the statement that committed it; on PostgreSQL over a LISTEN connection of its own (outside the pool,
 * so queries keep all their connections), which is replaced with backoff when lost: while it is down the
 * feed is not `live`, and when it is back listeners hear `undefined` (drop everything).
 */
export async function openChangeFeed(database: Database, o: ChangeFeedOptions = {}): Promise<ChangeFeed> {
  const listeners = new Set<ChangeListener>();
  const tell = (table: string | undefined) => {
    for (const listener of [...listeners]) listener(table);
  };
  const subscribe = (listener: ChangeListener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  if (database.pglite) {
    const unlisten = await database.pglite.listen(CHANGES_CHANNEL, (table) => tell(table));
    return { live: true, inProcess: true, subscribe, close: () => unlisten() };
  }
  if (!database.pool) throw new Error('openChangeFeed: the database has neither a pool nor an embedded instance');
  const { minDelayMs = 100, maxDelayMs = 5000, log = (m: string) => console.error(m) } = o;
  const settings = database.pool.options;
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const c = new pg.Client({ ...settings, keepAlive: true });
    let lostOnce = false;
    const lost = (error?: Error) => {
      if (lostOnce) return;
      lostOnce = true;
      c.removeAllListeners('notification');
      c.on('error', () => undefined);
      void c.end().catch(() => undefined);
      if (client !== c) return;
      client = undefined;
      tell(undefined);
      if (closed) return;
      log(
        `change feed: LISTEN connection lost${error ? ` (${error.message})` : ''}; cached reads off until it is back`,
      );
      schedule(0);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (m) => {
      if (m.channel === CHANGES_CHANNEL) tell(m.payload || undefined);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      lost(error as Error);
      throw error;
    }
    if (closed) {
      // Closed while this connection was being made: it must not outlive the feed.
      lostOnce = true;
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    // Whatever was announced while nobody listened is unknown: drop everything read before.
    tell(undefined);
  };

  const schedule = (attempt: number) => {
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
    timer = setTimeout(async () => {
      if (closed) return;
      try {
        await connect();
        log('change feed: LISTEN connection back');
      } catch {
        if (!closed) schedule(attempt + 1);
      }
    }, delay);
  };

  await connect();
  return {
    get live() {
      return client !== undefined;
    },
    inProcess: false,
    subscribe,
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = undefined;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
