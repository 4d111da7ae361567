import pg from 'pg';
import type { Database } from './database';
import { listenWithReconnect } from './listenConnection';

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
  /** First delay after a lost connection (100 ms); doubles up to `maxDelayMs` (5 s), with jitter. */
  minDelayMs?: number;
  maxDelayMs?: number;
  log?: (message: string) => void;
}

/**
 * Listens to the database's change announcements. On PGlite the announcement arrives with the result of
 * the statement that committed it; on PostgreSQL over a LISTEN connection of its own (outside the pool,
 * so queries keep all their connections), which is replaced with backoff when lost (`listenWithReconnect`):
 * while it is down the feed is not `live`, and when it is back listeners hear `undefined` (drop everything).
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
  const settings = database.pool.options;
  const listening = await listenWithReconnect({
    ...o,
    name: 'change feed',
    channel: CHANGES_CHANNEL,
    whileLost: 'cached reads off until it is back',
    // A connection of its own, outside the pool, so queries keep all their connections.
    connect: async () => {
      const client = new pg.Client({ ...settings, keepAlive: true });
      // Until the listener takes it over, an 'error' while connecting must not end the process.
      client.on('error', () => undefined);
      try {
        await client.connect();
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      return { client, release: () => client.end().catch(() => undefined) };
    },
    onNotification: (table) => tell(table),
    onLost: () => tell(undefined),
    // Whatever was announced while nobody listened is unknown: drop everything read before.
    onListening: () => tell(undefined),
  });
  return {
    get live() {
      return listening.listening;
    },
    inProcess: false,
    subscribe,
    close: () => listening.close(),
  };
}
