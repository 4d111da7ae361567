import { openSync, readSync } from 'node:fs';
import type pg from 'pg';
import { listenWithReconnect, pooledListenConnection } from '../db/listenConnection';
import type { NotificationDto } from './notificationDto';

/**
 * Takes the notifications of one stream: the bus calls `receive` on each in turn, so a delivery reaches one small
 * object per stream (a stream session's state) rather than a closure and the variables it holds.
 */
export interface Receiver {
  receive(notification: NotificationDto): void;
}

/** What {@link NotificationBus.subscribe} takes: a function, or a {@link Receiver}. */
export type Listener = ((notification: NotificationDto) => void) | Receiver;

/** A notification and the user it is for. */
export interface Delivered {
  userId: number;
  notification: NotificationDto;
}

/** Delivers new notifications to the streams of their users, on this instance or (PostgreSQL) on all. */
export interface NotificationBus {
  publish(userId: number, notification: NotificationDto): Promise<void>;
  /**
   * Publishes several at once, in the order given (the notices of one change, one per recipient): on PostgreSQL in
   * one statement, so the last recipient's streams do not wait for a round trip per recipient before theirs.
   */
  publishAll(deliveries: readonly Delivered[]): Promise<void>;
  subscribe(userId: number, listener: Listener): () => void;
  /**
   * Called after deliveries may have been missed (the LISTEN connection was lost and is back): streams
   * then read what they missed from the database.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

/**
 * When one notification reached the streams of one instance (epoch milliseconds, sub-millisecond): `heardAt` when
 * this instance had it (published here, or heard through LISTEN), `startedAt` when its first stream was written,
 * `endedAt` after its last. For a benchmark's timeline; costs nothing when nobody asks for it.
 */
export interface DeliveryTiming {
  notificationId: number;
  userId: number;
  /** Streams it was written to (listeners of its user when the delivery started). */
  streams: number;
  heardAt: number;
  startedAt: number;
  endedAt: number;
  /** Time spent in the slices that wrote it (ms): the rest of `endedAt - startedAt` went to other work between them. */
  busyMs: number;
  /** How many slices (turns of the event loop) it was written in. */
  slices: number;
  /** The longest wait between two of its slices (ms). */
  longestGapMs: number;
  /**
   * CPU time of this process inside its slices (ms, user and system, all threads): unlike the wall times, hardly
   * moved by other processes waiting for the same cores.
   */
  cpuMs: number;
  /**
   * The main thread's share of `cpuMs` (ms; NaN where the system does not tell, Linux tells): what the writes and the
   * code around them cost, without the collector's and the compiler's threads running meanwhile.
   */
  mainCpuMs: number;
}

/** Epoch milliseconds with a fraction, comparable between processes on one machine. */
export const epochNow = () => performance.timeOrigin + performance.now();

/**
 * CPU time of this process's main thread so far (ms), from the scheduler's count (Linux `schedstat`, nanoseconds);
 * NaN elsewhere. Opened on first use, by the benchmark's timeline only.
 */
let schedstat: number | undefined;
const statBuffer = Buffer.alloc(64);
export function mainThreadCpuMs(): number {
  try {
    schedstat ??= openSync(`/proc/self/task/${process.pid}/schedstat`, 'r');
    const n = readSync(schedstat, statBuffer, 0, statBuffer.length, 0);
    return Number(statBuffer.toString('latin1', 0, n).split(' ')[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

/** Listeners called in one turn of the event loop; then the loop runs (requests, timers, I/O) before the next slice. */
const DELIVERY_SLICE = 500;

/** A notification on its way to the listeners of its user, `next` the first not yet called. */
interface Delivery {
  listeners: Receiver[];
  notification: NotificationDto;
  next: number;
  userId: number;
  heardAt: number;
  startedAt: number;
  busyMs: number;
  slices: number;
  longestGapMs: number;
  cpuMs: number;
  mainCpuMs: number;
  lastSliceEnd: number;
}

/**
 * Per-user listener sets; the local half of every bus. With thousands of streams a delivery takes a while (a
 * socket write each): it goes in slices, yielding to the event loop between them, so requests (the one that raised
 * the notification among them) are answered meanwhile rather than after the last write. Deliveries keep publish
 * order: a notification reaches every listener before the next one starts, so a stream never sees them swapped.
 */
class Listeners {
  /**
   * Per user, its listeners and, once a delivery asked for it, an array of them that deliveries share until one is
   * added or removed (a delivery reads it and never changes it): not a 10,000-entry copy per notification.
   */
  private readonly byUser = new Map<number, { set: Set<Receiver>; snapshot: Receiver[] | undefined }>();
  private readonly queue: Delivery[] = [];
  /**
   * Listeners unsubscribed while deliveries are under way (their snapshots may still hold them); empty otherwise, so
   * a delivery asks nothing per listener of a 10,000-entry set.
   */
  private readonly removed = new Set<Receiver>();
  private resumeScheduled = false;
  constructor(private readonly onDelivered?: (timing: DeliveryTiming) => void) {}
  add(userId: number, subscriber: Listener) {
    const listener: Receiver = typeof subscriber === 'function' ? { receive: subscriber } : subscriber;
    let user = this.byUser.get(userId);
    if (!user) {
      user = { set: new Set(), snapshot: undefined };
      this.byUser.set(userId, user);
    }
    const mine = user;
    mine.set.add(listener);
    mine.snapshot = undefined;
    if (this.removed.size !== 0) this.removed.delete(listener);
    return () => {
      if (!mine.set.delete(listener)) return;
      mine.snapshot = undefined;
      if (mine.set.size === 0 && this.byUser.get(userId) === mine) this.byUser.delete(userId);
      if (this.queue.length !== 0) this.removed.add(listener);
    };
  }
  deliver(userId: number, notification: NotificationDto) {
    const user = this.byUser.get(userId);
    if (!user) return;
    const heardAt = this.onDelivered ? epochNow() : 0;
    user.snapshot ??= [...user.set];
    this.queue.push({
      listeners: user.snapshot,
      notification,
      next: 0,
      userId,
      heardAt,
      startedAt: 0,
      busyMs: 0,
      slices: 0,
      longestGapMs: 0,
      cpuMs: 0,
      mainCpuMs: 0,
      lastSliceEnd: 0,
    });
    // The first slice at once, unless earlier deliveries are still under way (this one waits its turn).
    if (this.queue.length === 1) this.run();
  }
  private run() {
    let budget = DELIVERY_SLICE;
    while (budget > 0) {
      const delivery = this.queue[0];
      if (!delivery) return;
      const { listeners, notification } = delivery;
      const removed = this.removed;
      const end = Math.min(listeners.length, delivery.next + budget);
      const sliceStart = this.onDelivered ? epochNow() : 0;
      const cpuStart = this.onDelivered ? process.cpuUsage() : undefined;
      const mainStart = this.onDelivered ? mainThreadCpuMs() : 0;
      if (delivery.next === 0) delivery.startedAt = sliceStart;
      else if (this.onDelivered)
        delivery.longestGapMs = Math.max(delivery.longestGapMs, sliceStart - delivery.lastSliceEnd);
      for (let i = delivery.next; i < end; i++) {
        const listener = listeners[i] as Receiver;
        // Unsubscribed since the delivery started: its stream has ended.
        if (removed.size !== 0 && removed.has(listener)) continue;
        try {
          listener.receive(notification);
        } catch {
          // One broken stream must not stop delivery to the others.
        }
      }
      budget -= end - delivery.next;
      delivery.next = end;
      if (this.onDelivered) {
        delivery.lastSliceEnd = epochNow();
        delivery.busyMs += delivery.lastSliceEnd - sliceStart;
        const cpu = process.cpuUsage(cpuStart);
        delivery.cpuMs += (cpu.user + cpu.system) / 1000;
        delivery.mainCpuMs += mainThreadCpuMs() - mainStart;
        delivery.slices++;
      }
      if (end === listeners.length) {
        this.queue.shift();
        if (this.queue.length === 0) this.removed.clear();
        this.onDelivered?.({
          notificationId: notification.id,
          userId: delivery.userId,
          streams: listeners.length,
          heardAt: delivery.heardAt,
          startedAt: delivery.startedAt,
          endedAt: delivery.lastSliceEnd,
          busyMs: delivery.busyMs,
          slices: delivery.slices,
          longestGapMs: delivery.longestGapMs,
          cpuMs: delivery.cpuMs,
          mainCpuMs: delivery.mainCpuMs,
        });
      }
    }
    if (this.queue.length > 0 && !this.resumeScheduled) {
      this.resumeScheduled = true;
      setImmediate(() => {
        this.resumeScheduled = false;
        this.run();
      });
    }
  }
}

/** What every bus may be asked for besides delivering. */
export interface DeliveryOptions {
  /** Told when a notification has reached every stream of its user on this instance (a benchmark's timeline). */
  onDelivered?: (timing: DeliveryTiming) => void;
}

/**
 * A bus inside one process (PGlite, or tests). A publish starts the delivery at once: the first slice of streams is
 * written before it returns, the rest in the next turns (see {@link Listeners}), in publish order. The raising
 * request's remaining work (on PGlite, reads that run synchronously in this thread) then comes between slices, not
 * before the first stream is written.
 */
export function createLocalBus(options: DeliveryOptions = {}): NotificationBus {
  const listeners = new Listeners(options.onDelivered);
  return {
    async publish(userId, notification) {
      listeners.deliver(userId, notification);
    },
    async publishAll(deliveries) {
      for (const { userId, notification } of deliveries) listeners.deliver(userId, notification);
    },
    subscribe: (userId, listener) => listeners.add(userId, listener),
    onResync: () => () => undefined,
    async close() {},
  };
}

const CHANNEL = 'console_notifications';

/** A NOTIFY payload; payloads are limited to 8000 bytes: notifications are short, but content is cut to be sure. */
const payloadOf = ({ userId, notification }: Delivered) =>
  JSON.stringify({ userId, notification: { ...notification, content: notification.content.slice(0, 2000) } });

/** Reconnection delays of the LISTEN connection. */
export interface BusOptions extends DeliveryOptions {
  /** First delay after a lost connection (100 ms); doubles up to `maxDelayMs` (5 s), with jitter. */
  minDelayMs?: number;
  maxDelayMs?: number;
  log?: (message: string) => void;
}

/**
 * A bus over PostgreSQL LISTEN/NOTIFY: a publish goes through the database, and every instance (this one
 * included) delivers it to its own listeners, so streams on any instance see it. (Delivering on the raising
 * instance before its echo came back, skipping the echo, measured no faster on one instance and slower in most
 * runs: bench/results/fanout-ab.md.) The LISTEN connection (a pooled one) is replaced with backoff when lost
 * (`listenWithReconnect`), and once it is back every stream is told to read what it missed.
 */
export async function createPostgresBus(pool: pg.Pool, options: BusOptions = {}): Promise<NotificationBus> {
  const { log = (m: string) => console.error(m), onDelivered, ...reconnect } = options;
  const listeners = new Listeners(onDelivered);
  const resyncs = new Set<() => void>();
  const listening = await listenWithReconnect({
    ...reconnect,
    log,
    name: 'notification bus',
    channel: CHANNEL,
    connect: () => pooledListenConnection(pool, CHANNEL),
    onNotification: (payload) => {
      if (!payload) return;
      try {
        const { userId, notification } = JSON.parse(payload) as { userId: number; notification: NotificationDto };
        if (typeof userId !== 'number' || typeof notification?.id !== 'number') return;
        listeners.deliver(userId, notification);
      } catch {
        // Ignore payloads that are not ours.
      }
    },
    onListening: (again) => {
      if (again) for (const resync of [...resyncs]) resync();
    },
  });

  const publishAll = async (deliveries: readonly Delivered[]) => {
    if (deliveries.length === 0) return;
    const payloads = deliveries.map(payloadOf);
    try {
      // One statement however many: PostgreSQL sends a transaction's notifications in the order they were
      // raised, and the rows come in the array's order.
      await (payloads.length === 1
        ? pool.query('select pg_notify($1, $2)', [CHANNEL, payloads[0]])
        : pool.query('select pg_notify($1, p) from unnest($2::text[]) with ordinality as t(p, i) order by i', [
            CHANNEL,
            payloads,
          ]));
    } catch (error) {
      // The notifications are stored; only their live delivery failed. Streams here get them now, streams
      // elsewhere when their client reconnects (Last-Event-ID) or with the inbox.
      log(`notification bus: NOTIFY failed (${(error as Error).message}); delivering locally`);
      for (const { userId, notification } of deliveries) listeners.deliver(userId, notification);
    }
  };
  return {
    publish: (userId, notification) => publishAll([{ userId, notification }]),
    publishAll,
    subscribe: (userId, listener) => listeners.add(userId, listener),
    onResync(listener) {
      resyncs.add(listener);
      return () => resyncs.delete(listener);
    },
    close: () => listening.close(),
  };
}
