import { Subscribable } from '../subscribable';

type Listener = (online: boolean) => void;
/** Installs platform listeners, calls `setOnline` on changes, returns the cleanup. */
export type OnlineSetup = (setOnline: (online: boolean) => void) => (() => void) | undefined;

const browserSetup: OnlineSetup = (setOnline) => {
  if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return undefined;
  const online = () => setOnline(true);
  const offline = () => setOnline(false);
  window.addEventListener('online', online, false);
  window.addEventListener('offline', offline, false);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
};

/**
 * Whether the browser is online, as a replaceable manager (like TanStack Query's onlineManager):
 * listens to `online`/`offline` only while subscribed; tests and other hosts swap the setup.
 */
export class OnlineManager extends Subscribable<Listener> {
  #online = true;
  #setup: OnlineSetup = browserSetup;
  #cleanup: (() => void) | undefined;

  protected override onSubscribe(): void {
    if (!this.#cleanup) this.setEventListener(this.#setup);
  }

  protected override onUnsubscribe(): void {
    if (!this.hasListeners()) {
      this.#cleanup?.();
      this.#cleanup = undefined;
    }
  }

  /** Replaces how online changes are detected. */
  setEventListener(setup: OnlineSetup): void {
    this.#setup = setup;
    this.#cleanup?.();
    this.#cleanup = setup((online) => this.setOnline(online));
  }

  /** Sets the state and tells listeners when it changed. */
  setOnline(online: boolean): void {
    if (this.#online === online) return;
    this.#online = online;
    for (const listener of [...this.listeners]) listener(online);
  }

  /** The last known state (true until told otherwise). */
  isOnline(): boolean {
    return this.#online;
  }
}

/** The shared instance core uses unless given another. */
export const onlineManager = new OnlineManager();
