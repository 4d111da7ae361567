import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLocalBus, createPostgresBus, type DeliveryTiming } from './bus';
import type { NotificationDto } from './notificationDto';

const note = (id: number) => ({ id, title: `n${id}`, content: 'c' }) as unknown as NotificationDto;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the local bus', () => {
  it('starts writing to the streams before the publish returns, in publish order', async () => {
    const bus = createLocalBus();
    const seen: number[] = [];
    bus.subscribe(7, (n) => seen.push(n.id));
    const published = bus.publish(7, note(1));
    // Written while publishing: the raising request's remaining work comes after the first streams, not before.
    expect(seen).toEqual([1]);
    await published;
    await bus.publish(7, note(2));
    expect(seen).toEqual([1, 2]);
    bus.subscribe(8, (n) => seen.push(-n.id));
    await bus.publishAll([
      { userId: 8, notification: note(3) },
      { userId: 7, notification: note(4) },
    ]);
    expect(seen).toEqual([1, 2, -3, 4]);
  });

  it("delivers only to the user's own listeners, and keeps delivering when one listener throws", async () => {
    const bus = createLocalBus();
    const mine: number[] = [];
    const theirs: number[] = [];
    bus.subscribe(7, () => {
      throw new Error('broken stream');
    });
    bus.subscribe(7, (n) => mine.push(n.id));
    bus.subscribe(8, (n) => theirs.push(n.id));
    await bus.publish(7, note(3));
    await nextTurn();
    expect(mine).toEqual([3]);
    expect(theirs).toEqual([]);
  });

  it('stops delivering to a listener once it unsubscribes, even in the middle of a delivery', async () => {
    const bus = createLocalBus();
    const seen = Array.from({ length: 1200 }, () => [] as number[]);
    const unsubscribes = seen.map((mine) => bus.subscribe(7, (n) => mine.push(n.id)));
    unsubscribes[0]?.();
    await bus.publish(7, note(4));
    // The first slice has it; the last streams wait for the next turns, and one of them ends meanwhile.
    expect(seen[1]).toEqual([4]);
    expect(seen[1199]).toEqual([]);
    unsubscribes[1199]?.();
    for (let turn = 0; turn < 10; turn++) await nextTurn();
    expect(seen[0]).toEqual([]);
    expect(seen[1198]).toEqual([4]);
    expect(seen[1199]).toEqual([]);
  });

  it('delivers to the listeners of the moment: one added after a delivery gets the next, one removed does not', async () => {
    const bus = createLocalBus();
    const first: number[] = [];
    const second: number[] = [];
    const again: number[] = [];
    const stopFirst = bus.subscribe(7, (n) => first.push(n.id));
    await bus.publish(7, note(1));
    const stopSecond = bus.subscribe(7, (n) => second.push(n.id));
    await bus.publish(7, note(2));
    stopFirst();
    await bus.publish(7, note(3));
    // Unsubscribed twice: the user's listeners of later are not touched.
    stopSecond();
    stopSecond();
    bus.subscribe(7, (n) => again.push(n.id));
    stopSecond();
    await bus.publish(7, note(4));
    expect(first).toEqual([1, 2]);
    expect(second).toEqual([2, 3]);
    expect(again).toEqual([4]);
  });

  it('hands notifications to a receiver object, its own state at hand, until it unsubscribes', async () => {
    const bus = createLocalBus();
    class Stream {
      readonly ids: number[] = [];
      receive(n: NotificationDto) {
        this.ids.push(n.id);
      }
    }
    const stream = new Stream();
    const stop = bus.subscribe(7, stream);
    await bus.publish(7, note(1));
    await bus.publish(8, note(2));
    stop();
    await bus.publish(7, note(3));
    expect(stream.ids).toEqual([1]);
  });

  it('delivers to thousands of streams in slices, the loop running between them, each stream in publish order', async () => {
    const bus = createLocalBus();
    const seen = Array.from({ length: 3000 }, () => [] as number[]);
    const unsubscribes = seen.map((mine) => bus.subscribe(7, (n) => mine.push(n.id)));
    await bus.publish(7, note(1));
    await bus.publish(7, note(2));
    // The publishes returned while the last streams still wait for the first notification.
    expect(seen[0]).toEqual([1]);
    expect(seen[2999]).toEqual([]);
    // A stream that ends meanwhile gets nothing more.
    unsubscribes[2999]?.();
    for (let turn = 0; turn < 100 && seen[2998]?.length !== 2; turn++) await nextTurn();
    expect(seen.slice(0, 2999).every((mine) => mine.join() === '1,2')).toBe(true);
    expect(seen[2999]).toEqual([]);
  });
});

describe('delivery timings', () => {
  it('tells when a notification has reached every stream of its user, with how many and when', async () => {
    const timings: DeliveryTiming[] = [];
    const bus = createLocalBus({ onDelivered: (t) => timings.push(t) });
    const seen = Array.from({ length: 1200 }, () => [] as number[]);
    for (const mine of seen) bus.subscribe(7, (n) => mine.push(n.id));
    await bus.publish(7, note(5));
    expect(timings).toEqual([]);
    for (let turn = 0; turn < 10 && timings.length === 0; turn++) await nextTurn();
    expect(seen.every((mine) => mine.join() === '5')).toBe(true);
    expect(timings).toHaveLength(1);
    const [t] = timings as [DeliveryTiming];
    expect(t).toMatchObject({ notificationId: 5, userId: 7, streams: 1200 });
    expect(t.heardAt).toBeLessThanOrEqual(t.startedAt);
    expect(t.startedAt).toBeLessThanOrEqual(t.endedAt);
    expect(Math.abs(t.endedAt - Date.now())).toBeLessThan(5000);
    // 1200 listeners in slices of 500: three turns; the time in them is within the loop's, the waits between too.
    expect(t.slices).toBe(3);
    expect(t.busyMs).toBeGreaterThanOrEqual(0);
    expect(t.busyMs + t.longestGapMs).toBeLessThanOrEqual(t.endedAt - t.startedAt + 1e-6);
    expect(t.cpuMs).toBeGreaterThanOrEqual(0);
    expect(Number.isFinite(t.cpuMs)).toBe(true);
    // Linux says how long the main thread ran; elsewhere NaN.
    if (process.platform === 'linux') expect(t.mainCpuMs).toBeGreaterThanOrEqual(0);
    else expect(t.mainCpuMs).toBeNaN();
  });
});

