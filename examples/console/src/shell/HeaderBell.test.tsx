import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouterContext } from '../routerContext';

afterEach(cleanup);
// `useAfterFirstData` turns true once per page: each test loads the bell afresh.
beforeEach(() => vi.resetModules());

const idle = { status: 'idle' };
const inboxState = { unread: 4, userId: undefined, status: 'idle' };

/** The bell over a fake client whose first screen waits for one request, answered by the returned function. */
async function renderBell() {
  // The provider and the query cache from the same fresh modules as the bell.
  const { HeaderBell } = await import('./HeaderBell');
  const { ConsoleProvider } = await import('@console/react');
  const { QueryClient } = await import('@tanstack/react-query');
  const inbox = {
    subscribe: vi.fn(() => () => {}),
    getSnapshot: () => inboxState,
    onFeedChange: vi.fn(() => () => {}),
    markRead: vi.fn(),
    markAllRead: vi.fn(),
  };
  const client = {
    api: { users: { info: () => new Promise<never>(() => {}) } },
    notifications: { subscribe: () => () => {}, getSnapshot: () => idle },
    inbox,
  } as unknown as RouterContext['client'];
  const queryClient = new QueryClient();
  let answer: (rows: string[]) => void = () => {};
  void queryClient.prefetchQuery({
    queryKey: ['rows'],
    queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
  });
  render(
    <ConsoleProvider client={client} queryClient={queryClient}>
      <HeaderBell module="org-module" />
    </ConsoleProvider>,
  );
  return { inbox, answer: (rows: string[]) => act(() => answer(rows)) };
}

describe('HeaderBell', () => {
  it('shows the count the tab kept, and starts the inbox only once the first screen’s rows have painted', async () => {
    const { inbox, answer } = await renderBell();
    expect(screen.getByRole('button', { name: /notifications/i }).textContent).toContain('4');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inbox.subscribe).not.toHaveBeenCalled();
    expect(inbox.onFeedChange).not.toHaveBeenCalled();

    await answer(['a']);
    await vi.waitFor(() => expect(inbox.subscribe).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: /notifications/i }).textContent).toContain('4');
  });

  it('connects and opens at once when pressed before then', async () => {
    const { inbox } = await renderBell();
    fireEvent.click(screen.getByRole('button', { name: /notifications/i }));
    await vi.waitFor(() => expect(inbox.subscribe).toHaveBeenCalled());
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: /notifications/i }).getAttribute('aria-expanded')).toBe('true'),
    );
  });
});
