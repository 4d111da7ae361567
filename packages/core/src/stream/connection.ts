import type { EventSourceMessage } from 'eventsource-parser';
import { classifyStreamAnswer, readEventStream } from './readEventStream';

/** How the stream connects: the authorized fetch (bearer, refresh on 401, timeout), or any fetch. */
export type StreamFetch = (url: string, init: RequestInit) => Promise<Response>;

/** What one connection reports while it lives. */
export interface ConnectionHandlers {
  /** Whether this connection is still the stream's current one (false once aborted or replaced). */
  isCurrent(): boolean;
  /** The server accepted: events follow. */
  onOpen(): void;
  /** Bytes arrived (keeps the heartbeat alive). */
  onBytes(): void;
  /** An event or a comment made it end to end: the connection is healthy. */
  onAlive(): void;
  /**
   * An event: its id (if any), its message when it is a notification whose data is a JSON object, and
   * that data's text (to share with other tabs without cloning the parsed object).
   */
  onEvent(id: string | undefined, message: object | undefined, text: string): void;
  /**
   * The server cannot resume from the `Last-Event-ID` sent (`event: reset`): resume from `id` (the newest it
   * has) from now on, or from nothing when it gives none.
   */
  onReset?(id: string | undefined): void;
  /** The events of one read chunk have all been reported through `onEvent`. */
  onChunkEnd?(): void;
  log(level: 'warn' | 'error', message: string, error?: unknown): void;
}

/**
 * How a connection ended: try again later, stop for good (403/204), replaced meanwhile, or `moved`: the
 * server sent `event: reconnect` (it is shutting down) and the next connection should go out promptly.
 */
export type ConnectionEnd = 'retry' | 'stop' | 'stale' | 'moved';

/**
 * One connection: requests `url` as `text/event-stream` (with `Last-Event-ID` to resume), classifies
 * the answer, then reads events until the body ends, fails or the connection is no longer current.
 * Never throws: every failure is logged (spec section 8) and reported as how the connection ended.
 */
export async function runConnection(
  fetchStream: StreamFetch,
  request: { url: string; lastEventId: string | undefined; signal: AbortSignal },
  handlers: ConnectionHandlers,
): Promise<ConnectionEnd> {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (request.lastEventId !== undefined) headers['last-event-id'] = request.lastEventId;
  let response: Response;
  try {
    // Low priority: the stream stays open for the whole visit, so it never competes with the page's own data, and
    // tools that wait for a page's important requests to finish (Lighthouse) do not wait on it.
    response = await fetchStream(request.url, { headers, signal: request.signal, cache: 'no-store', priority: 'low' });
  } catch (error) {
    if (!handlers.isCurrent()) return 'stale';
    handlers.log('warn', 'Notification stream: connection failed', error);
    return 'retry';
  }
  const answer = classifyStreamAnswer(response);
  if (!handlers.isCurrent() || answer !== 'open' || !response.body) void response.body?.cancel().catch(() => undefined);
  if (!handlers.isCurrent()) return 'stale';
  // The server says "no stream for you": stop until started again.
  if (answer === 'stop') return 'stop';
  if (answer === 'refused') {
    handlers.log('warn', 'Notification stream: the session was refused');
    return 'retry';
  }
  if (answer === 'retry' || !response.body) {
    handlers.log('warn', `Notification stream: unexpected response ${response.status}`);
    return 'retry';
  }
  handlers.onOpen();
  let moved = false;
  // The server ended the stream because its session ended (`event: end`): leave, and let the next try (after the
  // usual backoff) meet the session's own answer, a refresh or a 401/403 that stops it.
  let ended = false;
  try {
    await readEventStream(
      response.body,
      {
        onBytes: handlers.onBytes,
        onEvent: (event) => {
          handlers.onAlive();
          // The server is going away: leave now rather than wait for it to close the connection.
          if (event.event === 'reconnect') moved = true;
          else if (event.event === 'reset') handlers.onReset?.(event.id);
          else if (event.event === 'end') {
            ended = true;
            handlers.log('warn', `Notification stream: ended by the server ${event.data}`);
          } else handlers.onEvent(event.id, parseMessage(event, handlers.log), event.data);
        },
        onComment: handlers.onAlive,
        ...(handlers.onChunkEnd ? { onChunkEnd: handlers.onChunkEnd } : {}),
        onMalformed: (error) => handlers.log('warn', 'Notification stream: malformed line', error),
      },
      () => handlers.isCurrent() && !moved && !ended,
    );
  } catch (error) {
    if (!handlers.isCurrent()) return 'stale';
    handlers.log('warn', 'Notification stream: connection lost', error);
  }
  if (!handlers.isCurrent()) return 'stale';
  return moved ? 'moved' : 'retry';
}

/** The message of a notification event: its data as a JSON object, else undefined (logged). */
function parseMessage(event: EventSourceMessage, log: ConnectionHandlers['log']): object | undefined {
  if (event.event !== undefined && event.event !== 'notification' && event.event !== 'message') return undefined;
  let message: unknown;
  try {
    message = JSON.parse(event.data);
  } catch (error) {
    log('warn', 'Notification stream: message is not JSON', error);
    return undefined;
  }
  if (typeof message !== 'object' || message === null) {
    log('warn', 'Notification stream: message is not an object');
    return undefined;
  }
  return message;
}
