import type { Notification } from '../api';
import type { AuthState } from '../auth/authClient';
import type {
  InboxStream,
  NotificationFeedChange,
  NotificationInbox,
  NotificationInboxOptions,
  NotificationInboxState,
} from '../notifications/notificationInbox';
import { sessionUnreadStorage, type UnreadStorage } from '../notifications/unreadStorage';
import type { EventStream, EventStreamOptions } from '../stream/eventStream';
import { type EventStreamState, STREAM_STATES } from '../stream/streamStatus';
import { Subscribable } from '../subscribable';

type LiveParts = typeof import('./liveParts');

let liveParts: Promise<LiveParts> | undefined;
/** The stream's and the inbox's code, fetched once; a failed fetch is tried again at the next use. */
function loadLiveParts(): Promise<LiveParts> {
  liveParts ??= import('./liveParts').catch((error: unknown) => {
    liveParts = undefined;
    throw error;
  });
  return liveParts;
}

/** How long a failed fetch of that code waits before it is tried again while calls wait for it. */
const RELOAD_DELAY_MS = 5_000;

/**
 * Stands for an object whose code loads on first use: calls made before it exists wait, in order, and run on it
 * once it is there; later calls go straight to it.
 */
class Later<T> {
  #create: (parts: LiveParts) => T;
  #created: (real: T) => void;
  #log: (message: string, error: unknown) => void;
  #real: T | undefined;
  #waiting: Array<(real: T) => void> = [];
  #loading = false;

  /** `created` runs once the object is there, before the calls that waited for it. */
  constructor(
    create: (parts: LiveParts) => T,
    created: (real: T) => void,
    log: (message: string, error: unknown) => void,
  ) {
    this.#create = create;
    this.#created = created;
    this.#log = log;
  }

  get real(): T | undefined {
    return this.#real;
  }

  /** Runs `call` as `use` does, but only once something has used the object (a start, a listener). */
  whenUsed(call: (real: T) => void): boolean {
    const used = this.#real !== undefined || this.#loading;
    if (used) this.use(call);
    return used;
  }