/**
 * One PostgreSQL as far as NOTIFY goes: every LISTEN connection hears every `pg_notify` (the publisher's own
 * included), and `failNotify` makes the next NOTIFY fail.
 */
function fakeDatabase() {
  const connections = new Set<EventEmitter>();
  /** The NOTIFY statements run, each with its payloads. */
  const statements: string[][] = [];
  let failNotify = false;
  let held: (() => void)[] | undefined;
  const pool = () =>
    ({
      connect: async () => {
        const client = Object.assign(new EventEmitter(), {
          query: async () => ({ rows: [] }),
          release: () => connections.delete(client),
        });
        connections.add(client);
        return client;
      },
      // One payload (`pg_notify($1, $2)`) or an array of them, raised in its order (`unnest($2::text[])`).
      query: async (_text: string, [channel, payload]: [string, string | string[]]) => {
        if (failNotify) {
          failNotify = false;
          throw new Error('connection terminated');
        }
        const payloads = Array.isArray(payload) ? payload : [payload];
        statements.push(payloads);
        // As PostgreSQL does: after the statement, to every listener (or when `release` is called).
        const echo = () => {
          for (const p of payloads) for (const c of connections) c.emit('notification', { channel, payload: p });
        };
        if (held) held.push(echo);
        else setTimeout(echo, 1);
        return { rows: [] };
      },
    }) as unknown as pg.Pool;
  return {
    pool,
    statements,
    failNext: () => (failNotify = true),
    /** Holds every NOTIFY's echo until `release`. */
    hold: () => (held = []),
    release: () => {
      for (const echo of held?.splice(0) ?? []) echo();
      held = undefined;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the PostgreSQL bus', () => {
  it('delivers through LISTEN on every instance, the publishing one included, each notification once', async () => {
    const database = fakeDatabase();
    const a = await createPostgresBus(database.pool(), { log: () => undefined });
    const b = await createPostgresBus(database.pool(), { log: () => undefined });
    const onA: number[] = [];
    const onB: number[] = [];
    a.subscribe(7, (n) => onA.push(n.id));
    b.subscribe(7, (n) => onB.push(n.id));
    database.hold();
    await a.publish(7, note(1));
    await nextTurn();
    // Nobody has it before the database says so.
    expect(onA).toEqual([]);
    expect(onB).toEqual([]);
    database.release();
    await settle();
    expect(onA).toEqual([1]);
    expect(onB).toEqual([1]);
    await b.publish(7, note(2));
    await settle();
    expect(onA).toEqual([1, 2]);
    expect(onB).toEqual([1, 2]);
    await a.close();
    await b.close();
  });

  it('publishes the notices of one change in one statement, in order, each to its own user on every instance', async () => {
    const database = fakeDatabase();
    const a = await createPostgresBus(database.pool(), { log: () => undefined });
    const b = await createPostgresBus(database.pool(), { log: () => undefined });
    const seen: string[] = [];
    for (const [name, bus] of [
      ['a', a],
      ['b', b],
    ] as const)
      for (const user of [7, 8]) bus.subscribe(user, (n) => seen.push(`${name}:${user}:${n.id}`));
    await a.publishAll([
      { userId: 8, notification: note(11) },
      { userId: 7, notification: note(12) },
      { userId: 8, notification: note(13) },
    ]);
    await settle();
    // One round trip for the three, not one each: the last recipient does not wait for the others'.
    expect(database.statements).toHaveLength(1);
    expect(seen.filter((s) => s.startsWith('a:'))).toEqual(['a:8:11', 'a:7:12', 'a:8:13']);
    expect(seen.filter((s) => s.startsWith('b:'))).toEqual(['b:8:11', 'b:7:12', 'b:8:13']);
    // When the statement fails, this instance's streams get all three at once, in order.
    seen.length = 0;
    database.failNext();
    await a.publishAll([
      { userId: 7, notification: note(14) },
      { userId: 8, notification: note(15) },
    ]);
    await settle();
    expect(seen).toEqual(['a:7:14', 'a:8:15']);
    await a.close();
    await b.close();
  });

  it('delivers on the publishing instance when NOTIFY fails, and ignores payloads that are not its own kind', async () => {
    const database = fakeDatabase();
    const logged: string[] = [];
    const a = await createPostgresBus(database.pool(), { log: (m) => logged.push(m) });
    const b = await createPostgresBus(database.pool(), { log: () => undefined });
    const onA: number[] = [];
    const onB: number[] = [];
    a.subscribe(7, (n) => onA.push(n.id));
    b.subscribe(7, (n) => onB.push(n.id));
    database.failNext();
    await a.publish(7, note(3));
    await settle();
    expect(onA).toEqual([3]);
    expect(onB).toEqual([]);
    expect(logged.join()).toMatch(/NOTIFY failed/);
    await database.pool().query('select pg_notify($1, $2)', ['console_notifications', 'not json'] as never);
    await database.pool().query('select pg_notify($1, $2)', ['console_notifications', '{"userId":7}'] as never);
    await settle();
    expect(onB).toEqual([]);
    await a.close();
    await b.close();
  });
});
