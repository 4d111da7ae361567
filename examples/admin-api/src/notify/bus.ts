import type pg from 'pg';
import type { NotificationDto } from './notificationDto';

type Listener = (notification: NotificationDto) => void;

/** Delivers new notifications to the streams of their users, on this instance or (PostgreSQL) on all. */
export interface NotificationBus {
  publish(userId: number, notification: NotificationDto): Promise<void>;
  subscribe(userId: number, listener: Listener): () => void;
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
    async close() {},
  };
}

const CHANNEL = 'console_notifications';

/**
 * A bus over PostgreSQL LISTEN/NOTIFY: a publish goes through the database, and every instance
 * (this one included) delivers it to its own listeners, so streams on any instance see it.
 */
export async function createPostgresBus(pool: pg.Pool): Promise<NotificationBus> {
  const listeners = new Listeners();
  const client = await pool.connect();
  client.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const { userId, notification } = JSON.parse(message.payload) as { userId: number; notification: NotificationDto };
      listeners.deliver(userId, notification);
    } catch {
      // Ignore payloads that are not ours.
    }
  });
  await client.query(`LISTEN ${CHANNEL}`);
  return {
    async publish(userId, notification) {
      // NOTIFY payloads are limited to 8000 bytes; notifications are short, but cut content to be sure.
      const safe = { ...notification, content: notification.content.slice(0, 2000) };
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ userId, notification: safe })]);
    },
    subscribe: (userId, listener) => listeners.add(userId, listener),
    async close() {
      await client.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
      client.release();
    },
  };
}
