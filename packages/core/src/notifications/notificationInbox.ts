import type { Notification } from '../api';
import type { AuthState } from '../auth/authClient';
import type { EventStreamState, EventStreamStatus } from '../stream/streamStatus';
import { Subscribable } from '../subscribable';
import type { Toast } from '../toasts/toastStore';
import { toastForNotification } from './toastForNotification';
import { sessionUnreadStorage, type UnreadStorage } from './unreadStorage';

/** What the inbox shows: the bell's count and the live stream's status. */
export interface NotificationInboxState {
  /** Unread notifications of the signed-in user; 0 when signed out or not known yet. */
  unread: number;
  /** The signed-in user's id, once loaded. */
  userId: number | undefined;
  /** The live stream's connection status. */
  status: EventStreamStatus;
}

/** Why the notification feed (any cached page of it) is out of date. */
export type NotificationFeedChange =
  | {
      reason: 'notification';
      /** A live notification arrived: it belongs on top of the first page. */
      notification: Notification;
      userId: number | undefined;
      /** It is about an organization, branch or project: what the user may see can have changed. */
      tenancyChanged: boolean;
    }
  | { reason: 'read'; userId: number; unread: number }
  /**
   * The live stream could not resume where it left off (the server sent `reset`): notifications may have been
   * missed, so every cached page of the feed is stale; the unread count is being loaded again.
   */
  | { reason: 'reset'; userId: number | undefined };

/** The live stream as the inbox drives it (an `EventStream<Notification>`). */
export interface InboxStream {
  start(): void;
  close(): void;
  suspend(): void;
  retryNow(): void;
  onMessage(listener: (notification: Notification) => void): () => void;
  /** Calls `listener` when the server could not resume the stream (messages may have been missed). */
  onReset?(listener: () => void): () => void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): EventStreamState;
}

/** The calls the inbox makes (the admin API's `users.info` and notification calls). */
export interface InboxApi {
  users: { info(): Promise<{ id: number; totalUnreadNotification: number }> };
  notifications: {
    markRead(userId: number, notificationIds: number[]): Promise<{ totalUnreadNotification: number }>;
    markAllRead(userId: number): Promise<{ totalUnreadNotification: number }>;
  };
}

/** Options of {@link NotificationInbox}. */
export interface NotificationInboxOptions {
  stream: InboxStream;
  auth: { subscribe(listener: () => void): () => void; getSnapshot(): AuthState };
  api: InboxApi;
  toasts: { show(toast: Omit<Toast, 'id'>): string };
  /** Tells when an API call succeeded (the HTTP client's `onSuccess`): the stream then retries at once. */
  onCallSucceeded?: ((listener: () => void) => () => void) | undefined;
  /** Where the count survives a reload: session storage by default (spec section 4), `null` for nowhere. */
  storage?: UnreadStorage | null | undefined;
  logger?: Pick<Console, 'warn'> | undefined;
}

const TENANCY = new Set(['ORGANIZATION', 'BRANCH', 'PROJECT']);
/** Ids of recent notifications, so a message delivered twice (resume overlap) counts once. */
const REMEMBERED = 100;

/**
 * The user's notifications without any UI framework. While something subscribes it keeps the live
 * stream connected whenever the user is signed in (suspended on sign-out, back on sign-in), and for
 * each notification raises the unread count, tells `onFeedChange` listeners the feed is out of date,
 * and shows a toast for the categories spec section 4 names. The count comes from `GET /users/info`,
 * follows live notifications and mark-read answers, and is kept in session storage.
 */
export class NotificationInbox extends Subscribable {
  #options: NotificationInboxOptions;
  #state: NotificationInboxState;
  #feedListeners = new Set<(change: NotificationFeedChange) => void>();
  #authenticated: boolean;
  #running: Array<() => void> | undefined;
  #wiring: Array<() => void>;
  /** Bumped by every sign-in and sign-out: answers that belong to an earlier session are dropped. */
  #session = 0;
  /** Bumped by every mark-read answer: a user-info answer sent before it is older news. */
  #countVersion = 0;
  #loading: Promise<number> | undefined;
  #seen: number[] = [];

  constructor(options: NotificationInboxOptions) {
    super();
    this.#options = options;
    this.#authenticated = options.auth.getSnapshot().authenticated;
    const stored = this.#authenticated ? this.#storage()?.read() : undefined;
    this.#state = { unread: stored ?? 0, userId: undefined, status: options.stream.getSnapshot().status };
    this.#wiring = [options.auth.subscribe(() => this.#onAuthChange())];
    const retry = () => options.stream.retryNow();
    if (options.onCallSucceeded) this.#wiring.push(options.onCallSucceeded(retry));
  }

  /** The current state; a stable object until it changes. */
  getSnapshot = (): NotificationInboxState => {
    this.#syncStatus(false);
    return this.#state;
  };

  /** Calls `listener` whenever the notification feed should be refetched or updated; returns the unsubscribe. */
  onFeedChange(listener: (change: NotificationFeedChange) => void): () => void {
    this.#feedListeners.add(listener);
    return () => this.#feedListeners.delete(listener);
  }

  /** Marks notifications read; the count follows the server's answer. */
  async markRead(notificationIds: number[]): Promise<{ totalUnreadNotification: number }> {
    const userId = await this.#userId();
    return this.#afterRead(userId, await this.#options.api.notifications.markRead(userId, notificationIds));
  }

