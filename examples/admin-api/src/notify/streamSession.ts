import { and, desc, eq, gt } from 'drizzle-orm';
import { loadAccess } from '../access/access';
import type { Db } from '../db/database';
import { notifications } from '../db/schema';
import type { NotificationBus } from './bus';
import { type NotificationDto, toNotificationDto } from './notificationDto';
import { encodeEvent, SseBytes, type SseSink } from './sseSink';

/** Why the server ends a stream: `shutdown` first tells the client to reconnect (to another instance). */
export type StreamEnd = 'close' | 'shutdown';

/** Open streams, so a graceful shutdown can end them and wait until they have. */
export class StreamRegistry {
  private readonly closers = new Map<(why: StreamEnd) => void, Promise<void>>();
  /** Registers a stream; `finished` settles once it has written its last byte. */
  add(close: (why: StreamEnd) => void, finished: Promise<void> = Promise.resolve()) {
    this.closers.set(close, finished);
    return () => this.closers.delete(close);
  }
  get size() {
    return this.closers.size;
  }
  /** Ends every stream; resolves when they have all finished, or after `timeoutMs` at the latest. */
  async closeAll(why: StreamEnd = 'close', timeoutMs = 2000): Promise<void> {
    const finished = [...this.closers].map(([close, done]) => {
      close(why);
      return done;
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(finished),
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));
  }
}

/** The final event of a stream on a stopping server: reconnect now, the next connection lands elsewhere. */
export const RECONNECT_EVENT = { event: 'reconnect', data: JSON.stringify({ reason: 'shutdown' }), retry: 1000 };
const RECONNECT_BYTES = new SseBytes(encodeEvent(RECONNECT_EVENT));
const CONNECTED = new SseBytes(': connected\n\n');
const PING = new SseBytes(': ping\n\n');

/** How many sent ids a stream remembers, to send a late notification once and only once. */
const SENT_MEMORY = 2000;
/** How many missed notifications a reconnecting stream gets at most. */
const REPLAY_LIMIT = 500;

/**
 * The event of a notification, serialised, encoded and framed once however many streams carry it: the bus
 * hands the same object to every listener, and with thousands of open streams the serialising was the fan-out.
 */
const encoded = new WeakMap<NotificationDto, SseBytes>();
const bytesOf = (n: NotificationDto) => {
  let bytes = encoded.get(n);
  if (bytes === undefined) {
    bytes = new SseBytes(encodeEvent({ id: String(n.id), event: 'notification', data: JSON.stringify(n) }));
    encoded.set(n, bytes);
  }
  return bytes;
};

/** What one user's stream needs. */
export interface StreamSessionOptions {
  db: Db;
  bus: NotificationBus;
  streams: StreamRegistry;
  userId: number;
  /** The `Last-Event-ID` the client resumes from, if any. */
  lastEventId: number | undefined;
  /** When the access token that opened the stream expires (ms since the epoch), if known. */
  expiresAt: number | undefined;
  /** Interval of the `: ping` comment. */
  heartbeatMs: number;
  /** Whether the user may still listen, checked at each ping (default: a database read each time). */
  isActive?: (userId: number) => Promise<boolean>;
}

/** Reads a `Last-Event-ID` header: a notification id, or undefined for anything else. */
export const parseLastEventId = (header: string | undefined) =>
  header && /^\d{1,10}$/.test(header) ? Number(header) : undefined;

/**
 * Runs one user's notification stream until the client leaves, the token expires, the user is gone
 * or deactivated, or the server shuts down. It subscribes before replaying what the client missed
 * (after `Last-Event-ID`), so nothing raised during the replay is lost, and never sends an id twice.
 * Writes are synchronous (see {@link SseSink}): a notification is written to every stream in one pass.
 */
export async function runStreamSession(sink: SseSink, o: StreamSessionOptions): Promise<void> {
  let lastSent = o.lastEventId ?? 0;
  // Ids at or below the floor the client has (it resumed after them) or they left `sentIds` below.
  let floor = lastSent;
  const sentIds = new Set<number>();
  let live = false;
  const backlog: NotificationDto[] = [];
  const done = new Promise<void>((resolve) => sink.onEnd(resolve));
  let finished = () => {};
  const over = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const ended = () => sink.close();
  // Notifications can arrive out of id order: two requests commit and publish in the other order, or one
  // is read back from the database after a later one came live. A late one not yet sent is sent, not dropped.
  const send = (n: NotificationDto) => {
    if (n.id <= floor || sentIds.has(n.id)) return;
    sentIds.add(n.id);
    if (sentIds.size > SENT_MEMORY) {
      const oldest = sentIds.values().next().value as number;
      sentIds.delete(oldest);
      floor = Math.max(floor, oldest);
    }
    lastSent = Math.max(lastSent, n.id);
    sink.write(bytesOf(n));
  };
  const unsubscribe = o.bus.subscribe(o.userId, (n) => {
    if (live) send(n);
    else backlog.push(n);
  });
  // The newest REPLAY_LIMIT notifications after the last one sent, oldest first.
  const replay = async () => {
    const missed = await o.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, o.userId), gt(notifications.id, lastSent)))
      .orderBy(desc(notifications.id))
      .limit(REPLAY_LIMIT);
    for (const row of missed.reverse()) send(toNotificationDto(row));
  };
  // Deliveries were missed while the bus was cut off from the database: read them from there.
  // New ones wait in the backlog meanwhile, so nothing newer is sent before what was missed.
  const flush = () => {
    for (const n of backlog.splice(0).sort((a, b) => a.id - b.id)) send(n);
    live = true;
  };
  // A resync during a replay (the session's first, or another resync's) means one more read after it:
  // what was committed while the LISTEN connection was down may have missed the read under way.
  let again = false;
  const replayAll = async () => {
    do {
      again = false;
      await replay();
    } while (again);
  };
  const stopResync = o.bus.onResync(() => {
    if (!live) {
      again = true;
      return;
    }
    live = false;
    void replayAll()
      .then(flush)
      .catch(() => ended());
  });
  const unregister = o.streams.add((why) => {
    if (why === 'shutdown') sink.write(RECONNECT_BYTES);
    ended();
  }, over);
  // The stream must not outlive what authorized it: it ends when the access token expires (the client
  // refreshes and reconnects, or is refused), and a heartbeat finding the user gone or deactivated ends it.
  const expiry =
    o.expiresAt === undefined ? undefined : setTimeout(() => ended(), Math.min(o.expiresAt - Date.now(), 2 ** 31 - 1));
  const ping = setInterval(() => {
    const active = o.isActive ? o.isActive(o.userId) : loadAccess(o.db, o.userId).then(Boolean);
    active.then(
      (yes) => (yes ? sink.write(PING) : ended()),
      () => ended(),
    );
  }, o.heartbeatMs);
  try {
    sink.write(CONNECTED);
    if (o.lastEventId !== undefined || again) await replayAll();
    flush();
    await done;
  } catch {
    ended();
  } finally {
    clearInterval(ping);
    clearTimeout(expiry);
    unsubscribe();
    stopResync();
    unregister();
    finished();
  }
}
