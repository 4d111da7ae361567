import type { EventSourceMessage } from 'eventsource-parser';
import type { NotificationLike } from '../notifications/notificationLike';
import { type ChannelLike, defaultChannel, defaultLocks, type LockManagerLike } from '../platform/crossTab';
import { onlineManager as defaultOnlineManager, type OnlineManager } from '../platform/onlineManager';
import { visibilityManager as defaultVisibilityManager, type VisibilityManager } from '../platform/visibilityManager';
import { Subscribable } from '../subscribable';
import { backoffDelay, INITIAL_RETRY_DELAY_MS, MAX_RETRY_DELAY_MS } from './backoff';
import { claimLeadership, type LeaderClaim } from './leaderLock';
import { classifyStreamAnswer, readEventStream } from './readEventStream';

/** Connection status of the live stream. */
export type EventStreamStatus = 'idle' | 'connecting' | 'open' | 'closed';

/** What `getSnapshot()` returns. */
export interface EventStreamState {
  status: EventStreamStatus;
}

/** Spec section 9: no bytes for 45 s means the connection is dead. */
export const HEARTBEAT_TIMEOUT_MS = 45_000;

/** Options of {@link EventStream}. */
export interface EventStreamOptions {
  /** The stream URL, e.g. `{apiBase}/notifications/sse`. */
  url: string;
  /** Read afresh on every connect; no token, no connection. */
  getAccessToken: () => string | undefined;
  /** The shared refresh, used after a 401. */
  refresh: () => Promise<void>;
  fetch?: typeof fetch;
  logger?: Pick<Console, 'warn' | 'error'>;
  heartbeatMs?: number;
  initialDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
  onlineManager?: OnlineManager;
  visibilityManager?: VisibilityManager;
  /** Web Locks for electing the one tab that holds the stream; `null` for a stream per tab. */
  locks?: LockManagerLike | null;
  /** Creates the channel the leader fans events out on; return `null`/undefined for a stream per tab. */
  createChannel?: ((name: string) => ChannelLike | null | undefined) | null;
}

type Wire =
  | { type: 'notification'; id?: string | undefined; data: unknown }
  | { type: 'status'; status: EventStreamStatus }
  | { type: 'hello' }
  | { type: 'retry' };

const LEADER_LOCK = 'console-notifications-leader';
const CHANNEL = 'console-notifications';
const STATES: Record<EventStreamStatus, EventStreamState> = {
  idle: Object.freeze({ status: 'idle' }),
  connecting: Object.freeze({ status: 'connecting' }),
  open: Object.freeze({ status: 'open' }),
  closed: Object.freeze({ status: 'closed' }),
};

/**
 * The live notification stream: server-sent events over fetch with the bearer header, 45 s heartbeat,
 * backoff with full jitter, `Last-Event-ID` resume, and one connection per browser (a leader tab elected
 * by Web Locks fans events out by BroadcastChannel; a stream per tab where those are missing).
 */
export class EventStream<TMessage = NotificationLike> extends Subscribable {
  #options: EventStreamOptions;
  #state: EventStreamState = STATES.idle;
  #messageListeners = new Set<(message: TMessage) => void>();
  #started = false;
  #stopped = false;
  /** Set by `suspend()` (signed out): the next `retryNow()` with a token is a new sign-in. */
  #suspended = false;
  #leader = false;
  #controller: AbortController | undefined;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #heartbeatTimer: ReturnType<typeof setTimeout> | undefined;
  #attempt = 0;
  #refreshedAfter401 = false;
  #lastEventId: string | undefined;
  #channel: ChannelLike | undefined;
  #claim: LeaderClaim | undefined;
  #teardown: Array<() => void> = [];

  constructor(options: EventStreamOptions) {
    super();
    this.#options = options;
  }

  /** The current status; a stable object until it changes. */
  getSnapshot = (): EventStreamState => this.#state;

  /** The id of the last event received, sent as `Last-Event-ID` on reconnect. */
  getLastEventId(): string | undefined {
    return this.#lastEventId;
  }

  /** Calls `listener` with each message; returns the unsubscribe. */
  onMessage(listener: (message: TMessage) => void): () => void {
    this.#messageListeners.add(listener);
    return () => this.#messageListeners.delete(listener);
  }

