import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../testing/axe';
import { sampleNotifications } from './fixtures';
import { NotificationList, type NotificationListProps } from './NotificationList';
import type { NotificationItem } from './types';
import '../styles.css';

const firstPage = { items: sampleNotifications(10), pageIndex: 0, pageSize: 10, total: 23 };

function list(props: Partial<NotificationListProps<NotificationItem>> = {}) {
  return (
    <NotificationList
      page={firstPage}
      unreadOnly={false}
      onUnreadOnlyChange={() => {}}
      onPageChange={() => {}}
      onMarkRead={() => {}}
      onMarkAllRead={() => {}}
      unreadCount={3}
      {...props}
    />
  );
}

describe('NotificationList', () => {
  it('given a page, lists its notifications with the unread ones marked', async () => {
    const screen = await render(list());
    const items = screen.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    expect(items.elements()).toHaveLength(10);
    await expect.element(items.first()).toHaveTextContent(/Unread: Project ml-lab-1 created/);
    await expect.element(items.nth(5)).not.toHaveTextContent(/Unread/);
    await expectNoAxeViolations(screen.container);
  });

  it('filters to unread by keyboard', async () => {
    const onUnreadOnlyChange = vi.fn();
    const screen = await render(list({ onUnreadOnlyChange }));
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('checkbox', { name: 'Unread only' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onUnreadOnlyChange).toHaveBeenCalledWith(true);
  });

  it('pages through the server', async () => {
    const onPageChange = vi.fn();
    const screen = await render(list({ onPageChange }));
    await expect.element(screen.getByText('1–10 of 23')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('marks one and all read; "Mark all read" is disabled with nothing unread', async () => {
    const onMarkRead = vi.fn();
    const onMarkAllRead = vi.fn();
    const screen = await render(list({ onMarkRead, onMarkAllRead }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read: Project ml-lab-3 created' }));
    expect(onMarkRead).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(onMarkAllRead).toHaveBeenCalledOnce();
    await screen.rerender(list({ unreadCount: 0 }));
    await expect.element(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('shows loading, an error with retry, and an empty unread filter', async () => {
    const onRetry = vi.fn();
    const screen = await render(list({ page: undefined, loading: true }));
    await expect.element(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await screen.rerender(list({ page: undefined, error: { message: 'Token expired', status: 401 }, onRetry }));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Token expired');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await screen.rerender(list({ page: { items: [], pageIndex: 0, pageSize: 10, total: 0 }, unreadOnly: true }));
    await expect.element(screen.getByText('No unread notifications')).toBeVisible();
    expect(screen.getByRole('navigation').query()).toBeNull();
    await expectNoAxeViolations(screen.container);
  });
});
