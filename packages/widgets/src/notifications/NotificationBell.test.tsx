import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { NavigationLinkProps } from '../provider/navigation';
import { WidgetsProvider } from '../provider/WidgetsProvider';
import { expectNoAxeViolations } from '../testing/axe';
import { sampleNotifications } from './fixtures';
import { NotificationBell, type NotificationBellProps } from './NotificationBell';
import type { NotificationItem } from './types';
import '../styles.css';

const navigate = vi.fn();
function RouterLink({ to, children, onClick, ...rest }: NavigationLinkProps) {
  return (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

function bell(props: Partial<NotificationBellProps<NotificationItem>> = {}) {
  return (
    <WidgetsProvider navigation={{ Link: RouterLink, navigate }}>
      <NotificationBell unreadCount={3} items={sampleNotifications(5)} viewAllTo="/notifications" {...props} />
    </WidgetsProvider>
  );
}

describe('NotificationBell', () => {
  it('names the unread count and shows it on the badge', async () => {
    const screen = await render(bell());
    const button = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect.element(button).toHaveTextContent('3');
    await expectNoAxeViolations(screen.container);
  });

  it('has no badge when everything is read and caps a large count', async () => {
    const screen = await render(bell({ unreadCount: 0 }));
    await expect.element(screen.getByRole('button', { name: 'Notifications', exact: true })).toHaveTextContent('');
    await screen.rerender(bell({ unreadCount: 150 }));
    await expect.element(screen.getByRole('button', { name: 'Notifications, 150 unread' })).toHaveTextContent('99+');
  });

  it('opens by keyboard, lists the latest, and closes on escape back to the bell', async () => {
    await render(bell());
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    const popover = page.getByRole('dialog', { name: 'Latest notifications' });
    await expect.element(popover).toBeVisible();
    await expect.element(page.getByText('Project ml-lab-1 created')).toBeVisible();
    expect(popover.element().querySelectorAll('[data-slot="notification"]')).toHaveLength(5);
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => page.getByRole('dialog').query()).toBeNull();
    await expect.element(page.getByRole('button', { name: /^Notifications/ })).toHaveFocus();
  });

  it('marks all read and one read', async () => {
    const onMarkAllRead = vi.fn();
    const onMarkRead = vi.fn();
    await render(bell({ onMarkAllRead, onMarkRead }));
    await userEvent.click(page.getByRole('button', { name: /^Notifications/ }));
    await userEvent.click(page.getByRole('button', { name: 'Mark all read' }));
    expect(onMarkAllRead).toHaveBeenCalledOnce();
    await userEvent.click(page.getByRole('button', { name: 'Mark as read: Project ml-lab-2 created' }));
    expect(onMarkRead).toHaveBeenCalledWith(2);
    // read items offer no "mark as read"
    expect(page.getByRole('button', { name: 'Mark as read: Project ml-lab-4 created' }).query()).toBeNull();
  });

  it('follows a link through the host router, reports it and closes', async () => {
    const onOpenNotification = vi.fn();
    await render(bell({ onOpenNotification }));
    await userEvent.click(page.getByRole('button', { name: /^Notifications/ }));
    await userEvent.click(page.getByRole('link', { name: 'Project ml-lab-1 created' }));
    expect(navigate).toHaveBeenCalledWith('/project-module/project-panel?active=1');
    expect(onOpenNotification).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await expect.poll(() => page.getByRole('dialog').query()).toBeNull();
  });

  it('links only to console paths, never to another origin', async () => {
    const [first] = sampleNotifications(1);
    if (!first) throw new Error('fixture');
    const outside = { ...first, title: 'Phishing', link: 'https://evil.test/login' };
    await render(bell({ items: [outside], open: true }));
    await expect.element(page.getByText('Phishing')).toBeVisible();
    expect(page.getByRole('link', { name: 'Phishing' }).query()).toBeNull();
  });

  it('renders notification content as text only', async () => {
    const [first] = sampleNotifications(1);
    if (!first) throw new Error('fixture');
    const hostile = { ...first, title: '<img src=x onerror=alert(1)>', content: '<script>alert(1)</script>' };
    await render(bell({ items: [hostile], open: true }));
    await expect.element(page.getByText('<script>alert(1)</script>')).toBeVisible();
    expect(document.querySelector('[data-slot="notification-popover"] img')).toBeNull();
    expect(document.querySelector('[data-slot="notification-popover"] script')).toBeNull();
  });

  it('shows loading, error with retry, and empty inside the popover', async () => {
    const onRetry = vi.fn();
    const screen = await render(bell({ items: undefined, loading: true, open: true }));
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading notifications…');
    await screen.rerender(bell({ items: undefined, error: { message: 'Network Error' }, onRetry, open: true }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Network Error');
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await screen.rerender(bell({ items: [], unreadCount: 0, open: true }));
    await expect.element(page.getByText('You are all caught up')).toBeVisible();
  });
});
