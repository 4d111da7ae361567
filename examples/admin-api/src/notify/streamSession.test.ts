import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import type { NotificationBus } from './bus';
import type { NotificationDto } from './notificationDto';
import { SseSink } from './sseSink';
import { runStreamSession, StreamRegistry } from './streamSession';

/** A bus the test drives: it hands notifications to the session's listener in the order given. */
function testBus() {
  const listeners = new Set<(n: NotificationDto) => void>();
  const bus: NotificationBus = {
    publish: async () => undefined,
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
      for (const l of listeners) l(n);
    },
  };
}

const notification = (id: number) => ({ id, content: `n${id}` }) as unknown as NotificationDto;

describe('a stream session', () => {
  it('sends a notification that arrives after a newer one, once, instead of dropping it', async () => {
    const { bus, deliver } = testBus();
    const sink = new SseSink();
    const reader = sink.body.getReader();
    const session = runStreamSession(sink, {
      db: {} as Db,
      bus,
      streams: new StreamRegistry(),
      userId: 1,
      lastEventId: undefined,
      expiresAt: undefined,
      heartbeatMs: 60_000,
      isActive: async () => true,
    });
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
