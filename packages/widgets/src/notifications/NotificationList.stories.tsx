import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { WidgetError } from '../state/widgetError';
import { dark, withWidgets } from '../stories/withWidgets';
import { sampleNotifications } from './fixtures';
import { NotificationList } from './NotificationList';
import type { NotificationItem, NotificationPage } from './types';

const meta = {
  title: 'Notifications/NotificationList',
  component: NotificationList<NotificationItem>,
  decorators: [withWidgets],
  args: {
    page: { items: sampleNotifications(10), pageIndex: 0, pageSize: 10, total: 23 },
    unreadOnly: false,
    unreadCount: 3,
    onUnreadOnlyChange: fn(),
    onPageChange: fn(),
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof NotificationList<NotificationItem>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Data: Story = {};

export const Loading: Story = { args: { page: undefined, loading: true } };

export const Empty: Story = {
  args: { page: { items: [], pageIndex: 0, pageSize: 10, total: 0 }, unreadOnly: true, unreadCount: 0 },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { page: undefined, error: { message: 'Your session has expired.', status: 401 } },
};

export const Dark: Story = { parameters: dark };

/** An in-memory inbox behind the admin API's notification endpoints for user 1. */
function inbox() {
  const all = sampleNotifications(23, 5);
  const unread = () => all.filter((n) => !n.isRead).length;
  return [
    http.get('/api/users/1/notification', ({ request }) => {
      const url = new URL(request.url);
      const pageIndex = Number(url.searchParams.get('pageIndex') ?? 0);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      const list = url.searchParams.get('isRead') === 'false' ? all.filter((n) => !n.isRead) : all;
      const items = list.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
      return HttpResponse.json({ items, pageIndex, pageSize, total: list.length });
    }),
    http.post('/api/users/1/notification', async ({ request }) => {
      const { notificationIds } = (await request.json()) as { notificationIds: number[] };
      for (const n of all) if (notificationIds.includes(n.id)) n.isRead = true;
      return HttpResponse.json({ totalUnreadNotification: unread() });
    }),
    http.patch('/api/users/1/notification', () => {
      for (const n of all) n.isRead = true;
      return HttpResponse.json({ totalUnreadNotification: 0 });
    }),
  ];
}

/** Loads the inbox page by page the way the console does, refetching after each mark. */
function FetchingList() {
  const [pageIndex, setPageIndex] = useState(0);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState<NotificationPage>();
  const [unreadCount, setUnreadCount] = useState(5);
  const [error, setError] = useState<WidgetError | null>(null);
  const load = useCallback(() => {
    const query = new URLSearchParams({ pageIndex: String(pageIndex), pageSize: '10' });
    if (unreadOnly) query.set('isRead', 'false');
    fetch(`/api/users/1/notification?${query}`)
      .then((res) => res.json())
      .then(setPage, setError);
  }, [pageIndex, unreadOnly]);
  useEffect(load, [load]);
  const mark = (init: RequestInit) =>
    fetch('/api/users/1/notification', init)
      .then((res) => res.json())
      .then((body: { totalUnreadNotification: number }) => setUnreadCount(body.totalUnreadNotification))
      .then(load);
  return (
    <NotificationList
      page={page}
      error={error}
      unreadOnly={unreadOnly}
      unreadCount={unreadCount}
      onUnreadOnlyChange={(value) => {
        setUnreadOnly(value);
        setPageIndex(0);
      }}
      onPageChange={setPageIndex}
      onMarkRead={(id) => mark({ method: 'POST', body: JSON.stringify({ notificationIds: [id] }) })}
      onMarkAllRead={() => mark({ method: 'PATCH' })}
    />
  );
}

export const FetchedThroughApi: Story = {
  render: () => <FetchingList />,
  beforeEach({ msw }) {
    msw.use(...inbox());
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('1–10 of 23')).toBeVisible());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(canvas.getByText('1–5 of 5')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read: Project ml-lab-1 created' }));
    await waitFor(() => expect(canvas.getByText('1–4 of 4')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(canvas.getByText('No unread notifications')).toBeVisible());
  },
};