  /** Runs `call` on the object now, or once its code has loaded (starting that). */
  use(call: (real: T) => void): void {
    if (this.#real) {
      call(this.#real);
      return;
    }
    this.#waiting.push(call);
    this.#load();
  }

  /** The object, once there (loading its code). */
  ready(): Promise<T> {
    return new Promise((resolve) => this.use(resolve));
  }

  /** Adds a listener through `add` now or once the object is there; the unsubscribe works either way. */
  listen(add: (real: T) => () => void): () => void {
    let off: (() => void) | undefined;
    let removed = false;
    this.use((real) => {
      if (!removed) off = add(real);
    });
    return () => {
      removed = true;
      off?.();
    };
  }

  /** Forgets the calls still waiting (the client is destroyed before the code came): nothing is made for them. */
  drop(): void {
    this.#waiting = [];
  }

  #load(): void {
    if (this.#loading) return;
    this.#loading = true;
    loadLiveParts().then(
      (parts) => {
        this.#loading = false;
        // Nothing waits any more (dropped): the object is not made until something uses it again.
        if (!this.#real && this.#waiting.length) {
          const real = this.#create(parts);
          this.#real = real;
          this.#created(real);
        }
        const real = this.#real;
        if (real) for (const call of this.#waiting.splice(0)) call(real);
      },
      (error: unknown) => {
        this.#loading = false;
        this.#log('Notifications: could not load the live stream code, trying again', error);
        setTimeout(() => {
          if (this.#waiting.length) this.#load();
        }, RELOAD_DELAY_MS);
      },
    );
  }
}

/**
 * The client's live stream until its code loads (the first start, listener or call): the same methods, answered
 * as a stream that has not started would answer them; what needs the stream waits for it and then runs on it.
 */
export class DeferredEventStream extends Subscribable implements InboxStream {
  #later: Later<EventStream<Notification>>;
  /** The status before the stream exists: idle, or closed once closed. */
  #state: EventStreamState = STREAM_STATES.idle;

  constructor(options: EventStreamOptions) {
    super();
    this.#later = new Later(
      (parts) => {
        const real = new parts.EventStream<Notification>(options);
        real.subscribe(() => this.#notify());
        return real;
      },
      // A status shown meanwhile (closed) gives way to the stream's own.
      (real) => {
        if (real.getSnapshot() !== this.#state) this.#notify();
      },
      (message, error) => (options.logger ?? console).warn(message, error),
    );
  }

  /** The current status; a stable object until it changes. */
  getSnapshot = (): EventStreamState => this.#later.real?.getSnapshot() ?? this.#state;

  getLastEventId(): string | undefined {
    return this.#later.real?.getLastEventId();
  }

  onMessage(listener: (message: Notification) => void): () => void {
    return this.#later.listen((real) => real.onMessage(listener));
  }

  onReset(listener: () => void): () => void {
    return this.#later.listen((real) => real.onReset(listener));
  }

  start(): void {
    this.#later.use((real) => real.start());
  }

  close(): void {
    // A stream that never started closes without its code.
    if (this.#later.whenUsed((real) => real.close()) || this.#state === STREAM_STATES.closed) return;
    this.#state = STREAM_STATES.closed;
    this.#notify();
  }

  // Before the stream exists nothing has started: nothing to suspend or to retry.
  suspend(): void {
    this.#later.whenUsed((real) => real.suspend());
  }

  retryNow(): void {
    this.#later.whenUsed((real) => real.retryNow());
  }

  /** Forgets the calls waiting for the code (the client is destroyed). */
  drop(): void {
    this.#later.drop();
  }

  #notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

/**
 * The client's notification inbox until its code loads (the first subscriber, feed listener or mark-read): its
 * state is the one the inbox starts with (the count kept in the tab for a signed-in user, no user id yet), and it
 * follows a sign-out the way the inbox does (the count forgotten) until the inbox takes over.
 */
export class DeferredInbox extends Subscribable {
  #later: Later<NotificationInbox>;
  #options: NotificationInboxOptions;
  #stream: DeferredEventStream;
  #authenticated: boolean;
  #state: NotificationInboxState | undefined;
  #offAuth: (() => void) | undefined;
  /** The subscription to the inbox while this has listeners. */
  #offReal: (() => void) | undefined;

  constructor(options: NotificationInboxOptions & { stream: DeferredEventStream }) {
    super();
    this.#options = options;
    this.#stream = options.stream;
    this.#authenticated = options.auth.getSnapshot().authenticated;
    this.#offAuth = options.auth.subscribe(() => this.#onAuthChange(options.auth.getSnapshot()));
    this.#later = new Later(
      (parts) => {
        this.#offAuth?.();
        this.#offAuth = undefined;
        return new parts.NotificationInbox(options);
      },
      // The inbox's first state may differ from the one shown meanwhile.
      (real) => {
        if (real.getSnapshot() !== this.#state) this.#notify();
      },
      (message, error) => (options.logger ?? console).warn(message, error),
    );
  }

  /** The current state; a stable object until it changes. */
  getSnapshot = (): NotificationInboxState => {
    const real = this.#later.real;
    if (real) return real.getSnapshot();
    const status = this.#stream.getSnapshot().status;
    if (this.#state?.status !== status) {
      const unread = this.#state?.unread ?? (this.#authenticated ? (this.#storage()?.read() ?? 0) : 0);
      this.#state = { unread, userId: undefined, status };
    }
    return this.#state;
  };

  onFeedChange(listener: (change: NotificationFeedChange) => void): () => void {
    return this.#later.listen((real) => real.onFeedChange(listener));
  }

  async markRead(notificationIds: number[]): Promise<{ totalUnreadNotification: number }> {
    return (await this.#later.ready()).markRead(notificationIds);
  }

  async markAllRead(): Promise<{ totalUnreadNotification: number }> {
    return (await this.#later.ready()).markAllRead();
  }

  destroy(): void {
    this.#offAuth?.();
    this.#offAuth = undefined;
    const real = this.#later.real;
    if (real) real.destroy();
    else this.#later.drop();
  }

  protected override onSubscribe(): void {
    if (this.#offReal) return;
    let removed = false;
    let off: (() => void) | undefined;
    this.#offReal = () => {
      removed = true;
      off?.();
    };
    this.#later.use((real) => {
      if (!removed) off = real.subscribe(() => this.#notify());
    });
  }

  protected override onUnsubscribe(): void {
    if (this.hasListeners()) return;
    this.#offReal?.();
    this.#offReal = undefined;
  }

  /** Before the inbox exists: a sign-out forgets the count, as the inbox does. */
  #onAuthChange({ authenticated }: AuthState): void {
    if (authenticated === this.#authenticated) return;
    this.#authenticated = authenticated;
    if (authenticated) return;
    this.#stream.suspend();
    this.#storage()?.write(null);
    if (this.#state && this.#state.unread !== 0) {
      this.#state = { ...this.#state, unread: 0 };
      this.#notify();
    }
  }

  #notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  #storage(): UnreadStorage | null {
    return this.#options.storage === undefined ? sessionUnreadStorage : this.#options.storage;
  }
}
