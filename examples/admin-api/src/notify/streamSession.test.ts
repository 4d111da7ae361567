import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import type { Listener, NotificationBus } from './bus';
import type { NotificationDto } from './notificationDto';
import { SseSink } from './sseSink';
import {
  type CheckPass,
  runStreamSession,
  SentIds,
  StreamRegistry,
  type StreamSessionOptions,
  sharedRead,
} from './streamSession';

/** A bus the test drives: it hands notifications to the session's listener in the order given. */
function testBus() {
  const listeners = new Set<Listener>();
  const bus: NotificationBus = {
    publish: async () => undefined,
    publishAll: async () => undefined,
    subscribe: (_userId, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResync: () => () => undefined,
    close: async () => undefined,
  };
  return {
    bus,
    deliver: (n: NotificationDto) => {
      for (const l of listeners) typeof l === 'function' ? l(n) : l.receive(n);
    },
  };
}

/** User 1's first stream (no Last-Event-ID), alive whenever asked. */
const firstOpen = (bus: NotificationBus, db: Db): StreamSessionOptions => ({
  db,
  bus,
  streams: new StreamRegistry(),
  userId: 1,
  lastEventId: undefined,
  expiresAt: undefined,
  heartbeatMs: 60_000,
  isActive: async () => true,
});

const notification = (id: number) => ({ id, content: `n${id}` }) as unknown as NotificationDto;

describe('a stream session', () => {
  it('sends a notification that arrives after a newer one, once, instead of dropping it', async () => {
    const { bus, deliver } = testBus();
    const sink = new SseSink();
    const reader = sink.body.getReader();
    const session = runStreamSession(sink, firstOpen(bus, {} as Db));
    // Live once it has looked for the id to resume from (none here: this database answers nothing).
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Two requests commit 11 and 12 and publish in the other order; 12 is delivered again by a replay.
    deliver(notification(12));
    deliver(notification(11));
    deliver(notification(12));
    deliver(notification(11));
    sink.close();
    await session;
    let text = '';
    for (let r = await reader.read(); !r.done; r = await reader.read()) text += new TextDecoder().decode(r.value);
    expect([...text.matchAll(/^id: (\d+)$/gm)].map((m) => m[1])).toEqual(['12', '11']);
  });
});

describe("a stream's sent ids", () => {
  it('claims each id once, late ones included, and none at or below the resume point', () => {
    const sent = new SentIds(10);
    const claimed = [9, 10, 14, 12, 14, 12, 11, 13, 15, 11].filter((id) => sent.claim(id));
    expect(claimed).toEqual([14, 12, 11, 13, 15]);
    expect(sent.last).toBe(15);
  });

  it('forgets the oldest beyond its memory, counting them as sent, and still knows the newer ones', () => {
    const sent = new SentIds(0, 3);
    for (const id of [2, 4, 6, 8]) expect(sent.claim(id)).toBe(true);
    // 2 forgotten: 1 and 2 count as sent now; 3, 5 and 7 were never sent.
    expect([1, 2, 4, 6, 8].map((id) => sent.claim(id))).toEqual([false, false, false, false, false]);
    expect(sent.claim(5)).toBe(true);
    // 4 forgotten for 5: 3 counts as sent; 7 is still new, once.
    expect([3, 7, 7].map((id) => sent.claim(id))).toEqual([false, true, false]);
  });
});

describe('a pass over the open streams', () => {
  it('asks one session once for all its streams, and each other session once, ending only the streams of the one that ended', async () => {
    const registry = new StreamRegistry();
    const asked = new Map<string, number>();
    const sessionCheck =
      (token: string, ended: boolean) =>
      (pass?: CheckPass): Promise<'signed-out' | undefined> => {
        const check = async () => {
          asked.set(token, (asked.get(token) ?? 0) + 1);
          return ended ? 'signed-out' : undefined;
        };
        return pass ? pass.share(token, check) : check();
      };
    const closed: string[] = [];
    for (let i = 0; i < 1000; i++) registry.add(() => closed.push(`a${i}`), undefined, sessionCheck('a', false));
    for (let i = 0; i < 3; i++) registry.add((why) => closed.push(`b${i} ${why}`), undefined, sessionCheck('b', true));
    await registry.recheck();
    expect(Object.fromEntries(asked)).toEqual({ a: 1, b: 1 });
    expect(closed).toEqual(['b0 signed-out', 'b1 signed-out', 'b2 signed-out']);
    // The next pass asks again.
    await registry.recheck();
    expect(Object.fromEntries(asked)).toEqual({ a: 2, b: 2 });
  });

  it('keeps a stream whose check fails, and still ends the streams after it whose session ended', async () => {
    const registry = new StreamRegistry();
    const closed: string[] = [];
    registry.add(
      () => closed.push('throws'),
      undefined,
      () => {
        throw new Error('check broke');
      },
    );
    registry.add(
      () => closed.push('rejects'),
      undefined,
      () => Promise.reject(new Error('check broke')),
    );
    for (let i = 0; i < 450; i++)
      registry.add(
        (why) => closed.push(`ended ${why}`),
        undefined,
        (pass) =>
          pass ? pass.share('ended', async () => 'deactivated' as const) : Promise.resolve('deactivated' as const),
      );
    await registry.recheck();
    expect(closed).toEqual(Array.from({ length: 450 }, () => 'ended deactivated'));
  });

  it('lets the event loop run while it checks 10,000 streams, instead of holding every event until it is done', async () => {
    const registry = new StreamRegistry();
    for (let i = 0; i < 10_000; i++)
      registry.add(
        () => undefined,
        undefined,
        async () => undefined,
      );
    let turnsDuringPass = 0;
    let passing = true;
    const count = () => {
      if (!passing) return;
      turnsDuringPass++;
      setImmediate(count);
    };
    setImmediate(count);
    await registry.recheck();
    passing = false;
    // A pass in one go would let no turn of the loop run before it ends.
    expect(turnsDuringPass).toBeGreaterThan(10);
  });
});

describe('streams opening together', () => {
  it("share the newest id's reads: two for fifty streams, each sent after the streams that use it subscribed", async () => {
    const { bus } = testBus();
    let newest = 7;
    let reads = 0;
    const answers: Array<() => void> = [];
    // A database whose every read of the newest id waits until the test lets it answer, with the newest id as it is
    // when the read was sent.
    const db = {
      select: () => ({
        from: () => {
          reads += 1;
          const at = newest;
          return new Promise((resolve) => answers.push(() => resolve([{ id: at }])));
        },
      }),
    } as unknown as Db;
    const open = () => {
      const sink = new SseSink();
      const reader = sink.body.getReader();
      const session = runStreamSession(sink, firstOpen(bus, db));
      const resumedFrom = (async () => {
        let text = '';
        for (let r = await reader.read(); !r.done; r = await reader.read()) {
          text += new TextDecoder().decode(r.value);
          const id = /^id: (\d+)$/m.exec(text)?.[1];
          if (id) return Number(id);
        }
        return undefined;
      })();
      return { sink, session, resumedFrom };
    };
    // The first stream's read is sent at once; the others subscribed after it was sent, so they wait for the next.
    const streams = Array.from({ length: 25 }, open);
    expect(reads).toBe(1);
    // A notification is committed while that read is out: the streams opened since must not resume from before it.
    newest = 8;
    streams.push(...Array.from({ length: 25 }, open));
    expect(reads).toBe(1);
    answers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(2);
    answers.shift()?.();
    expect(await Promise.all(streams.map((s) => s.resumedFrom))).toEqual([7, ...streams.slice(1).map(() => 8)]);
    for (const s of streams) s.sink.close();
    await Promise.all(streams.map((s) => s.session));
    expect(reads).toBe(2);
  });
});

describe('a shared read', () => {
  it('is sent at once when none is out, and shared by everyone who asks while one is out', async () => {
    let sent = 0;
    const pending: Array<(n: number) => void> = [];
    const read = sharedRead(() => {
      sent += 1;
      return new Promise<number>((resolve) => pending.push(resolve));
    });
    const a = read();
    const b = read();
    const c = read();
    expect(sent).toBe(1);
    pending.shift()?.(1);
    expect(await a).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toBe(2);
    pending.shift()?.(2);
    expect(await b).toBe(2);
    expect(await c).toBe(2);
    const d = read();
    expect(sent).toBe(3);
    pending.shift()?.(3);
    expect(await d).toBe(3);
  });

  it('fails only the callers of the read that failed', async () => {
    let sent = 0;
    const read = sharedRead(async () => {
      sent += 1;
      if (sent === 1) throw new Error('database unavailable');
      return sent;
    });
    const a = read();
    const b = read();
    await expect(a).rejects.toThrow('database unavailable');
    expect(await b).toBe(2);
  });
});
