import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../testing/axe';
import { pushNotification } from '../testing/mockDb';
import { renderInConsole } from '../testing/renderInConsole';
import { InboxBell } from './InboxBell';
import { NotificationInbox } from './NotificationInbox';
import '../styles.css';

describe('NotificationInbox, inside a bare ConsoleProvider', () => {
  it('lists, filters to unread, marks one and then all read, with the bell following', async () => {
    const { screen, db } = await renderInConsole(
      <>
        <InboxBell viewAllTo="/notifications" />
        <NotificationInbox />
      </>,
    );
    const feed = screen.getByRole('list', { name: 'Notifications' });
    await expect.element(feed.getByRole('listitem').nth(2)).toBeVisible();
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    await expect.element(bell).toHaveAccessibleName('Notifications, 2 unread');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await expect.poll(() => feed.getByRole('listitem').elements().length).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read: Project created' }));
    await expect.element(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect.poll(() => feed.getByRole('listitem').elements().length).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await expect.element(screen.getByText('No unread notifications')).toBeVisible();
    await expect.element(bell).toHaveAccessibleName('Notifications');
    expect(db.notifications.every((n) => n.isRead)).toBe(true);
    await expectNoAxeViolations(screen.container);
  });

  it('counts a notification that arrives on the live stream, and lists it without a reload', async () => {
    const { screen, db } = await renderInConsole(
      <>
        <InboxBell />
        <NotificationInbox />
      </>,
    );
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    await expect.element(bell).toHaveAccessibleName('Notifications, 2 unread');
    await expect.poll(() => db.streams.size).toBeGreaterThan(0);
    pushNotification(db, {
      id: 9,
      type: 'project.created',
      category: 'PROJECT',
      severity: 'success',
      title: 'Robotics created',
      content: 'Robotics was created.',
      link: null,
      createdAt: new Date().toISOString(),
      isRead: false,
    });
    await expect.element(bell).toHaveAccessibleName('Notifications, 3 unread');
    await expect.element(screen.getByText('Robotics was created.')).toBeVisible();
  });
});
