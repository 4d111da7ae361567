import { ToastStore } from '@console/core';
import type { ConsoleClient } from '@console/core/client';
import { ConsoleProvider } from '@console/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const loads = vi.hoisted(() => ({ toaster: 0 }));
vi.mock('./frameParts', async (original) => {
  const parts = await original<typeof import('./frameParts')>();
  return {
    ...parts,
    loadToaster: () => {
      loads.toaster++;
      return parts.loadToaster();
    },
  };
});

const { ToastArea } = await import('./ToastArea');

describe('ToastArea', () => {
  it("loads the toaster's code with the first toast, and shows a toast raised before that code is there", async () => {
    const toasts = new ToastStore();
    const client = { toasts } as unknown as ConsoleClient;
    const { container } = render(
      <ConsoleProvider client={client}>
        <ToastArea />
      </ConsoleProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // No toast yet: no code fetched, nothing in the page.
    expect(loads.toaster).toBe(0);
    expect(container.innerHTML).toBe('');

    act(() => void toasts.show({ severity: 'success', summary: 'Saved', life: Number.POSITIVE_INFINITY }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(loads.toaster).toBe(1);

    // Once the toasts are gone the toaster stays, so the next one needs no fetch.
    act(() => toasts.clear());
    act(() => void toasts.show({ severity: 'info', summary: 'Again', life: Number.POSITIVE_INFINITY }));
    expect(await screen.findByText('Again')).toBeTruthy();
    expect(loads.toaster).toBe(1);
  });
});
