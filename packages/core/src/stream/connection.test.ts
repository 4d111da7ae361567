import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  event,
  flush,
  installStreamTestEnvironment,
  logger,
  makeStream,
  notification,
  sseServer,
} from '../testing/streamHarness';
import { loadConnection } from './eventStream';

installStreamTestEnvironment();

// The connection code loads with the first connect; loaded up front, the tests' steps need not wait for it.
beforeAll(() => loadConnection());

describe('the stream connection: transport and parsing', () => {
  it('parses CRLF split across chunks, a BOM and multibyte characters split across chunks', async () => {
    const server = sseServer();
    const { stream, messages } = makeStream(server);
    stream.start();
    await flush();
    const bytes = new TextEncoder().encode(`\uFEFFid: 7\r\ndata: {"id":7,"title":"Café ✓"}\r\n\r\n`);
    const connection = server.connections[0];
    const cuts = [3, 10, 35, 36, 37, bytes.length - 1];
    let from = 0;
    for (const cut of cuts) {
      connection?.push(bytes.slice(from, cut));
      from = cut;
      await flush();
    }
    connection?.push(bytes.slice(from));
    await flush();
    expect(messages).toEqual([{ id: 7, title: 'Café ✓' }]);
    expect(stream.getLastEventId()).toBe('7');
    stream.close();
  });

  it('asks for the stream at low priority and never from the cache, so the page’s own requests go first', async () => {
    const server = sseServer();
    const { stream } = makeStream(server);
    stream.start();
    await flush();
    expect(server.fetchImpl).toHaveBeenCalledTimes(1);
    expect(server.fetchImpl.mock.calls[0]?.[1]).toMatchObject({ priority: 'low', cache: 'no-store' });
    stream.close();
  });

  it.each([
    ['LF', ['id: 1\ndata: {"n":1}\n\n'], [{ n: 1 }], '1'],
    // A CR at the end of a chunk may be half of a CRLF, so the next bytes complete the event.
    ['CR', ['id: 2\rdata: {"n":2}\r\r', ': ping\r\r'], [{ n: 2 }], '2'],
    ['CRLF split between CR and LF', ['data: {"n":3}\r', '\n\r', '\n'], [{ n: 3 }], undefined],
    ['a comment and a retry field', [': hello\nretry: 5000\ndata: {"n":4}\n\n'], [{ n: 4 }], undefined],
    ['multi-line data', ['data: {"n":\ndata: 5}\n\n'], [{ n: 5 }], undefined],
    ['an event of another type', ['event: other\ndata: {"n":6}\n\ndata: {"n":7}\n\n'], [{ n: 7 }], undefined],
    ['two events in one chunk', ['id: 8\ndata: {"n":8}\n\nid: 9\ndata: {"n":9}\n\n'], [{ n: 8 }, { n: 9 }], '9'],
    ['an unterminated event', ['data: {"n":10}\n'], [], undefined],
  ])('parses %s', async (_name, chunks, expected, lastId) => {
    const server = sseServer();
    const { stream, messages } = makeStream(server);
    stream.start();
    await flush();
    for (const chunk of chunks) {
      server.connections[0]?.push(chunk);
      await flush();
    }
    expect(messages).toEqual(expected);
    expect(stream.getLastEventId()).toBe(lastId);
    stream.close();
  });

  it('logs parse failures and throwing listeners instead of throwing at the app', async () => {
    const server = sseServer();
    const { stream } = makeStream(server);
    stream.onMessage(() => {
      throw new Error('listener bug');
    });
    stream.start();
    await flush();
    server.connections[0]?.push(`data: not json\n\ndata: 42\n\n${event(1)}`);
    await flush();
    expect(logger.warn).toHaveBeenCalledWith('Notification stream: message is not JSON', expect.anything());
    expect(logger.warn).toHaveBeenCalledWith('Notification stream: message is not an object');
    expect(logger.error).toHaveBeenCalledWith('Notification stream: a message listener threw', expect.any(Error));
    stream.close();
  });
});

describe('the server’s own events: reset and end', () => {
  it('resumes from a reset’s id, or from nothing when it has none, and keeps the connection open', async () => {
    const server = sseServer();
    const { stream, messages } = makeStream(server, { random: () => 0.5 });
    stream.start();
    await flush();
    const first = server.connections[0];
    first?.push(`${event(7)}id: 40\nevent: reset\ndata: {"reason":"unknown-last-event-id"}\n\n`);
    await flush();
    expect(messages).toEqual([notification(7)]);
    expect(stream.getLastEventId()).toBe('40');
    expect(first?.aborted()).toBe(false);
    expect(server.connections).toHaveLength(1);
    first?.push('event: reset\ndata: {"reason":"unknown-last-event-id"}\n\n');
    await flush();
    expect(stream.getLastEventId()).toBeUndefined();
    first?.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.connections).toHaveLength(2);
    expect(server.connections[1]?.headers.get('last-event-id')).toBeNull();
    stream.close();
  });

  it('leaves a connection the server ended for its session, says why, and does not come back at once', async () => {
    const server = sseServer();
    const { stream } = makeStream(server, { random: () => 0.5 });
    stream.start();
    await flush();
    const first = server.connections[0];
    first?.push(`${event(3)}event: end\ndata: {"reason":"signed-out"}\n\n`);
    await flush();
    expect(first?.aborted()).toBe(true);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/signed-out/));
    // Not a loop: one try after the backoff, which meets the session's own answer (401, 403).
    expect(server.connections).toHaveLength(1);
    stream.close();
  });
});
