import type { NotificationLike } from '../notifications/notificationLike';
import { defaultChannel, defaultLocks } from '../platform/crossTab';
import { onlineManager as defaultOnlineManager, type OnlineManager } from '../platform/onlineManager';
import { visibilityManager as defaultVisibilityManager, type VisibilityManager } from '../platform/visibilityManager';
import { Subscribable } from '../subscribable';
import { RetryTimer } from './backoff';
import type { StreamFetch } from './connection';
import { HEARTBEAT_TIMEOUT_MS, Heartbeat } from './heartbeat';
import { type EventStreamState, type EventStreamStatus, STREAM_STATES } from './streamStatus';
import type { JoinTabsOptions, TabFanOut } from './tabFanOut';

export type { EventStreamState, EventStreamStatus } from './streamStatus';

let connectionModule: Promise<typeof import('./connection')> | undefined;
/**
 * The connection module, fetched once (a failed fetch is tried again at the next connect). Calling it early (tests,
 * or a host that wants the code before the first connect) makes the first connect start without waiting for it.
 */
export function loadConnection(): Promise<typeof import('./connection')> {
  connectionModule ??= import('./connection').catch((error: unknown) => {
    connectionModule = undefined;
    throw error;
  });
  return connectionModule;
}
export { HEARTBEAT_TIMEOUT_MS };

let tabFanOutModule: Promise<typeof import('./tabFanOut')> | undefined;
/**
 * The tabs' sharing of one stream (the leader lock, the channel, the roster of followers), fetched once when a stream
 * starts where tabs can share it: a page paints before its stream starts. A failed fetch is tried again next time.
 */
export function loadTabFanOut(): Promise<typeof import('./tabFanOut')> {
  tabFanOutModule ??= import('./tabFanOut').catch((error: unknown) => {
    tabFanOutModule = undefined;
    throw error;
  });
  return tabFanOutModule;
}

/** The part of an auth client the stream watches: whether someone is signed in, and when that changes. */
export interface StreamSession {
  /** Calls `listener` when the session changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Whether someone is signed in now. */
  getSnapshot(): { authenticated: boolean };
}

/** Options of {@link EventStream}. */
export interface EventStreamOptions extends JoinTabsOptions {
  /** The stream URL, e.g. `{apiBase}/notifications/sse`. */
  url: string;
  /**
   * How to connect: the HTTP client's `authorizedFetch`, which adds the bearer, refreshes once on 401
   * and retries, and times out. The stream adds no credentials of its own.
   */
  fetch: StreamFetch;
  /** Whether there is a session to connect for (a token is stored); read before every connect. */
  canConnect: () => boolean;
  /**
   * The session the stream belongs to (core's auth client, or a host-supplied one). While started, the
   * stream follows it: signed out drops the connection and any pending retry at once, so no request goes
   * out with the old token, and nothing reconnects until it reports signed in again.
   */
  session?: StreamSession | undefined;
  logger?: Pick<Console, 'warn' | 'error'>;
  heartbeatMs?: number;
  initialDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
  onlineManager?: OnlineManager;
  visibilityManager?: VisibilityManager;
}

/**
 * The live notification stream: server-sent events over the authorized fetch, 45 s heartbeat,
 * backoff with full jitter, `Last-Event-ID` resume, and one connection per browser (the tabs share it through a
 * leader lock and a channel, loaded when the stream starts; a stream per tab where Web Locks or BroadcastChannel are
 * missing).
 */
export class EventStream<TMessage = NotificationLike> extends Subscribable {
  #options: EventStreamOptions;
  #state: EventStreamState = STREAM_STATES.idle;
  #messageListeners = new Set<(message: TMessage) => void>();
  #resetListeners = new Set<() => void>();
  /** The listeners as an array, rebuilt when they change: a busy stream delivers without copying each time. */
  #listenerList: ((message: TMessage) => void)[] = [];
  #started = false;
  /** Set by a 403 or 204: no reconnects until started again (or a new sign-in). */
  #stopped = false;
  /** Set by `suspend()` (signed out): the next `retryNow()` that may connect is a new sign-in. */
  #suspended = false;
  #leader = false;
  #controller: AbortController | undefined;
  #lastEventId: string | undefined;
  #tabs: TabFanOut | undefined;
  /** The start whose tab sharing is loading; a `close()` (or a later start) makes its result stale. */
  #joining: object | undefined;
  #teardown: Array<() => void> = [];
  #retry: RetryTimer;
  #heartbeat: Heartbeat;

