import { and, desc, eq, gt, max } from 'drizzle-orm';
import { loadAccess } from '../access/access';
import { notifications } from '../areas/notifications/tables';
import type { Db } from '../db/database';
import type { NotificationBus, Receiver } from './bus';
import { type NotificationDto, toNotificationDto } from './notificationDto';
import { encodeEvent, SseBytes, type SseSink } from './sseSink';

/**
 * Why a stream's session no longer allows it: signed out (the token's grant was revoked, or the token is no
 * longer accepted), the account deactivated, or a role the stream needed taken away.
 */
export type SessionEnd = 'signed-out' | 'deactivated' | 'access-removed';

/**
 * Why the server ends a stream: `shutdown` first tells the client to reconnect (to another instance); a
 * {@link SessionEnd} first tells it why, with an `end` event.
 */
export type StreamEnd = 'close' | 'shutdown' | SessionEnd;

/**
 * Whether the session behind a stream still allows it: undefined while it does, why not once it does not. A
 * registry pass hands each check the same {@link CheckPass}, so streams of one session share one answer.
 */
export type SessionCheck = (pass?: CheckPass) => Promise<SessionEnd | undefined>;

/**
 * One pass over the open streams: an answer worked out for a key (a session's token) is shared by every stream
 * asking for that key during the pass, so a thousand streams of one session cost one check, not a thousand.
 */
export class CheckPass {
  readonly #answers = new Map<string, Promise<unknown>>();
  share<T>(key: string, answer: () => Promise<T>): Promise<T> {
    let shared = this.#answers.get(key) as Promise<T> | undefined;
    if (shared === undefined) {
      shared = answer();
      this.#answers.set(key, shared);
    }
    return shared;
  }
}

/** Streams checked between two turns of the event loop: a pass over 10,000 streams must not hold up their events. */
const CHECK_SLICE = 200;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A check's answer; one that throws answers with a rejected promise. */
function asked(check: SessionCheck, pass: CheckPass): Promise<SessionEnd | undefined> {
  try {
    return check(pass);
  } catch (error) {
    return Promise.reject(error);
  }
}

interface OpenStream {
  finished: Promise<void>;
  check: SessionCheck | undefined;
}

/**
 * Open streams, so a graceful shutdown can end them and wait until they have, and so each ends within seconds
 * of its session: {@link StreamRegistry.recheck} asks every stream's session check, on a timer
 * ({@link StreamRegistry.watch}) and whenever what a check reads changes (sign-outs, accounts, roles).
 */
