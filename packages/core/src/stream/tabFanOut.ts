import { type ChannelLike, defaultChannel, defaultLocks, type LockManagerLike } from '../platform/crossTab';
import { claimLeadership, type LeaderClaim } from './leaderLock';
import type { EventStreamStatus } from './streamStatus';

/** What the tabs of one browser tell each other about the shared stream. */
type Wire =
  | { type: 'notifications'; items: SharedMessage[] }
  /** One message alone, as tabs of earlier versions post it (still understood, no longer sent). */
  | { type: 'notification'; id?: string | undefined; data: unknown }
  | { type: 'status'; status: EventStreamStatus }
  | { type: 'hello' }
  | { type: 'retry' };

/** A message as the leader shares it: the event id (for `Last-Event-ID` on takeover) and its data. */
interface SharedMessage {
  id?: string | undefined;
  data: unknown;
}

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
  /** (leader) A follower asks to reconnect at once. */
  onRetryRequest(): void;
  /** (leader) The status to tell a tab that just joined. */
  currentStatus(): EventStreamStatus;
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
 * forward "retry now" requests to it. Returns undefined where either is missing: then each tab keeps
 * its own stream.
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
  /** Messages of the current read chunk, posted together by `flushMessages`. */
  #pending: SharedMessage[] = [];
  #listener = (event: { data: unknown }) => this.#receive(event.data as Wire);

  constructor(locks: LockManagerLike, channel: ChannelLike, handlers: TabFanOutHandlers) {
    this.#channel = channel;
    this.#handlers = handlers;
    channel.addEventListener('message', this.#listener);
    this.#claim = claimLeadership(locks, LEADER_LOCK, () => {
      if (this.#closed) return;
      this.#leader = true;
      handlers.onLeadership();
    });
    this.#post({ type: 'hello' });
  }

  /** Whether this tab holds the browser's connection. */
  get isLeader(): boolean {
    return this.#leader;
  }

  /**
   * (leader) Queues a message for the other tabs; `flushMessages` posts the queue as one message.
   * Posting costs a structured clone and a task in every tab, so one post per read chunk rather than
   * per event keeps a burst cheap.
   */
  shareMessage(id: string | undefined, data: unknown): void {
    if (this.#leader) this.#pending.push(id === undefined ? { data } : { id, data });
  }

  /** (leader) Posts the queued messages, in order, as one message (the end of a read chunk). */
  flushMessages(): void {
    if (this.#pending.length === 0) return;
    const items = this.#pending;
    this.#pending = [];
    if (this.#leader) this.#post({ type: 'notifications', items });
  }

  /** (leader) Shares the connection status with the other tabs, after the messages that came before it. */
  shareStatus(status: EventStreamStatus): void {
    this.flushMessages();
    if (this.#leader) this.#post({ type: 'status', status });
  }

  /** (follower) Asks the leader to reconnect at once. */
  askRetry(): void {
    if (!this.#leader) this.#post({ type: 'retry' });
  }

  /** Leaves: gives up (or stops waiting for) leadership and closes the channel. */
  close(): void {
    this.flushMessages();
    this.#closed = true;
    this.#leader = false;
    this.#claim.release();
    this.#channel.removeEventListener('message', this.#listener);
    this.#channel.close();
  }

  #receive(message: Wire): void {
    if (typeof message !== 'object' || message === null) return;
    if (this.#leader) {
      if (message.type === 'hello') this.#post({ type: 'status', status: this.#handlers.currentStatus() });
      if (message.type === 'retry') this.#handlers.onRetryRequest();
      return;
    }
    if (message.type === 'status') this.#handlers.onStatus(message.status);
    if (message.type === 'notification') this.#handlers.onMessage(message.id, message.data);
    if (message.type === 'notifications' && Array.isArray(message.items)) {
      for (const item of message.items) this.#handlers.onMessage(item.id, item.data);
    }
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
