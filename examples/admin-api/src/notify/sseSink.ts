/** How many bytes a stream may have waiting for a slow client before it is dropped (it reconnects and replays). */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

const encoder = new TextEncoder();

/** The part of Node's `ServerResponse` a sink writes to once the response is under way. */
export interface NodeResponseLike {
  readonly headersSent: boolean;
  readonly writableLength: number;
  write(chunk: Uint8Array): boolean;
  destroy(error?: Error): void;
}

/**
 * The body of one event stream, written synchronously: no write awaits, so one notification reaches
 * thousands of streams in one pass without a promise per stream. Bytes are queued on the response body;
 * on Node, once the adapter has sent the headers and everything queued (it asks for more), writes go
 * straight to the response instead, skipping a read per write. A client that falls more than
 * `maxBuffered` bytes behind is dropped rather than buffered without bound or allowed to hold others up.
 */
export class SseSink {
  readonly body: ReadableStream<Uint8Array>;
  #controller!: ReadableStreamDefaultController<Uint8Array>;
  #ended = false;
  #onEnd: Array<() => void> = [];
  #maxBuffered: number;
  #response: NodeResponseLike | undefined;
  /** Whether writes now go straight to the Node response (all queued bytes have been handed to it). */
  #direct = false;

  constructor(options: { maxBuffered?: number; response?: NodeResponseLike | undefined } = {}) {
    this.#maxBuffered = options.maxBuffered ?? MAX_BUFFERED_BYTES;
    this.#response = options.response;
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.#controller = controller;
        },
        // The adapter waits for more and has written everything before: from now on write to it directly.
        pull: () => {
          if (this.#response?.headersSent) this.#direct = true;
        },
        // The client went away (the server cancels the body when the socket closes).
        cancel: () => this.#end(),
      },
      // desiredSize is then minus the bytes waiting for the client.
      new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
    );
  }

  /** Whether the stream has ended (closed here, client gone, or dropped for falling behind). */
  get ended(): boolean {
    return this.#ended;
  }

  /** Runs `listener` once the stream ends, whatever the reason. */
  onEnd(listener: () => void): void {
    if (this.#ended) listener();
    else this.#onEnd.push(listener);
  }

  /** Writes bytes (text is UTF-8 encoded); false when the stream has ended, now or before. */
  write(chunk: Uint8Array | string): boolean {
    if (this.#ended) return false;
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    if (this.#direct && this.#response) {
      this.#response.write(bytes);
      if (this.#response.writableLength <= this.#maxBuffered) return true;
    } else {
      this.#controller.enqueue(bytes);
      if (-(this.#controller.desiredSize ?? 0) <= this.#maxBuffered) return true;
    }
    // Too slow: its socket stays open but unread; drop it, it reconnects and replays from Last-Event-ID.
    const error = new Error('Event stream client too slow');
    this.#controller.error(error);
    if (this.#direct) this.#response?.destroy(error);
    this.#end();
    return false;
  }

  /** Ends the stream after what has been written. */
  close(): void {
    if (this.#ended) return;
    this.#controller.close();
    this.#end();
  }

  #end(): void {
    if (this.#ended) return;
    this.#ended = true;
    for (const listener of this.#onEnd.splice(0)) listener();
  }
}

/** One server-sent event as UTF-8 bytes; `data` must be a single line (JSON text is). */
export function encodeEvent(event: { id?: string; event?: string; data: string; retry?: number }): Uint8Array {
  let text = '';
  if (event.event !== undefined) text += `event: ${event.event}\n`;
  text += `data: ${event.data}\n`;
  if (event.id !== undefined) text += `id: ${event.id}\n`;
  if (event.retry !== undefined) text += `retry: ${event.retry}\n`;
  return encoder.encode(`${text}\n`);
}
