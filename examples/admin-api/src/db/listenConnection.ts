/**
 * A PostgreSQL LISTEN that outlives its connection. The connection is the database's to lose (restart,
 * failover, network): when it goes, it is replaced with exponential backoff and jitter (so instances
 * that lost the database together do not all come back at the same moment), and the owner hears when
 * announcements may have been missed and when it listens again. The notification bus and the change
 * feed each keep one.
 */
import type pg from 'pg';

/** A connection to listen on, and how to let it go. */
export interface ListenConnection {
  client: pg.ClientBase;
  /** Lets the connection go: `broken` when it failed (it must not be used again) rather than closed. */
  release(broken: boolean): void | Promise<void>;
}

/** What to listen to, how to connect, and what to tell. */
export interface ListenOptions {
  /** Names the listener in log lines ("notification bus", "change feed"). */
  name: string;
  channel: string;
  /** A new, connected connection: one from a pool, or a client of its own. */
  connect(): Promise<ListenConnection>;
  /** An announcement on the channel (its payload; undefined when it has none). */
  onNotification(payload: string | undefined): void;
  /** The listening connection was lost: announcements may be missed until `onListening`. */
  onLost?(): void;
  /** A connection listens: the first (`again` false) or a replacement (`again` true). */
  onListening?(again: boolean): void;
  /** What the log line of a loss says happens next (default: "reconnecting"). */
  whileLost?: string;
  /** First delay after a lost connection (100 ms); doubles up to `maxDelayMs` (5 s); each delay is jittered. */
  minDelayMs?: number;
  maxDelayMs?: number;
  log?: (message: string) => void;
}

/** A LISTEN kept up until closed. */
export interface Listening {
  /** True while a connection listens (announcements cannot be missed). */
  readonly listening: boolean;
  /** Stops listening and reconnecting, and lets the connection go. */
  close(): Promise<void>;
}

/**
 * A connection to listen on `channel`, taken from `pool`: a broken one is destroyed (the pool must not hand out a
 * dead connection), a healthy one stops listening and goes back.
 */
export async function pooledListenConnection(pool: pg.Pool, channel: string): Promise<ListenConnection> {
  const client = await pool.connect();
  return {
    client,
    release: async (broken) => {
      if (broken) return client.release(true);
      await client.query(`UNLISTEN ${channel}`).catch(() => undefined);
      client.release();
    },
  };
}

/** Listens on `channel`; rejects when the first connection cannot be made. */
export async function listenWithReconnect(o: ListenOptions): Promise<Listening> {
  const { name, channel, minDelayMs = 100, maxDelayMs = 5000, log = (m: string) => console.error(m) } = o;
  let current: { conn: ListenConnection; retire: () => void } | undefined;
  let closed = false;
  let reconnecting: Promise<void> | undefined;
  let wake = () => {};

  const listen = async (again: boolean) => {
    const conn = await o.connect();
    const c = conn.client;
    let gone = false;
    /** Stops hearing this connection; an error it raises afterwards must not end the process. */
    const retire = () => {
      gone = true;
      c.removeAllListeners('notification');
      c.on('error', () => undefined);
    };
    const lost = (error?: Error) => {
      if (gone) return;
      retire();
      const wasListening = current?.conn === conn;
      if (wasListening) current = undefined;
      void Promise.resolve(conn.release(true)).catch(() => undefined);
      if (!wasListening) return;
      o.onLost?.();
      if (closed) return;
      log(`${name}: LISTEN connection lost${error ? ` (${error.message})` : ''}; ${o.whileLost ?? 'reconnecting'}`);
      void reconnect();
    };
    // Without a handler, an 'error' on the connection (the server went away) ends the process.
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', (m) => {
      if (m.channel === channel) o.onNotification(m.payload || undefined);
    });
    try {
      await c.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(error as Error);
      throw error;
    }
    if (closed) {
      // Closed while this connection was being made: it must not outlive the listener.
      retire();
      await conn.release(false);
      return;
    }
    current = { conn, retire };
    o.onListening?.(again);
  };

  const reconnect = () => {
    reconnecting ??= (async () => {
      for (let attempt = 0; !closed; attempt++) {
        const delay = Math.min(maxDelayMs, minDelayMs * 2 ** attempt) * (0.5 + Math.random() / 2);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        if (closed) return;
        try {
          await listen(true);
          log(`${name}: LISTEN connection back`);
          return;
        } catch {
          // Still down: wait longer.
        }
      }
    })().finally(() => {
      reconnecting = undefined;
    });
    return reconnecting;
  };

  await listen(false);
  return {
    get listening() {
      return current !== undefined;
    },
    async close() {
      closed = true;
      wake();
      await reconnecting;
      const active = current;
      current = undefined;
      if (!active) return;
      active.retire();
      await active.conn.release(false);
    },
  };
}
