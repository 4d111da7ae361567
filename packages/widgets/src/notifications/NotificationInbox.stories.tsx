import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { failingGet, pendingGet, serveMockApi } from '../stories/serveMockApi';
import { withConsole } from '../stories/withConsole';
import { InboxBell } from './InboxBell';
import { NotificationInbox } from './NotificationInbox';

/** Connected: inside a bare `ConsoleProvider`, against the mocked admin API (user 1's notifications). */
const meta = {
  title: 'Notifications/NotificationInbox',
  component: NotificationInbox,
  decorators: [withConsole],
  beforeEach({ msw }) {
    serveMockApi(msw);
  },
} satisfies Meta<typeof NotificationInbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Vision Lab was created.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read: Project created' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Mark as read: Project created' })).toBeNull());
  },
};

export const WithBell: Story = {
  render: () => (
    <>
      <InboxBell viewAllTo="#notifications" />
      <NotificationInbox />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark all read' }));
    await expect(await canvas.findByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [pendingGet('/users/:id/notification')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading notifications…');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    serveMockApi(msw, { change: (db) => db.notifications.splice(0) });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No notifications yet')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    serveMockApi(msw, { before: [failingGet('/users/:id/notification', 500, 'The inbox is unavailable.')] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The inbox is unavailable.');
  },
};
