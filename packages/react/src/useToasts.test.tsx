import { type Toast, ToastStore } from '@console/core';
import type { ConsoleClient } from '@console/core/client';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleProvider } from './ConsoleProvider';
import { useToasts } from './useToasts';

describe('useToasts', () => {
  it('re-renders with the store when toasts are shown and dismissed elsewhere', () => {
    const toasts = new ToastStore();
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
