import type pg from 'pg';
import type { NotificationDto } from './notificationDto';

type Listener = (notification: NotificationDto) => void;

/** Delivers new notifications to the streams of their users, on this instance or (PostgreSQL) on all. */
export interface NotificationBus {
  publish(userId: number, notification: NotificationDto): Promise<void>;
  subscribe(userId: number, listener: Listener): () => void;
  /**
   * Called after deliveries may have been missed (the LISTEN connection was lost and is back): streams
   * then read what they missed from the database.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Per-user listener sets; the local half of every bus. */
class Listeners {
  private readonly byUser = new Map<number, Set<Listener>>();
  add(userId: number, listener: Listener) {
    const set = this.byUser.get(userId) ?? new Set();
    set.add(listener);
    this.byUser.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.byUser.delete(userId);
    };
  }
  deliver(userId: number, notification: NotificationDto) {
    for (const listener of this.byUser.get(userId) ?? []) {
      try {
        listener(notification);
      } catch {
        // One broken stream must not stop delivery to the others.
      }
    }
  }
}

/** A bus inside one process (PGlite, or tests). */
export function createLocalBus(): NotificationBus {
  const listeners = new Listeners();
  return {
    async publish(userId, notification) {
      listeners.deliver(userId, notification);
    },
    subscribe: (userId, listener) => listeners.add(userId, listener),
    onResync: () => () => undefined,
    async close() {},
  };
}

const CHANNEL = 'console_notifications';

/** Reconnection delays of the LISTEN connection. */
export interface BusOptions {
  /** First delay after a lost connection (100 ms); doubles up to `maxDelayMs` (5 s), with jitter. */
  minDelayMs?: number;
  maxDelayMs?: number;
  log?: (message: string) => void;
}

/**
 * A bus over PostgreSQL LISTEN/NOTIFY: a publish goes through the database, and every instance
 * (this one included) delivers it to its own listeners, so streams on any instance see it. The LISTEN
 * connection is the database's to lose (restart, failover, network): it is replaced with backoff, and
 * once it is back every stream is told to read what it missed.
 */
export async function createPostgresBus(pool: pg.Pool, options: BusOptions = {}): Promise<NotificationBus> {
  const { minDelayMs = 100, maxDelayMs = 5000, log = (m: string) => console.error(m) } = options;
  const listeners = new Listeners();
  const resyncs = new Set<() => void>();
  let client: pg.PoolClient | undefined;
  let closed = false;
  let reconnecting: Promise<void> | undefined;
  let wake = () => {};

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const { userId, notification } = JSON.parse(message.payload) as { userId: number; notification: NotificationDto };
      listeners.deliver(userId, notification);
    } catch {
      // Ignore payloads that are not ours.
    }
  };

  const listen = async () => {
    const c = await pool.connect();
    // Without a handler, an 'error' on a checked-out client (the server went away) ends the process.
    const lost = (error?: Error) => {
      if (client !== c) return;
      client = undefined;
      c.release(error ?? true); // destroy it: the pool must not hand out a dead connection
      if (!closed) {
        log(`notification bus: LISTEN connection lost${error ? ` (${error.message})` : ''}; reconnecting`);
        void reconnect();
      }
    };
    c.on('error', lost);
    c.on('end', () => lost());
    c.on('notification', onNotification);
    try {
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      c.removeAllListeners('error');
      c.on('error', () => undefined);
      c.release(true);
      throw error;
    }
    client = c;
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
          await listen();
          log('notification bus: LISTEN connection back');
          for (const resync of [...resyncs]) resync();
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

  await listen();
  return {
    async publish(userId, notification) {
      // NOTIFY payloads are limited to 8000 bytes; notifications are short, but cut content to be sure.
      const safe = { ...notification, content: notification.content.slice(0, 2000) };
      try {
        await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ userId, notification: safe })]);
      } catch (error) {
        // The notification is stored; only its live delivery failed. Streams here get it now, streams
        // elsewhere when their LISTEN connection comes back (resync) or their client reconnects.
        log(`notification bus: NOTIFY failed (${(error as Error).message}); delivering locally`);
        listeners.deliver(userId, notification);
      }
    },
    subscribe: (userId, listener) => listeners.add(userId, listener),
    onResync(listener) {
      resyncs.add(listener);
      return () => resyncs.delete(listener);
    },
    async close() {
      closed = true;
      wake();
      await reconnecting;
      const c = client;
      client = undefined;
      if (!c) return;
      await c.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      c.release();
    },
  };
}