  /** Marks every notification read; the count follows the server's answer. */
  async markAllRead(): Promise<{ totalUnreadNotification: number }> {
    const userId = await this.#userId();
    return this.#afterRead(userId, await this.#options.api.notifications.markAllRead(userId));
  }

  /** Stops listening to auth and the HTTP client and closes the stream it started. */
  destroy(): void {
    for (const off of this.#wiring.splice(0)) off();
    this.#stop();
  }

  protected override onSubscribe(): void {
    if (!this.#running) this.#start();
  }

  protected override onUnsubscribe(): void {
    if (!this.hasListeners()) this.#stop();
  }

  #start(): void {
    const { stream } = this.#options;
    this.#running = [stream.onMessage((n) => this.#receive(n)), stream.subscribe(() => this.#syncStatus(true))];
    if (stream.onReset) this.#running.push(stream.onReset(() => this.#onReset()));
    if (this.#authenticated) this.#loadCount();
    stream.start();
    this.#syncStatus(true);
  }

  #stop(): void {
    if (!this.#running) return;
    for (const off of this.#running.splice(0)) off();
    this.#running = undefined;
    this.#options.stream.close();
  }

  #onAuthChange(): void {
    const authenticated = this.#options.auth.getSnapshot().authenticated;
    if (authenticated === this.#authenticated) return;
    this.#authenticated = authenticated;
    this.#session++;
    this.#loading = undefined;
    if (authenticated) {
      if (this.#running) this.#loadCount();
      this.#options.stream.retryNow();
      return;
    }
    this.#options.stream.suspend();
    this.#seen = [];
    this.#storage()?.write(null);
    this.#set({ unread: 0, userId: undefined });
  }

  #receive(notification: Notification): void {
    if (this.#seen.includes(notification.id)) return;
    this.#seen = [...this.#seen.slice(1 - REMEMBERED), notification.id];
    if (!notification.isRead) this.#set({ unread: this.#state.unread + 1 });
    this.#emitFeed({
      reason: 'notification',
      notification,
      userId: this.#state.userId,
      tenancyChanged: TENANCY.has(notification.category),
    });
    const toast = toastForNotification(notification);
    if (toast) this.#options.toasts.show(toast);
  }

  /**
   * The stream missed what happened since its last event: the count is loaded again (a load already under way
   * may have been answered before what was missed, so a new one goes out), and the feed is stale.
   */
  #onReset(): void {
    if (!this.#authenticated) return;
    this.#loading = undefined;
    this.#countVersion++;
    this.#loadCount();
    this.#emitFeed({ reason: 'reset', userId: this.#state.userId });
  }

  #afterRead(userId: number, answer: { totalUnreadNotification: number }) {
    this.#countVersion++;
    this.#set({ unread: answer.totalUnreadNotification });
    this.#emitFeed({ reason: 'read', userId, unread: answer.totalUnreadNotification });
    return answer;
  }

  /** The user id, loading user info when it is not known yet. */
  #userId(): Promise<number> {
    const known = this.#state.userId;
    return known === undefined ? this.#fetchUser() : Promise.resolve(known);
  }

  #loadCount(): void {
    const session = this.#session;
    this.#fetchUser().catch((error: unknown) => {
      if (session === this.#session) this.#log('Notifications: could not load the unread count', error);
    });
  }

  /** `GET /users/info` once at a time: the user id and a fresh unread count. */
  #fetchUser(): Promise<number> {
    if (this.#loading) return this.#loading;
    const session = this.#session;
    const version = this.#countVersion;
    const loading = this.#options.api.users.info().then((info) => {
      if (session !== this.#session) throw new Error('The session changed while loading the user');
      this.#set({
        userId: info.id,
        ...(version === this.#countVersion ? { unread: info.totalUnreadNotification } : {}),
      });
      return info.id;
    });
    this.#loading = loading;
    const settle = () => {
      if (this.#loading === loading) this.#loading = undefined;
    };
    loading.then(settle, settle);
    return loading;
  }

  #syncStatus(notify: boolean): void {
    const status = this.#options.stream.getSnapshot().status;
    if (status === this.#state.status) return;
    this.#state = { ...this.#state, status };
    if (notify) this.#notify();
  }

  #set(patch: Partial<Pick<NotificationInboxState, 'unread' | 'userId'>>): void {
    const unread = patch.unread === undefined ? this.#state.unread : Math.max(0, patch.unread);
    const userId = 'userId' in patch ? patch.userId : this.#state.userId;
    if (unread === this.#state.unread && userId === this.#state.userId) return;
    if (unread !== this.#state.unread && this.#authenticated) this.#storage()?.write(unread);
    this.#state = { ...this.#state, unread, userId };
    this.#notify();
  }

  #emitFeed(change: NotificationFeedChange): void {
    for (const listener of [...this.#feedListeners]) {
      try {
        listener(change);
      } catch (error) {
        this.#log('Notifications: a feed listener threw', error);
      }
    }
  }

  #log(message: string, error: unknown): void {
    (this.#options.logger ?? console).warn(message, error);
  }

  #notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  #storage(): UnreadStorage | null {
    return this.#options.storage === undefined ? sessionUnreadStorage : this.#options.storage;
  }
}