  constructor(options: EventStreamOptions) {
    super();
    this.#options = options;
    this.#retry = new RetryTimer(options);
    this.#heartbeat = new Heartbeat(options.heartbeatMs ?? HEARTBEAT_TIMEOUT_MS, () => {
      this.#log('warn', 'Notification stream: no data for too long, reconnecting');
      this.#retryLater();
    });
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
    this.#listenerList = [...this.#messageListeners];
    return () => {
      this.#messageListeners.delete(listener);
      this.#listenerList = [...this.#messageListeners];
    };
  }

  /**
   * Calls `listener` when the server could not resume from the last event id (`event: reset`, in this tab or
   * the tab holding the browser's connection): messages may have been missed, so whatever was built from them
   * (a count, a cached list) should be loaded again. Returns the unsubscribe.
   */
  onReset(listener: () => void): () => void {
    this.#resetListeners.add(listener);
    return () => this.#resetListeners.delete(listener);
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
    this.#retry.reset();
    const retryWhen = (ready: boolean) => {
      if (ready) this.retryNow();
    };
    this.#teardown.push(
      (this.#options.onlineManager ?? defaultOnlineManager).subscribe(retryWhen),
      (this.#options.visibilityManager ?? defaultVisibilityManager).subscribe(retryWhen),
    );
    const session = this.#options.session;
    if (session) {
      this.#teardown.push(
        session.subscribe(() => {
          if (session.getSnapshot().authenticated) this.retryNow();
          else this.suspend();
        }),
      );
    }
    // Where Web Locks or BroadcastChannel are missing each tab keeps its own stream: no sharing code to load.
    const locks = this.#options.locks === undefined ? defaultLocks() : this.#options.locks;
    const createChannel = this.#options.createChannel === undefined ? defaultChannel : this.#options.createChannel;
    if (!locks || !createChannel) {
      this.#lead();
      return;
    }
    this.#setStatus('connecting'); // until the leader tab (maybe this one) reports
    const joining = {};
    this.#joining = joining;
    loadTabFanOut().then(
      ({ joinTabs }) => {
        if (this.#joining !== joining) return;
        this.#joining = undefined;
        this.#tabs = joinTabs(this.#options, {
          onLeadership: () => {
            if (!this.#started) return;
            this.#leader = true;
            this.#retry.reset();
            this.#connect();
          },
          onStatus: (status) => this.#setStatus(status),
          onMessage: (id, data) => {
            if (id !== undefined) this.#lastEventId = id;
            this.#deliver(data as TMessage);
          },
          onReset: (id) => this.#reset(id),
          onPosition: (id) => {
            this.#lastEventId = id;
          },
          onRetryRequest: () => this.retryNow(),
          currentStatus: () => this.#state.status,
          currentPosition: () => this.#lastEventId,
          onPostError: (error) => this.#log('warn', 'Notification stream: could not share with other tabs', error),
        });
        if (!this.#tabs) this.#lead();
      },
      (error: unknown) => {
        if (this.#joining !== joining) return;
        this.#joining = undefined;
        // The sharing code did not load (offline, a new deployment): this tab keeps a stream of its own.
        this.#log('warn', 'Notification stream: could not load the code that shares it with other tabs', error);
        this.#lead();
      },
    );
  }

  /** This tab holds the stream itself. */
  #lead(): void {
    this.#leader = true;
    this.#connect();
  }

  /** Stops for good: aborts the connection, clears every timer, gives up leadership. */
  close(): void {
    this.#started = false;
    this.#leader = false;
    this.#disconnect();
    this.#joining = undefined;
    this.#tabs?.close();
    this.#tabs = undefined;
    for (const teardown of this.#teardown.splice(0)) teardown();
    this.#setStatus('closed');
  }

  /**
   * Drops the connection and any pending retry but stays started (e.g. on sign-out); `retryNow()` resumes
   * once there is a session again.
   */
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
    if (this.#suspended && this.#mayConnect()) {
      // Signed in again after a sign-out: a 403 or 204 that stopped the stream answered the old session.
      this.#suspended = false;
      this.#clearStop();
    }
    if (this.#stopped) return;
    if (!this.#leader) {
      if (this.#state.status !== 'open') this.#tabs?.askRetry();
      return;
    }
    if (this.#controller) return;
    this.#connect();
  }

  /** Forgets a stop (403 or 204): the next connect starts from the first backoff step. */
  #clearStop(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#retry.reset();
  }

  #connect(): void {
    this.#retry.cancel();
    if (!this.#started || this.#stopped) return;
    if (!this.#mayConnect()) {
      this.#setStatus('idle');
      return;
    }
    const controller = new AbortController();
    this.#controller = controller;
    this.#setStatus('connecting');
    this.#heartbeat.beat();
    void this.#run(controller);
  }

  async #run(controller: AbortController): Promise<void> {
    const isCurrent = () => controller === this.#controller;
    // The connection's reader (the event-stream parser with it) loads with the first connection, not with the page:
    // a page paints before its stream connects.
    let runConnection: typeof import('./connection')['runConnection'];
    try {
      ({ runConnection } = await loadConnection());
    } catch (error) {
      if (!isCurrent()) return;
      this.#log('warn', 'Notification stream: could not load the connection code, retrying', error);
      this.#retryLater();
      return;
    }
    if (!isCurrent()) return;
    const end = await runConnection(
      this.#options.fetch,
      { url: this.#options.url, lastEventId: this.#lastEventId, signal: controller.signal },
      {
        isCurrent,
        onOpen: () => this.#setStatus('open'),
        onBytes: () => this.#heartbeat.beat(),
        onAlive: () => this.#retry.reset(),
        onEvent: (id, message, text) => {
          if (id !== undefined) this.#lastEventId = id;
          if (message === undefined) {
            if (id !== undefined) this.#tabs?.sharePosition(id);
            return;
          }
          this.#tabs?.shareMessage(id, text);
          this.#deliver(message as TMessage);
        },
        onReset: (id) => {
          this.#tabs?.shareReset(id);
          this.#reset(id);
        },
        onChunkEnd: () => this.#tabs?.flushMessages(),
        log: (level, message, error) => this.#log(level, message, error),
      },
    );
    if (end === 'stale' || !isCurrent()) return;
    if (end === 'stop') {
      this.#stopped = true;
      this.#disconnect();
      this.#setStatus('closed');
      return;
    }
    // A server shutting down asked for a reconnect: the first backoff step (under 1 s, with jitter so a
    // whole instance's clients do not arrive at once), not the step reached by earlier failures.
    if (end === 'moved') this.#retry.reset();
    this.#retryLater();
  }

  /** A session to connect for: signed in (when the stream follows a session) and a token to send. */
  #mayConnect(): boolean {
    const session = this.#options.session;
    if (session && !session.getSnapshot().authenticated) return false;
    return this.#options.canConnect();
  }

  /** The server could not resume: resume from `id` from now on, and tell the listeners. */
  #reset(id: string | undefined): void {
    this.#lastEventId = id;
    for (const listener of [...this.#resetListeners]) listener();
  }

  #deliver(message: TMessage): void {
    // The array is replaced, never changed, when a listener leaves or joins: this loop sees a stable list.
    for (const listener of this.#listenerList) {
      try {
        listener(message);
      } catch (error) {
        this.#log('error', 'Notification stream: a message listener threw', error);
      }
    }
  }

  #retryLater(): void {
    this.#disconnect();
    if (!this.#started || this.#stopped) return;
    // The session ended meanwhile (a refused refresh after a 401, a sign-out elsewhere): nothing to retry
    // for until someone signs in, which calls `retryNow()`.
    if (!this.#mayConnect()) {
      this.#setStatus('idle');
      return;
    }
    this.#setStatus('connecting');
    this.#retry.schedule(() => this.#connect());
  }

  #disconnect(): void {
    const controller = this.#controller;
    this.#controller = undefined;
    controller?.abort();
    this.#heartbeat.stop();
    this.#retry.cancel();
  }

  #setStatus(status: EventStreamStatus): void {
    if (this.#state.status === status) return;
    this.#state = STREAM_STATES[status];
    if (this.#leader) this.#tabs?.shareStatus(status);
    for (const listener of [...this.listeners]) listener();
  }

  #log(level: 'warn' | 'error', message: string, error?: unknown): void {
    const logger = this.#options.logger ?? console;
    if (error === undefined) logger[level](message);
    else logger[level](message, error);
  }
}
