import { describe, expect, it, vi } from 'vitest';
import { classifyStreamAnswer, readEventStream } from './readEventStream';

const body = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('readEventStream', () => {
  it('delivers events and comments, counting every chunk', async () => {
    const handlers = { onBytes: vi.fn(), onEvent: vi.fn(), onComment: vi.fn(), onMalformed: vi.fn() };
    await readEventStream(body([': ping\n\nid: 1\ndata: a\n', '\n']), handlers, () => true);
    expect(handlers.onBytes).toHaveBeenCalledTimes(2);
    expect(handlers.onComment).toHaveBeenCalledWith('ping');
    expect(handlers.onEvent).toHaveBeenCalledWith({ id: '1', data: 'a', event: undefined });
  });

  it('stops feeding once the connection is no longer current', async () => {
    const handlers = { onBytes: vi.fn(), onEvent: vi.fn(), onComment: vi.fn(), onMalformed: vi.fn() };
    await readEventStream(body(['data: a\n\n', 'data: b\n\n']), handlers, () => false);
    expect(handlers.onEvent).not.toHaveBeenCalled();
  });
});

describe('classifyStreamAnswer', () => {
  const sse = { 'content-type': 'text/event-stream; charset=utf-8' };
  it.each([
    [200, sse, 'data', 'open'],
    [200, { 'content-type': 'application/json' }, '{}', 'retry'],
    [200, sse, null, 'retry'],
    [401, {}, null, 'refused'],
    [403, {}, null, 'stop'],
    [204, {}, null, 'stop'],
    [500, {}, 'x', 'retry'],
    [502, { 'content-type': 'text/html' }, '<html>', 'retry'],
  ] as const)('%d %j body %j -> %s', (status, headers, content, expected) => {
    expect(classifyStreamAnswer(new Response(content, { status, headers }))).toBe(expected);
  });
});