export class StreamRegistry {
  private readonly streams = new Map<(why: StreamEnd) => void, OpenStream>();
  private checking: Promise<void> | undefined;
  private checkAgain = false;
  /** Registers a stream; `finished` settles once it has written its last byte; `check` says when its session ended. */
  add(close: (why: StreamEnd) => void, finished: Promise<void> = Promise.resolve(), check?: SessionCheck) {
    this.streams.set(close, { finished, check });
    return () => this.streams.delete(close);
  }
  get size() {
    return this.streams.size;
  }
  /** Ends every stream; resolves when they have all finished, or after `timeoutMs` at the latest. */
  async closeAll(why: StreamEnd = 'close', timeoutMs = 2000): Promise<void> {
    const finished = [...this.streams].map(([close, { finished: done }]) => {
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
  /**
   * Asks every open stream's session check, and ends those whose session ended, each with its reason. A call
   * while one runs makes one more pass after it, so a change heard meanwhile is not missed.
   */
  recheck(): Promise<void> {
    if (this.checking) {
      this.checkAgain = true;
      return this.checking;
    }
    // In slices, yielding between them: every stream is asked (streams of one session share the answer), and the
    // events, requests and pings that arrive meanwhile are served between slices instead of after the whole pass.
    // Within a slice the streams are grouped by the answer they were handed, and each answer is awaited once:
    // a thousand streams of one session cost a thousand calls and one wait, not a thousand waits.
    const pass = async () => {
      do {
        this.checkAgain = false;
        const shared = new CheckPass();
        const open = [...this.streams];
        for (let from = 0; from < open.length; from += CHECK_SLICE) {
          if (from > 0) await nextTurn();
          const waiting = new Map<Promise<SessionEnd | undefined>, ((why: StreamEnd) => void)[]>();
          for (let i = from; i < Math.min(open.length, from + CHECK_SLICE); i++) {
            const [close, { check }] = open[i] as [(why: StreamEnd) => void, OpenStream];
            if (!check || !this.streams.has(close)) continue;
            const answer = asked(check, shared);
            const streams = waiting.get(answer);
            if (streams) streams.push(close);
            else waiting.set(answer, [close]);
          }
          await Promise.all(
            Array.from(waiting, async ([answer, streams]) => {
              const ended = await answer.catch(() => undefined);
              if (ended) for (const close of streams) if (this.streams.has(close)) close(ended);
            }),
          );
        }
      } while (this.checkAgain);
    };
    this.checking = pass().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }
  /** Rechecks every `intervalMs` (the bound when no change is heard); returns the stop. */
  watch(intervalMs: number): () => void {
    const timer = setInterval(() => void this.recheck(), intervalMs);
    timer.unref?.();
    return () => clearInterval(timer);
  }
}

/** The `end` event a stream sends before it closes because its session ended: no point reconnecting with it. */
export const endEvent = (reason: SessionEnd) => ({
  event: 'end',
  data: JSON.stringify({ reason, message: SESSION_END_MESSAGES[reason] }),
});
const SESSION_END_MESSAGES: Record<SessionEnd, string> = {
  'signed-out': 'The session that opened this stream has ended; sign in again',
  deactivated: 'The account is deactivated',
  'access-removed': 'The role this stream needs was taken away',
};

/**
 * The `reset` event a stream sends when it cannot resume from the client's `Last-Event-ID` (not an id it ever
 * sent, or past the newest): it carries the newest id as its own, so the client resumes from there and reloads
 * what it shows, instead of reconnecting with the same id again.
 */
export const resetEvent = (newest: number) => ({
  ...(newest > 0 ? { id: String(newest) } : {}),
  event: 'reset',
  data: JSON.stringify({
    reason: 'unknown-last-event-id',
    message: 'This stream cannot resume from the given Last-Event-ID; reload, then follow the stream from here',
  }),
});

/**
 * The first event of a stream opened without `Last-Event-ID`: the newest notification id as its own. A client that
 * reconnects before any notification came (its access token expired, the network blinked) then resumes from there
 * and is sent what was raised while it was away, instead of starting again from "now" without it.
 */
export const resumeEvent = (newest: number) => ({ id: String(newest), event: 'resume', data: '{}' });

/** The largest id of the id columns (PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647;

/**
 * Reads a `Last-Event-ID` header: undefined when there is none, the id to resume after, or `unknown` when it
 * cannot be one (not a whole number, or past the id column's range).
 */
export function readLastEventId(header: string | undefined): number | 'unknown' | undefined {
  if (header === undefined || header === '') return undefined;
  if (!/^\d{1,10}$/.test(header)) return 'unknown';
  const id = Number(header);
  return id > MAX_ID ? 'unknown' : id;
}

/** The final event of a stream on a stopping server: reconnect now, the next connection lands elsewhere. */
export const RECONNECT_EVENT = { event: 'reconnect', data: JSON.stringify({ reason: 'shutdown' }), retry: 1000 };
const RECONNECT_BYTES = new SseBytes(encodeEvent(RECONNECT_EVENT));
const CONNECTED = new SseBytes(': connected\n\n');
const PING = new SseBytes(': ping\n\n');

/** How many sent ids a stream remembers, to send a late notification once and only once. */
const SENT_MEMORY = 2000;

/**
 * The ids a stream has sent, to send each notification once: ids at or below a floor (the client resumed after them,
 * or they were forgotten) count as sent, and the newest `memory` ids above it are kept in ascending order. The usual
 * case, a notification newer than every one sent, appends to an array: no lookup, no hashing, nothing allocated.
 */
export class SentIds {
  readonly #ids: number[] = [];
  #floor: number;
  #last: number;
  constructor(
    after: number,
    private readonly memory = SENT_MEMORY,
  ) {
    this.#floor = after;
    this.#last = after;
  }
  /** The newest id sent (or resumed after). */
  get last(): number {
    return this.#last;
  }
  /** Whether `id` is to be sent now: true the first time, and it is then counted as sent. */
  claim(id: number): boolean {
    const ids = this.#ids;
    if (id > this.#last) {
      this.#last = id;
      ids.push(id);
    } else {
      // Late (a notification that arrives after a newer one, or a replay of what was sent live).
      if (id <= this.#floor) return false;
      let lo = 0;
      let hi = ids.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((ids[mid] as number) < id) lo = mid + 1;
        else hi = mid;
      }
      if (ids[lo] === id) return false;
      ids.splice(lo, 0, id);
    }
    if (ids.length > this.memory) this.#floor = ids.shift() as number;
    return true;
  }
}
/**
 * A stream's side of the bus, one object per stream: whether it is live (otherwise what arrives waits in `backlog`
 * until a replay from the database is done), the ids it sent, and its sink.
 */
class StreamFeed extends SentIds implements Receiver {
  live = false;
  readonly backlog: NotificationDto[] = [];
  constructor(
    after: number,
    private readonly sink: SseSink,
  ) {
    super(after);
  }
  receive(n: NotificationDto): void {
    if (this.live) this.send(n);
    else this.backlog.push(n);
  }
  /** Writes `n` unless it was sent before. */
  send(n: NotificationDto): void {
    if (this.claim(n.id)) this.sink.write(bytesOf(n));
  }
}

/** How many missed notifications a reconnecting stream gets at most. */
const REPLAY_LIMIT = 500;

/**
 * The event of a notification, serialised, encoded and framed once however many streams carry it: the bus
 * hands the same object to every listener, and with thousands of open streams the serialising was the fan-out.
 */
const encoded = new WeakMap<NotificationDto, SseBytes>();
/** The last one asked for: a delivery asks for the same notification once per stream, thousands of times in a row. */
let lastNotification: NotificationDto | undefined;
let lastBytes: SseBytes | undefined;
const bytesOf = (n: NotificationDto) => {
  if (n === lastNotification) return lastBytes as SseBytes;
  let bytes = encoded.get(n);
  if (bytes === undefined) {
    bytes = new SseBytes(encodeEvent({ id: String(n.id), event: 'notification', data: JSON.stringify(n) }));
    encoded.set(n, bytes);
  }
  lastNotification = n;
  lastBytes = bytes;
  return bytes;
};

/** What one user's stream needs. */
export interface StreamSessionOptions {
  db: Db;
  bus: NotificationBus;
  streams: StreamRegistry;
  userId: number;
  /** The `Last-Event-ID` the client resumes from, if any (`unknown` for one that cannot be an id). */
  lastEventId: number | 'unknown' | undefined;
  /** When the access token that opened the stream expires (ms since the epoch), if known. */
  expiresAt: number | undefined;
  /** Interval of the `: ping` comment. */
  heartbeatMs: number;
  /** Whether the user may still listen, checked at each ping (default: a database read each time). */
  isActive?: (userId: number) => Promise<boolean>;
  /** Whether the session that opened the stream still allows it, asked by the registry (see {@link StreamRegistry}). */
  check?: SessionCheck;
}

/**
 * Runs one user's notification stream until the client leaves, the token expires, the user is gone
 * or deactivated, or the server shuts down. It subscribes before replaying what the client missed
 * (after `Last-Event-ID`), so nothing raised during the replay is lost, and never sends an id twice.
 * Writes are synchronous (see {@link SseSink}): a notification is written to every stream in one pass.
 */
export async function runStreamSession(sink: SseSink, o: StreamSessionOptions): Promise<void> {
  // A resume point past the newest notification (or no id at all) cannot be replayed from: everything after it
  // would be taken as already sent. The client is told, and the stream follows from the newest.
  let resumeFrom = o.lastEventId;
  let reset: number | undefined;
  if (resumeFrom !== undefined) {
    const newest = await newestNotificationId(o.db).catch(() => undefined);
    if (resumeFrom === 'unknown' || (newest !== undefined && resumeFrom > newest)) {
      reset = newest ?? 0;
      resumeFrom = reset;
    }
  }
  const feed = new StreamFeed(resumeFrom ?? 0, sink);
  const done = new Promise<void>((resolve) => sink.onEnd(resolve));
  let finished = () => {};
  const over = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const ended = () => sink.close();
  // Notifications can arrive out of id order: two requests commit and publish in the other order, or one
  // is read back from the database after a later one came live. A late one not yet sent is sent, not dropped.
  const unsubscribe = o.bus.subscribe(o.userId, feed);
  // The newest REPLAY_LIMIT notifications after the last one sent, oldest first.
  const replay = async () => {
    const missed = await o.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, o.userId), gt(notifications.id, feed.last)))
      .orderBy(desc(notifications.id))
      .limit(REPLAY_LIMIT);
    for (const row of missed.reverse()) feed.send(toNotificationDto(row));
  };
  // Deliveries were missed while the bus was cut off from the database: read them from there.
  // New ones wait in the backlog meanwhile, so nothing newer is sent before what was missed.
  const flush = () => {
    for (const n of feed.backlog.splice(0).sort((a, b) => a.id - b.id)) feed.send(n);
    feed.live = true;
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
    if (!feed.live) {
      again = true;
      return;
    }
    feed.live = false;
    void replayAll()
      .then(flush)
      .catch(() => ended());
  });
  const unregister = o.streams.add(
    (why) => {
      if (why === 'shutdown') sink.write(RECONNECT_BYTES);
      else if (why !== 'close') sink.write(encodeEvent(endEvent(why)));
      ended();
    },
    over,
    o.check,
  );
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
    if (reset !== undefined) sink.write(encodeEvent(resetEvent(reset)));
    else if (resumeFrom === undefined) {
      // Read once subscribed: whatever comes after the newest read here is sent live (or replayed from it).
      const newest = await newestNotificationId(o.db).catch(() => undefined);
      if (newest !== undefined) sink.write(encodeEvent(resumeEvent(newest)));
    }
    if (resumeFrom !== undefined || again) await replayAll();
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

