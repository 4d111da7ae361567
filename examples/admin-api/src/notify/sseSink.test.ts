import type { ServerResponse } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { sseReader } from '../testing/sse';
import { encodeEvent, SseBytes, SseSink } from './sseSink';

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

describe('SseSink behind @hono/node-server', () => {
  /** A server whose one route streams through an SseSink, as the notification route does. */
  async function stack(maxBuffered?: number) {
    const opened: { sink: SseSink; socketWrite: ReturnType<typeof vi.fn> }[] = [];
    const app = new Hono<{ Bindings: { outgoing: ServerResponse } }>();
    app.get('/sse', (c) => {
      c.header('Content-Type', 'text/event-stream');
      c.header('Transfer-Encoding', 'chunked');
      const outgoing = c.env.outgoing;
      const sink = new SseSink({ response: outgoing, ...(maxBuffered ? { maxBuffered } : {}) });
      const socket = outgoing.socket as Socket;
      const socketWrite = vi.fn(socket.write.bind(socket) as (chunk: Uint8Array) => boolean);
      Object.assign(socket, { write: socketWrite });
      opened.push({ sink, socketWrite });
      sink.write(': connected\n\n');
      return c.body(sink.body, 200);
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    return { port, opened, close: () => new Promise((r) => server.close(r)) };
  }

  it('writes each event as one pre-framed chunk straight to the socket, in order, and ends the body', async () => {
    const s = await stack();
    const res = await fetch(`http://127.0.0.1:${s.port}/sse`);
    const reader = sseReader(res.body);
    await reader.next((e) => e.comment === 'connected');
    const { sink, socketWrite } = s.opened[0] ?? expect.unreachable();
    await new Promise((r) => setTimeout(r, 10)); // the adapter asks for more: writes go to the socket now
    const shared = new SseBytes(encodeEvent({ id: '1', event: 'notification', data: '{"é":1}' }));
    const before = socketWrite.mock.calls.length;
    sink.write(shared);
    sink.write('data: 2\n\n');
    expect(socketWrite.mock.calls.length).toBe(before + 2);
    expect(new TextDecoder().decode(socketWrite.mock.calls[before]?.[0])).toBe(
      `${shared.bytes.length.toString(16)}\r\nevent: notification\ndata: {"é":1}\nid: 1\n\n\r\n`,
    );
    const withData = (e: { data?: string }) => e.data !== undefined;
    expect(await reader.next(withData)).toMatchObject({ id: '1', data: '{"é":1}' });
    expect(await reader.next(withData)).toMatchObject({ data: '2' });
    sink.close();
    await expect(reader.next(undefined, 1000)).rejects.toThrow('stream ended'); // the body ended cleanly
    await s.close();
  });

  it('drops a client that stops reading once its socket holds more than the limit', async () => {
    const s = await stack(256 * 1024);
    const socket = connect(s.port, '127.0.0.1');
    socket.write('GET /sse HTTP/1.1\r\nHost: x\r\n\r\n');
    await vi.waitFor(() => expect(s.opened).toHaveLength(1));
    socket.pause(); // reads nothing more
    const { sink } = s.opened[0] ?? expect.unreachable();
    await new Promise((r) => setTimeout(r, 10));
    const big = new SseBytes(`data: ${'x'.repeat(64 * 1024)}\n\n`);
    let writes = 0;
    while (sink.write(big) && writes < 1000) writes++;
    expect(sink.ended).toBe(true);
    await new Promise((r) => socket.once('close', r).resume());
    await s.close();
  });
});
