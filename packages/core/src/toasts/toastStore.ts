import { Subscribable } from '../subscribable';

/** Toast severities (spec section 3). */
export type ToastSeverity = 'info' | 'warn' | 'error' | 'success' | 'secondary' | 'contrast';

/** A toast on screen. */
export interface Toast {
  id: string;
  severity: ToastSeverity;
  summary: string;
  detail?: string | undefined;
  /** Milliseconds on screen (default 10000). */
  life?: number | undefined;
  /** Whether the user can close it (default true). */
  closable?: boolean | undefined;
  /** Which toast area shows it. */
  group?: string | undefined;
}

/** Spec section 9: toasts last 10 s unless told otherwise. */
export const DEFAULT_TOAST_LIFE_MS = 10_000;

/**
 * The toasts on screen. `show` adds one and removes it after its life; `dismiss` removes it early.
 * Snapshots are immutable arrays, so `useSyncExternalStore` re-renders only on change.
 */
export class ToastStore extends Subscribable {
  #toasts: readonly Toast[] = [];
  #timers = new Map<string, ReturnType<typeof setTimeout>>();
  #next = 0;

  /** The toasts on screen, oldest first. */
  getSnapshot = (): readonly Toast[] => this.#toasts;

  /** Shows a toast and returns its id. */
  show = (toast: Omit<Toast, 'id'> & { id?: string }): string => {
    const id = toast.id ?? `toast-${++this.#next}`;
    const life = toast.life ?? DEFAULT_TOAST_LIFE_MS;
    const full: Toast = { ...toast, id, life, closable: toast.closable ?? true };
    this.#clearTimer(id);
    this.#set([...this.#toasts.filter((t) => t.id !== id), full]);
    if (Number.isFinite(life) && life > 0) {
      this.#timers.set(
        id,
        setTimeout(() => this.dismiss(id), life),
      );
    }
    return id;
  };

  /** Removes a toast. */
  dismiss = (id: string): void => {
    this.#clearTimer(id);
    if (this.#toasts.some((t) => t.id === id)) this.#set(this.#toasts.filter((t) => t.id !== id));
  };

  /** Removes every toast (of one group, if given). */
  clear = (group?: string): void => {
    for (const toast of this.#toasts) if (group === undefined || toast.group === group) this.#clearTimer(toast.id);
    this.#set(group === undefined ? [] : this.#toasts.filter((t) => t.group !== group));
  };

  /** Stops every timer. */
  destroy(): void {
    for (const id of [...this.#timers.keys()]) this.#clearTimer(id);
  }

  #clearTimer(id: string): void {
    const timer = this.#timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.#timers.delete(id);
  }

  #set(next: readonly Toast[]): void {
    this.#toasts = next;
    for (const listener of [...this.listeners]) listener();
  }
}
