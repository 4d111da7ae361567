import { type ChannelLike, defaultChannel, defaultLocks, type LockManagerLike } from '../platform/crossTab';
import { FOLLOWER_PING_MS, FollowerRoster } from './followerRoster';
import { claimLeadership, type LeaderClaim } from './leaderLock';
import type { EventStreamStatus } from './streamStatus';

/** What the tabs of one browser tell each other about the shared stream. */
type Wire =
  /** The messages of one read chunk: their ids, and their data as one JSON array text. */
  | { type: 'notifications'; ids: (string | undefined)[]; data: string }
  /** One message alone, as tabs of earlier versions post it (still understood, no longer sent). */
  | { type: 'notification'; id?: string | undefined; data: unknown }
  | { type: 'status'; status: EventStreamStatus }
  /** The server could not resume the stream from the last id: events may have been missed (`event: reset`). */
  | { type: 'reset'; id?: string | undefined }
  /**
   * Where the stream stands (an event that carries an id and no message, such as the `event: resume` a stream
   * opens with): the tab that takes the lead next resumes from it. The leader also answers a `hello` with it.
   */
  | { type: 'position'; id: string }
  /**
   * A tab joined and asks for the current status (the leader answers). `tab` is its id; tabs of earlier
   * versions send none and never re-announce, so they count as listening for good.
   */
  | { type: 'hello'; tab?: string }
  /** (follower) Still listening; sent every FOLLOWER_PING_MS. */
  | { type: 'here'; tab: string }
  /** (follower) No longer listening: it closed, or it took the lead. */
  | { type: 'bye'; tab: string }
  | { type: 'retry' };

const LEADER_LOCK = 'console-notifications-leader';
const CHANNEL = 'console-notifications';

/** What a tab does with what the others tell it. */
export interface TabFanOutHandlers {
  /** This tab was elected: it now holds the browser's connection. */
  onLeadership(): void;
  /** (follower) The leader's connection status changed. */
  onStatus(status: EventStreamStatus): void;
  /** (follower) The leader received a message. */
  onMessage(id: string | undefined, data: unknown): void;
  /** (follower) The leader's stream was reset: events may have been missed; resume from `id`. */
  onReset?(id: string | undefined): void;
  /** (follower) The leader's stream is at `id` (no message came with it): resume from there when taking the lead. */
  onPosition?(id: string): void;
  /** (leader) A follower asks to reconnect at once. */
  onRetryRequest(): void;
  /** (leader) The status to tell a tab that just joined. */
  currentStatus(): EventStreamStatus;
  /** (leader) The id the stream would resume from, to tell a tab that just joined. */
  currentPosition?(): string | undefined;
  /** A message could not be posted. */
  onPostError(error: unknown): void;
}

/** Options of {@link joinTabs}: `null` switches a part off, undefined takes the browser's own. */
export interface JoinTabsOptions {
  locks?: LockManagerLike | null | undefined;
  createChannel?: ((name: string) => ChannelLike | null | undefined) | null | undefined;
}

/**
 * One stream per browser: the tabs elect a leader with a Web Lock (the next tab takes over when the
 * leader closes), the leader fans its messages and status out on a BroadcastChannel, and followers
 * forward "retry now" requests to it. Followers announce themselves, re-announce every
 * FOLLOWER_PING_MS and say goodbye; the leader posts messages only while one listens (forgetting those
 * silent for FOLLOWER_TIMEOUT_MS), as a post costs it a clone and a join even with nobody there.
 * Returns undefined where either is missing: then each tab keeps its own stream.
 */
export function joinTabs(options: JoinTabsOptions, handlers: TabFanOutHandlers): TabFanOut | undefined {
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const createChannel = options.createChannel === undefined ? defaultChannel : options.createChannel;
  const channel = locks && createChannel ? (createChannel(CHANNEL) ?? undefined) : undefined;
  return locks && channel ? new TabFanOut(locks, channel, handlers) : undefined;
}

/** A tab's membership of the browser-wide stream; see {@link joinTabs}. */
export class TabFanOut {
  #channel: ChannelLike;
  #handlers: TabFanOutHandlers;
  #claim: LeaderClaim;
  #leader = false;
  #closed = false;
  /** This tab's id in the other tabs' rosters. */
  #id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  #followers = new FollowerRoster();
  #ping: ReturnType<typeof setInterval> | undefined;
  /** Ids and JSON texts of the current read chunk's messages, posted together by `flushMessages`. */
  #pendingIds: (string | undefined)[] = [];
  #pendingTexts: string[] = [];
  /** Whether the current read chunk's messages are shared: asked of the roster once per chunk, not per message. */
  #sharingChunk: boolean | undefined;
  #listener = (event: { data: unknown }) => this.#receive(event.data as Wire);

