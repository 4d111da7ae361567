import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dark, withWidgets } from '../stories/withWidgets';
import { sampleNotifications } from './fixtures';
import { NotificationBell } from './NotificationBell';
import type { NotificationItem } from './types';

const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell<NotificationItem>,
  decorators: [withWidgets],
  args: {
    unreadCount: 3,
    items: sampleNotifications(5),
    viewAllTo: '/notifications',
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onOpenNotification: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '34rem' }}>
      <NotificationBell {...args} />
    </div>
  ),
} satisfies Meta<typeof NotificationBell<NotificationItem>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 3 unread' }));
    const body = within(canvasElement.ownerDocument.body);
    const popover = await body.findByRole('dialog', { name: 'Latest notifications' });
    await waitFor(() => expect(popover).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { items: undefined, loading: true, open: true } };

export const Empty: Story = { args: { items: [], unreadCount: 0, open: true } };

export const ErrorState: Story = {
  name: 'Error',
  args: { items: undefined, error: { message: 'The notification service is unavailable.' }, open: true },
};

export const ManyUnread: Story = { args: { unreadCount: 240 } };

export const Dark: Story = { args: { open: true }, parameters: dark };
