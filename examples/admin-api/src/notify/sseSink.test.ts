import { describe, expect, it, vi } from 'vitest';
import { encodeEvent, SseSink } from './sseSink';

const text = (chunks: Uint8Array[]) => chunks.map((c) => new TextDecoder().decode(c)).join('');

describe('SseSink', () => {
  it('hands what is written to the reader, in order, and ends after close', async () => {
    const sink = new SseSink();
    const reader = sink.body.getReader();
    expect(sink.write(': connected\n\n')).toBe(true);
    expect(sink.write(encodeEvent({ id: '7', event: 'notification', data: '{"id":7}' }))).toBe(true);
    sink.close();
    const chunks: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    expect(text(chunks)).toBe(': connected\n\nevent: notification\ndata: {"id":7}\nid: 7\n\n');
    expect(sink.ended).toBe(true);
    expect(sink.write('late')).toBe(false);
  });

  it('drops a client that falls too far behind, without holding up the writer', () => {
    const sink = new SseSink({ maxBuffered: 10 });
    const onEnd = vi.fn();
    sink.onEnd(onEnd);
    sink.body.getReader(); // a client that never reads
    expect(sink.write('12345')).toBe(true);
    expect(sink.write('12345')).toBe(true);
    expect(onEnd).not.toHaveBeenCalled();
    expect(sink.write('1')).toBe(false);
    expect(sink.ended).toBe(true);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('ends when the client goes away', async () => {
    const sink = new SseSink();
    const onEnd = vi.fn();
    sink.onEnd(onEnd);
    await sink.body.cancel();
    expect(onEnd).toHaveBeenCalledOnce();
    expect(sink.write('x')).toBe(false);
  });
});

describe('SseSink on a Node response', () => {
  /** A Node response that records what is written, read by an adapter loop as @hono/node-server does. */
  function served() {
    const written: string[] = [];
    const response = {
      headersSent: true,
      writableLength: 0,
      write: vi.fn((chunk: Uint8Array) => {
        written.push(new TextDecoder().decode(chunk));
        return true;
      }),
      destroy: vi.fn(),
    };
    const sink = new SseSink({ response, maxBuffered: 10 });
    const reader = sink.body.getReader();
    const pump = (async () => {
      for (let r = await reader.read(); !r.done; r = await reader.read()) response.write(r.value);
    })();
    return { sink, response, written, pump };
  }

  it('writes straight to the response once everything queued before was handed over, in order', async () => {
    const { sink, response, written, pump } = served();
    sink.write('a');
    sink.write('b');
    await new Promise((r) => setTimeout(r, 0));
    const calls = response.write.mock.calls.length;
    sink.write('c');
    expect(response.write.mock.calls.length).toBe(calls + 1); // synchronously, not through the body
    sink.close();
    await pump;
    expect(written.join('')).toBe('abc');
  });

  it('drops the client when the response holds too much unsent', async () => {
    const { sink, response, pump } = served();
    sink.write('a');
    await new Promise((r) => setTimeout(r, 0));
    response.writableLength = 11;
    expect(sink.write('b')).toBe(false);
    expect(response.destroy).toHaveBeenCalled();
    expect(sink.ended).toBe(true);
    await pump.catch(() => undefined);
  });
});