/**
 * One read for many callers: a caller gets a read that is sent after it asked, so what it reads includes everything
 * committed before the caller asked. With no read out, one is sent at once; callers that ask while one is out share
 * the next, sent when that one settles. Ten thousand streams opening together (a restart's reconnects) make a few
 * reads rather than one each, and no caller waits for more than the read under way and its own.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  /** The read under way (settled or not, it ends the same way for what waits on it). */
  let out: Promise<void> | undefined;
  /** The read that is sent once `out` settles, shared by everyone who asked since `out` was sent. */
  let next: Promise<T> | undefined;
  const send = (): Promise<T> => {
    next = undefined;
    const reading = read();
    const settled = reading.then(
      () => {},
      () => {},
    );
    out = settled;
    void settled.then(() => {
      if (out === settled) out = undefined;
    });
    return reading;
  };
  return () => {
    if (next) return next;
    if (!out) return send();
    next = out.then(send);
    return next;
  };
}

/** Each database's shared read of the newest notification's id. */
const newestReads = new WeakMap<Db, () => Promise<number>>();

/**
 * The newest notification's id (0 with none), read after this call: a resume point past it was never sent by this
 * database, and a stream subscribed before the call hears everything after it live.
 */
function newestNotificationId(db: Db): Promise<number> {
  let read = newestReads.get(db);
  if (!read) {
    read = sharedRead(async () => {
      const [row] = await db.select({ id: max(notifications.id) }).from(notifications);
      return row?.id ?? 0;
    });
    newestReads.set(db, read);
  }
  return read();
}