  /**
   * Starts the stream (or following the leader tab's stream). Safe to call again after `close()`, and
   * after the server stopped the stream (403 or 204): then it tries again.
   */
  start(): void {
    if (this.#started) {
      if (this.#stopped) {
        this.#clearStop();
        this.retryNow();
      }
      return;
    }
    this.#started = true;
    this.#stopped = false;
    this.#suspended = false;
    this.#attempt = 0;
    const online = (this.#options.onlineManager ?? defaultOnlineManager).subscribe((isOnline) => {
      if (isOnline) this.retryNow();
    });
    const visible = (this.#options.visibilityManager ?? defaultVisibilityManager).subscribe((isVisible) => {
      if (isVisible) this.retryNow();
    });
    this.#teardown.push(online, visible);

    const locks = this.#options.locks === undefined ? defaultLocks() : this.#options.locks;
    const createChannel = this.#options.createChannel === undefined ? defaultChannel : this.#options.createChannel;
    const channel = locks && createChannel ? (createChannel(CHANNEL) ?? undefined) : undefined;
    if (!locks || !channel) {
      this.#leader = true;
      this.#connect();
      return;
    }
    this.#followLeader(locks, channel);
  }

  /** Stops for good: aborts the connection, clears every timer, gives up leadership. */
  close(): void {
    this.#started = false;
    this.#leader = false;
    this.#disconnect();
    this.#claim?.release();
    this.#claim = undefined;
    for (const teardown of this.#teardown.splice(0)) teardown();
    this.#channel = undefined;
    this.#setStatus('closed');
  }

  /** Drops the connection but stays started (e.g. on sign-out); `retryNow()` resumes. */
  suspend(): void {
    if (!this.#started) return;
    this.#suspended = true;
    this.#disconnect();
    if (this.#leader) this.#setStatus('idle');
  }

  /**
   * Reconnects at once if the stream is waiting to retry or idle (browser back online, tab visible, an
   * API call succeeded, a token appeared). A live or in-flight connection is left alone.
   */
  retryNow(): void {
    if (!this.#started) return;
    if (this.#suspended && this.#options.getAccessToken()) {
      // Signed in again after a sign-out: a 403 or 204 that stopped the stream answered the old session.
      this.#suspended = false;
      this.#clearStop();
    }
    if (this.#stopped) return;
    if (!this.#leader) {
      if (this.#state.status !== 'open') this.#post({ type: 'retry' }); // ask the leader tab
      return;
    }
    if (this.#controller) return;
    this.#connect();
  }

  /** Forgets a stop (403 or 204): the next connect starts from the first backoff step. */
  #clearStop(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#attempt = 0;
    this.#refreshedAfter401 = false;
  }

  #followLeader(locks: LockManagerLike, channel: ChannelLike): void {
    this.#channel = channel;
    const onMessage = (event: { data: unknown }) => this.#onWire(event.data as Wire);
    channel.addEventListener('message', onMessage);
    this.#teardown.push(() => {
      channel.removeEventListener('message', onMessage);
      channel.close();
    });
    this.#setStatus('connecting');
    this.#claim = claimLeadership(locks, LEADER_LOCK, () => {
      if (!this.#started) return;
      this.#leader = true;
      this.#attempt = 0;
      this.#connect();
    });
    this.#post({ type: 'hello' });
  }

  #onWire(message: Wire): void {
    if (typeof message !== 'object' || message === null) return;
    if (this.#leader) {
      if (message.type === 'hello') this.#post({ type: 'status', status: this.#state.status });
      if (message.type === 'retry') this.retryNow();
      return;
    }
    if (message.type === 'status') this.#setStatus(message.status);
    if (message.type === 'notification') {
      if (message.id !== undefined) this.#lastEventId = message.id;
      this.#deliver(message.data as TMessage);
    }
  }

  #connect(): void {
    this.#clearRetry();
    if (!this.#started || this.#stopped) return;
    const token = this.#options.getAccessToken();
    if (!token) {
      this.#setStatus('idle');
      return;
    }
    const controller = new AbortController();
    this.#controller = controller;
    this.#setStatus('connecting');
    this.#armHeartbeat(controller);
    void this.#run(controller, token);
  }

  async #run(controller: AbortController, token: string): Promise<void> {
    const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
    if (this.#lastEventId !== undefined) headers['last-event-id'] = this.#lastEventId;
    const fetchImpl = this.#options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    let response: Response;
    try {
      response = await fetchImpl(this.#options.url, { headers, signal: controller.signal, cache: 'no-store' });
    } catch (error) {
      if (controller !== this.#controller) return;
      this.#log('warn', 'Notification stream: connection failed', error);
      this.#retryLater();
      return;
    }
    if (controller !== this.#controller) {
      void response.body?.cancel().catch(() => undefined);
      return;
    }
    const answer = classifyStreamAnswer(response);
    if (answer !== 'open' || !response.body) void response.body?.cancel().catch(() => undefined);
    if (answer === 'refresh') {
      await this.#afterUnauthorized(controller, token);
      return;
    }
    if (answer === 'stop') {
      // The server says "no stream for you": stop until started again.
      this.#stopped = true;
      this.#disconnect();
      this.#setStatus('closed');
      return;
    }
    if (answer === 'retry' || !response.body) {
      this.#log('warn', `Notification stream: unexpected response ${response.status}`);
      this.#retryLater();
      return;
    }
    this.#refreshedAfter401 = false;
    this.#setStatus('open');
    await this.#read(controller, response.body);
  }

  async #afterUnauthorized(controller: AbortController, refused: string): Promise<void> {
    const current = this.#options.getAccessToken();
    if (current && current !== refused) {
      this.#controller = undefined; // refreshed meanwhile (by a call or another tab): use it at once
      this.#connect();
      return;
    }
    if (this.#refreshedAfter401) {
      this.#retryLater(); // a fresh token was refused too: back off instead of looping
      return;
    }
    this.#refreshedAfter401 = true;
    this.#clearHeartbeat();
    try {
      await this.#options.refresh();
    } catch (error) {
      if (controller !== this.#controller) return;
      this.#log('warn', 'Notification stream: token refresh failed', error);
      this.#retryLater();
      return;
    }
    if (controller !== this.#controller) return;
    this.#controller = undefined;
    this.#connect();
  }

  async #read(controller: AbortController, body: ReadableStream<Uint8Array>): Promise<void> {
    const isCurrent = () => controller === this.#controller;
    try {
      await readEventStream(
        body,
        {
          onBytes: () => this.#armHeartbeat(controller),
          onEvent: (event) => this.#onEvent(event),
          onComment: () => this.#healthy(),
          onMalformed: (error) => this.#log('warn', 'Notification stream: malformed line', error),
        },
        isCurrent,
      );
    } catch (error) {
      if (!isCurrent()) return;
      this.#log('warn', 'Notification stream: connection lost', error);
    }
    if (isCurrent()) this.#retryLater();
  }

  #onEvent(event: EventSourceMessage): void {
    this.#healthy();
    if (event.id !== undefined) this.#lastEventId = event.id;
    if (event.event !== undefined && event.event !== 'notification' && event.event !== 'message') return;
    let message: TMessage;
    try {
      message = JSON.parse(event.data) as TMessage;
    } catch (error) {
      this.#log('warn', 'Notification stream: message is not JSON', error);
      return;
    }
    if (typeof message !== 'object' || message === null) {
      this.#log('warn', 'Notification stream: message is not an object');
      return;
    }
    this.#post({ type: 'notification', id: event.id, data: message });
    this.#deliver(message);
  }

  #deliver(message: TMessage): void {
    for (const listener of [...this.#messageListeners]) {
      try {
        listener(message);
      } catch (error) {
        this.#log('error', 'Notification stream: a message listener threw', error);
      }
    }
  }

  /** Data arrived end to end: the next failure starts the backoff from 1 s again. */
  #healthy(): void {
    this.#attempt = 0;
  }

  #retryLater(): void {
    this.#disconnect();
    if (!this.#started || this.#stopped) return;
    const delay = backoffDelay(
      this.#attempt++,
      this.#options.random,
      this.#options.initialDelayMs ?? INITIAL_RETRY_DELAY_MS,
      this.#options.maxDelayMs ?? MAX_RETRY_DELAY_MS,
    );
    this.#setStatus('connecting');
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      this.#refreshedAfter401 = false; // at most one refresh per backoff step
      this.#connect();
    }, delay);
  }

  #armHeartbeat(controller: AbortController): void {
    this.#clearHeartbeat();
    this.#heartbeatTimer = setTimeout(() => {
      if (controller !== this.#controller) return;
      this.#log('warn', 'Notification stream: no data for too long, reconnecting');
      this.#retryLater();
    }, this.#options.heartbeatMs ?? HEARTBEAT_TIMEOUT_MS);
  }

  #disconnect(): void {
    const controller = this.#controller;
    this.#controller = undefined;
    controller?.abort();
    this.#clearHeartbeat();
    this.#clearRetry();
  }

  #clearHeartbeat(): void {
    if (this.#heartbeatTimer !== undefined) clearTimeout(this.#heartbeatTimer);
    this.#heartbeatTimer = undefined;
  }

  #clearRetry(): void {
    if (this.#retryTimer !== undefined) clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
  }

  #setStatus(status: EventStreamStatus): void {
    if (this.#state.status === status) return;
    this.#state = STATES[status];
    if (this.#leader) this.#post({ type: 'status', status });
    for (const listener of [...this.listeners]) listener();
  }

  #post(message: Wire): void {
    if (!this.#channel) return;
    if (message.type === 'notification' && !this.#leader) return;
    try {
      this.#channel.postMessage(message);
    } catch (error) {
      this.#log('warn', 'Notification stream: could not share with other tabs', error);
    }
  }

  #log(level: 'warn' | 'error', message: string, error?: unknown): void {
    const logger = this.#options.logger ?? console;
    if (error === undefined) logger[level](message);
    else logger[level](message, error);
  }
}
