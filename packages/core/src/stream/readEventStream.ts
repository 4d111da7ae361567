import { createParser, type EventSourceMessage, type ParseError } from 'eventsource-parser';

/** Callbacks of {@link readEventStream}. */
export interface EventStreamReadHandlers {
  /** Bytes arrived (keeps the heartbeat alive). */
  onBytes(): void;
  onEvent(event: EventSourceMessage): void;
  onComment(comment: string): void;
  onMalformed(error: ParseError): void;
  /** Every event of one read chunk has been handed to `onEvent` (lets a caller batch per chunk). */
  onChunkEnd?(): void;
}

/**
 * Feeds a `text/event-stream` body to a spec-conformant parser (eventsource-parser: LF, CR, CRLF split
 * across chunks, comments, multi-line data, `id`, `retry`), decoding UTF-8 across chunk boundaries and
 * dropping a leading BOM. Resolves when the body ends or `isCurrent()` turns false; rejects on a read error.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  handlers: EventStreamReadHandlers,
  isCurrent: () => boolean,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createParser({
    onEvent: handlers.onEvent,
    onComment: handlers.onComment,
    onError: handlers.onMalformed,
  });
  for (;;) {
    const { value, done } = await reader.read();
    if (done || !isCurrent()) return;
    handlers.onBytes();
    parser.feed(decoder.decode(value, { stream: true }));
    handlers.onChunkEnd?.();
    // An event in this chunk may have ended the connection's use (`event: reconnect`): stop reading now,
    // not when the next bytes arrive.
    if (!isCurrent()) {
      void reader.cancel().catch(() => undefined);
      return;
    }
  }
}

/** What to do with the answer to a stream request. */
export type StreamAnswer = 'open' | 'refused' | 'stop' | 'retry';

/**
 * An event-stream 2xx opens; 204 and 403 stop for good; a 401 (still refused after the authorized
 * fetch's refresh and retry) and anything else retry later.
 */
export function classifyStreamAnswer(response: Pick<Response, 'status' | 'ok' | 'body' | 'headers'>): StreamAnswer {
  if (response.status === 401) return 'refused';
  if (response.status === 204 || response.status === 403) return 'stop';
  const type = response.headers.get('content-type') ?? '';
  return response.ok && response.body && type.includes('text/event-stream') ? 'open' : 'retry';
}
