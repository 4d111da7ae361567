import type { ConsoleClient, Toast } from '@console/core';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleProvider } from './ConsoleProvider';
import { useToasts } from './useToasts';

/** A minimal store with core's ToastStore contract: immutable snapshots, subscribe/unsubscribe. */
function toastStore() {
  let list: Toast[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };
  return {
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSnapshot: () => list,
    show(t: Omit<Toast, 'id'>) {
      const id = String(list.length + 1);
      list = [...list, { ...t, id } as Toast];
      emit();
      return id;
    },
    dismiss(id: Toast['id']) {
      list = list.filter((t) => t.id !== id);
      emit();
    },
  };
}

describe('useToasts', () => {
  it('re-renders with the store when toasts are shown and dismissed elsewhere', () => {
    const toasts = toastStore();
    const client = { toasts } as unknown as ConsoleClient;
    const { result } = renderHook(() => useToasts(), {
      wrapper: ({ children }) => <ConsoleProvider client={client}>{children}</ConsoleProvider>,
    });
    expect(result.current.toasts).toEqual([]);
    let id: Toast['id'] = '';
    act(() => {
      id = toasts.show({ severity: 'success', summary: 'Saved' });
    });
    expect(result.current.toasts.map((t) => t.summary)).toEqual(['Saved']);
    act(() => result.current.dismiss(id));
    expect(result.current.toasts).toEqual([]);
  });
});
