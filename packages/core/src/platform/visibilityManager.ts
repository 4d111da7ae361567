import { Subscribable } from '../subscribable';

type Listener = (visible: boolean) => void;
/** Installs platform listeners, calls `setVisible` on changes, returns the cleanup. */
export type VisibilitySetup = (setVisible: (visible: boolean) => void) => (() => void) | undefined;

const browserSetup: VisibilitySetup = (setVisible) => {
  if (typeof document === 'undefined' || typeof document.addEventListener !== 'function') return undefined;
  const onChange = () => setVisible(document.visibilityState !== 'hidden');
  document.addEventListener('visibilitychange', onChange, false);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/**
 * Whether the tab is visible, as a replaceable manager (like TanStack Query's focusManager): listens to
 * `visibilitychange` only while subscribed; tests and other hosts swap the setup.
 */
export class VisibilityManager extends Subscribable<Listener> {
  #visible: boolean | undefined;
  #setup: VisibilitySetup = browserSetup;
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

  /** Replaces how visibility changes are detected. */
  setEventListener(setup: VisibilitySetup): void {
    this.#setup = setup;
    this.#cleanup?.();
    this.#cleanup = setup((visible) => this.setVisible(visible));
  }

  /** Sets the state and tells listeners when it changed. */
  setVisible(visible: boolean): void {
    if (this.isVisible() === visible) return;
    this.#visible = visible;
    for (const listener of [...this.listeners]) listener(visible);
  }

  /** Whether the tab is visible (true where there is no document). */
  isVisible(): boolean {
    if (this.#visible !== undefined) return this.#visible;
    return typeof document === 'undefined' || document.visibilityState !== 'hidden';
  }
}

/** The shared instance core uses unless given another. */
export const visibilityManager = new VisibilityManager();
