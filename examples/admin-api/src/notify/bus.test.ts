import { describe, expect, it } from 'vitest';
import { createLocalBus } from './bus';
import type { NotificationDto } from './notificationDto';

const note = (id: number) => ({ id, title: `n${id}` }) as unknown as NotificationDto;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the local bus', () => {
  it('answers the publisher before it writes to the streams, then delivers in publish order', async () => {
    const bus = createLocalBus();
    const seen: number[] = [];
    bus.subscribe(7, (n) => seen.push(n.id));
    await bus.publish(7, note(1));
    await bus.publish(7, note(2));
    // The raising request can answer now: no stream has been written to yet.
    expect(seen).toEqual([]);
    await nextTurn();
    expect(seen).toEqual([1, 2]);
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

  it('stops delivering to a listener once it unsubscribes', async () => {
    const bus = createLocalBus();
    const seen: number[] = [];
    const unsubscribe = bus.subscribe(7, (n) => seen.push(n.id));
    await bus.publish(7, note(4));
    unsubscribe();
    await nextTurn();
    expect(seen).toEqual([]);
  });

  it('delivers to thousands of streams in slices, the loop running between them, each stream in publish order', async () => {
    const bus = createLocalBus();
    const seen = Array.from({ length: 3000 }, () => [] as number[]);
    const unsubscribes = seen.map((mine) => bus.subscribe(7, (n) => mine.push(n.id)));
    await bus.publish(7, note(1));
    await bus.publish(7, note(2));
    await nextTurn();
    // A turn of the loop came while the last streams still wait for the first notification.
    expect(seen[0]).toEqual([1]);
    expect(seen[2999]).toEqual([]);
    // A stream that ends meanwhile gets nothing more.
    unsubscribes[2999]?.();
    for (let turn = 0; turn < 100 && seen[2998]?.length !== 2; turn++) await nextTurn();
    expect(seen.slice(0, 2999).every((mine) => mine.join() === '1,2')).toBe(true);
    expect(seen[2999]).toEqual([]);
  });
});
