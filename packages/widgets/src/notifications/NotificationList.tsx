import { type ReactNode, useId } from 'react';
import { Button } from '../button/Button';
import { notifications as notificationsEn } from '../i18n/messages/en/notifications';
import { useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import { pagePagination } from '../table/pagePagination';
import { TablePagination } from '../table/TablePagination';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { NotificationFeed } from './NotificationFeed';
import type { NotificationItem, NotificationPage } from './types';

export interface NotificationListProps<T extends NotificationItem> {
  /** The current page; `undefined` until the first load finishes. */
  page: NotificationPage<T> | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  /** Whether only unread notifications are listed (the API's `isRead=false`). */
  unreadOnly: boolean;
  onUnreadOnlyChange: (unreadOnly: boolean) => void;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  onMarkRead?: (id: T['id']) => void;
  onMarkAllRead?: () => void;
  /** Enables "Mark all read" only when something is unread. */
  unreadCount?: number;
  onOpenNotification?: (notification: T) => void;
  /** More actions on each notification, e.g. "Open a ticket" about it. */
  renderActions?: (notification: T) => ReactNode;
  appearance?: Appearance;
}

/** The notifications page: a paged list with an unread filter, mark one read and mark all read. */
export function NotificationList<T extends NotificationItem>({
  page,
  loading = false,
  error,
  onRetry,
  unreadOnly,
  onUnreadOnlyChange,
  onPageChange,
  onPageSizeChange,
  onMarkRead,
  onMarkAllRead,
  unreadCount,
  onOpenNotification,
  renderActions,
  appearance,
}: NotificationListProps<T>) {
  const filterId = useId();
  const t = useMessages({ notifications: notificationsEn }).notifications;
  const pagination = error ? undefined : pagePagination(page, onPageChange, onPageSizeChange);
  return (
    <WidgetRoot appearance={appearance} data-slot="notification-center">
      <div data-slot="notification-toolbar">
        <label htmlFor={filterId} data-slot="checkbox-label">
          <input
            id={filterId}
            type="checkbox"
            checked={unreadOnly}
            onChange={(event) => onUnreadOnlyChange(event.target.checked)}
          />
          {t.unreadOnly}
        </label>
        {onMarkAllRead === undefined ? null : (
          <Button onClick={onMarkAllRead} disabled={unreadCount === 0}>
            {t.markAllRead}
          </Button>
        )}
      </div>
      <NotificationFeed
        items={page?.items}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyTitle={unreadOnly ? t.noUnread : t.none}
        onMarkRead={onMarkRead}
        onOpen={onOpenNotification}
        renderActions={renderActions}
      />
      {pagination && pagination.total > 0 ? <TablePagination label={t.title} pagination={pagination} /> : null}
    </WidgetRoot>
  );
}
