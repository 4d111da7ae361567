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
    const sink = new SseSink(10);
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
