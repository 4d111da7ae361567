import type { Toast } from '@console/core';
import { useSyncExternalStore } from 'react';
import { useConsoleContext } from './ConsoleContext';

/** The toasts to show, bound to core's ToastStore, with `show` and `dismiss`. */
export function useToasts(): {
  toasts: readonly Toast[];
  show: (toast: Omit<Toast, 'id'>) => string;
  dismiss: (id: Toast['id']) => void;
} {
  const { toasts } = useConsoleContext('useToasts').client;
  const list = useSyncExternalStore(
    (listener) => toasts.subscribe(listener),
    () => toasts.getSnapshot(),
    () => toasts.getSnapshot(),
  );
  return { toasts: list, show: (t) => toasts.show(t), dismiss: (id) => toasts.dismiss(id) };
}
