/** How many bytes a stream may have waiting for a slow client before it is dropped (it reconnects and replays). */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

const encoder = new TextEncoder();
const CRLF = encoder.encode('\r\n');

/** The socket under a Node response: where pre-framed chunks go once the response owns it. */
export interface NodeSocketLike {
  readonly writableLength: number;
  write(chunk: Uint8Array): boolean;
}

/** The part of Node's `ServerResponse` a sink writes to once the response is under way. */
export interface NodeResponseLike {
  readonly headersSent: boolean;
  readonly writableLength: number;
  /** Whether Node frames the body as HTTP/1.1 chunks (set once the headers are out). */
  readonly chunkedEncoding?: boolean;
  readonly socket?: NodeSocketLike | null;
  write(chunk: Uint8Array): boolean;
  destroy(error?: Error): void;
}

/**
 * Bytes to write to many streams, encoded once: as they are, and framed as one HTTP/1.1 chunk
 * (`size CRLF bytes CRLF`) for streams that write to their socket directly.
 */
export class SseBytes {
  readonly bytes: Uint8Array;
  #chunk: Uint8Array | undefined;

  constructor(bytes: Uint8Array | string) {
    this.bytes = typeof bytes === 'string' ? encoder.encode(bytes) : bytes;
  }

  /** The bytes as one chunk of a chunked body (framed on first use, then shared). */
  get chunk(): Uint8Array {
    this.#chunk ??= frameChunk(this.bytes);
    return this.#chunk;
  }
}

/**
 * `bytes` as one chunk of an HTTP/1.1 chunked body; a Node Buffer, which a socket writes as it is (it
 * would wrap any other Uint8Array on every write).
 */
export function frameChunk(bytes: Uint8Array): Uint8Array {
  const size = `${bytes.length.toString(16)}\r\n`;
  const chunk = Buffer.allocUnsafe(size.length + bytes.length + 2);
  chunk.write(size, 0, 'latin1');
  chunk.set(bytes, size.length);
  chunk.set(CRLF, size.length + bytes.length);
  return chunk;
}

/**
 * The body of one event stream, written synchronously: no write awaits, so one notification reaches
 * thousands of streams in one pass without a promise per stream. Bytes are queued on the response body;
 * on Node, once the adapter has sent the headers and everything queued (it asks for more), writes go
 * straight to the response instead, skipping a read per write, and, when Node frames the body as chunks
 * and the response owns its socket, to the socket as one pre-framed chunk: one socket write per event,
 * where the response's own write queues three (size line, bytes, CRLF) behind a cork and a tick. A client
 * that falls more than `maxBuffered` bytes behind is dropped rather than buffered without bound or
 * allowed to hold others up.
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
  /** Set with `#direct` when the response frames chunks and nothing of it waits outside its socket. */
  #socket: NodeSocketLike | undefined;

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
          const response = this.#response;
          if (!response?.headersSent || this.#direct) return;
          this.#direct = true;
          const socket = response.socket ?? undefined;
          // The response's length counts what it holds itself plus its socket's: equal, everything it
          // wrote (headers included) is in the socket, in order, and what follows may go there too.
          if (response.chunkedEncoding === true && socket && response.writableLength === socket.writableLength) {
            this.#socket = socket;
          }
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

  /**
   * Writes bytes (text is UTF-8 encoded; {@link SseBytes} written to many streams is encoded and framed
   * once); false when the stream has ended, now or before.
   */
  write(chunk: SseBytes | Uint8Array | string): boolean {
    if (this.#ended) return false;
    const socket = this.#socket;
    if (socket) {
      socket.write(chunk instanceof SseBytes ? chunk.chunk : frameChunk(bytesOf(chunk)));
      if (socket.writableLength <= this.#maxBuffered) return true;
    } else if (this.#direct && this.#response) {
      this.#response.write(chunk instanceof SseBytes ? chunk.bytes : bytesOf(chunk));
      if (this.#response.writableLength <= this.#maxBuffered) return true;
    } else {
      this.#controller.enqueue(chunk instanceof SseBytes ? chunk.bytes : bytesOf(chunk));
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

const bytesOf = (chunk: Uint8Array | string) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk);

/** One server-sent event as UTF-8 bytes; `data` must be a single line (JSON text is). */
export function encodeEvent(event: { id?: string; event?: string; data: string; retry?: number }): Uint8Array {
  let text = '';
  if (event.event !== undefined) text += `event: ${event.event}\n`;
  text += `data: ${event.data}\n`;
  if (event.id !== undefined) text += `id: ${event.id}\n`;
  if (event.retry !== undefined) text += `retry: ${event.retry}\n`;
  return encoder.encode(`${text}\n`);
}
