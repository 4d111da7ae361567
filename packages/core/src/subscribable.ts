/** A listener registry: `subscribe` returns its own unsubscribe. Stateful objects in core extend it. */
export class Subscribable<TListener extends (...args: never[]) => void = () => void> {
  protected listeners = new Set<TListener>();

  /** Adds a listener; bound so it can be passed around (e.g. to `useSyncExternalStore`). */
  subscribe = (listener: TListener): (() => void) => {
    this.listeners.add(listener);
    this.onSubscribe();
    return () => {
      this.listeners.delete(listener);
      this.onUnsubscribe();
    };
  };

  /** Whether anyone is listening. */
  hasListeners(): boolean {
    return this.listeners.size > 0;
  }

  /** Hook for subclasses: runs after a listener is added. */
  protected onSubscribe(): void {}

  /** Hook for subclasses: runs after a listener is removed. */
  protected onUnsubscribe(): void {}
}