  constructor(locks: LockManagerLike, channel: ChannelLike, handlers: TabFanOutHandlers) {
    this.#channel = channel;
    this.#handlers = handlers;
    channel.addEventListener('message', this.#listener);
    this.#claim = claimLeadership(locks, LEADER_LOCK, () => {
      if (this.#closed) return;
      this.#leader = true;
      this.#stopPing();
      this.#post({ type: 'bye', tab: this.#id });
      handlers.onLeadership();
    });
    this.#post({ type: 'hello', tab: this.#id });
    this.#ping = setInterval(() => this.#post({ type: 'here', tab: this.#id }), FOLLOWER_PING_MS);
    (this.#ping as { unref?: () => void }).unref?.();
  }

  /** Whether this tab holds the browser's connection. */
  get isLeader(): boolean {
    return this.#leader;
  }

  /**
   * (leader) Queues a message (its event id and its data as JSON text) for the other tabs;
   * `flushMessages` posts the queue as one message. Posting costs a structured clone and a task in
   * every tab, so one post per read chunk, carrying one string rather than many objects, keeps a burst
   * cheap.
   */
  shareMessage(id: string | undefined, json: string): void {
    // Whether anyone listens is asked at each chunk's first message: with nobody there, nothing is queued.
    this.#sharingChunk ??= this.#leader && this.#followers.any();
    if (!this.#sharingChunk) return;
    this.#pendingIds.push(id);
    this.#pendingTexts.push(json);
  }

  /** (leader) Posts the queued messages, in order, as one message (the end of a read chunk). */
  flushMessages(): void {
    this.#sharingChunk = undefined;
    if (this.#pendingIds.length === 0) return;
    const ids = this.#pendingIds;
    const data = `[${this.#pendingTexts.join(',')}]`;
    this.#pendingIds = [];
    this.#pendingTexts = [];
    if (this.#leader) this.#post({ type: 'notifications', ids, data });
  }

  /** (leader) Shares the connection status with the other tabs, after the messages that came before it. */
  shareStatus(status: EventStreamStatus): void {
    this.flushMessages();
    if (this.#leader) this.#post({ type: 'status', status });
  }

  /** (leader) Tells the other tabs the stream was reset, after the messages that came before it. */
  shareReset(id: string | undefined): void {
    this.flushMessages();
    if (this.#leader) this.#post({ type: 'reset', id });
  }

  /**
   * (leader) Tells the other tabs the stream is at `id` without a message (an `event: resume`), after the
   * messages that came before it, so the next leader resumes from there, not from where it connects.
   */
  sharePosition(id: string): void {
    this.flushMessages();
    if (this.#leader && this.#followers.any()) this.#post({ type: 'position', id });
  }

  /** (follower) Asks the leader to reconnect at once. */
  askRetry(): void {
    if (!this.#leader) this.#post({ type: 'retry' });
  }

  /** Leaves: gives up (or stops waiting for) leadership and closes the channel. */
  close(): void {
    this.flushMessages();
    this.#stopPing();
    if (!this.#leader) this.#post({ type: 'bye', tab: this.#id });
    this.#closed = true;
    this.#leader = false;
    this.#claim.release();
    this.#channel.removeEventListener('message', this.#listener);
    this.#channel.close();
  }

  #receive(message: Wire): void {
    if (typeof message !== 'object' || message === null) return;
    // Every tab keeps the roster, so whichever takes the lead next knows who listens.
    if (message.type === 'hello' || message.type === 'here') {
      if (typeof message.tab === 'string') this.#followers.seen(message.tab);
      else if (message.type === 'hello') this.#followers.seen('earlier-version', true);
    }
    if (message.type === 'bye' && typeof message.tab === 'string') this.#followers.gone(message.tab);
    if (this.#leader) {
      if (message.type === 'hello') {
        this.#post({ type: 'status', status: this.#handlers.currentStatus() });
        const id = this.#handlers.currentPosition?.();
        if (id !== undefined) this.#post({ type: 'position', id });
      }
      if (message.type === 'retry') this.#handlers.onRetryRequest();
      return;
    }
    if (message.type === 'status') this.#handlers.onStatus(message.status);
    if (message.type === 'notification') this.#handlers.onMessage(message.id, message.data);
    if (message.type === 'notifications') this.#receiveBatch(message.ids, message.data);
    if (message.type === 'reset') this.#handlers.onReset?.(message.id);
    if (message.type === 'position' && typeof message.id === 'string') this.#handlers.onPosition?.(message.id);
  }

  #receiveBatch(ids: unknown, data: unknown): void {
    let messages: unknown;
    try {
      messages = typeof data === 'string' ? JSON.parse(data) : undefined;
    } catch {
      messages = undefined;
    }
    if (!Array.isArray(messages) || !Array.isArray(ids) || ids.length !== messages.length) {
      this.#handlers.onPostError(new Error('A message from another tab was malformed'));
      return;
    }
    for (let i = 0; i < messages.length; i++) this.#handlers.onMessage(ids[i] as string | undefined, messages[i]);
  }

  #stopPing(): void {
    clearInterval(this.#ping);
    this.#ping = undefined;
  }

  #post(message: Wire): void {
    if (this.#closed) return;
    try {
      this.#channel.postMessage(message);
    } catch (error) {
      this.#handlers.onPostError(error);
    }
  }
}
