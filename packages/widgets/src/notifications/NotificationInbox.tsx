import { useNotifications } from '@console/react';
import { type ReactNode, useState } from 'react';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { NotificationList } from './NotificationList';
import type { NotificationItem } from './types';

export interface NotificationInboxProps {
  /** Rows per page at first (default 10); the reader can change it. */
  defaultPageSize?: number | undefined;
  /** Start with only the unread ones. */
  defaultUnreadOnly?: boolean | undefined;
  /** Called when a notification's link is followed; the link itself goes through the provider's navigation. */
  onOpenNotification?: ((notification: NotificationItem) => void) | undefined;
  /** More actions on each notification, e.g. "Open a ticket" about it. */
  renderActions?: ((notification: NotificationItem) => ReactNode) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * The signed-in user's notifications, connected: pages, filters to unread, marks one or all read, and keeps the
 * bell's unread count in step (through `useNotifications`). Needs only `ConsoleProvider` above it.
 */
export function NotificationInbox({
  defaultPageSize = 10,
  defaultUnreadOnly = false,
  onOpenNotification,
  renderActions,
  appearance,
}: NotificationInboxProps) {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [unreadOnly, setUnreadOnly] = useState(defaultUnreadOnly);
  const { list, markRead, markAllRead, unread } = useNotifications({ pageIndex, pageSize, unreadOnly });
  const failed = markRead.error ?? markAllRead.error;

  return (
    <>
      {failed ? (
        <WidgetRoot appearance={appearance}>
          <p data-slot="form-error" role="alert">
            {failed.message}
          </p>
        </WidgetRoot>
      ) : null}
      <NotificationList
        page={list.data}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        unreadOnly={unreadOnly}
        onUnreadOnlyChange={(next) => {
          setUnreadOnly(next);
          setPageIndex(0);
        }}
        onPageChange={setPageIndex}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPageIndex(0);
        }}
        onMarkRead={(id) => markRead.mutate([id])}
        onMarkAllRead={() => markAllRead.mutate()}
        unreadCount={unread}
        {...(onOpenNotification ? { onOpenNotification } : {})}
        {...(renderActions ? { renderActions } : {})}
        {...(appearance ? { appearance } : {})}
      />
    </>
  );
}
