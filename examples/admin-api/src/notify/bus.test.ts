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
});
