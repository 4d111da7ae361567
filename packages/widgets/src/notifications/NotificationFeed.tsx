import type { ReactNode } from 'react';
import { notifications as notificationsEn } from '../i18n/messages/en/notifications';
import { useMessages } from '../i18n/useMessages';
import { EmptyState } from '../state/EmptyState';
import { ErrorState } from '../state/ErrorState';
import { LoadingState } from '../state/LoadingState';
import type { WidgetError } from '../state/widgetError';
import { NotificationEntry } from './NotificationEntry';
import type { NotificationItem } from './types';

export interface NotificationFeedProps<T extends NotificationItem> {
  items: readonly T[] | undefined;
  loading: boolean;
  error: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
  emptyTitle: string;
  onMarkRead?: ((id: T['id']) => void) | undefined;
  onOpen?: ((notification: T) => void) | undefined;
  /** More actions on each entry. */
  renderActions?: ((notification: T) => ReactNode) | undefined;
}

/** The list part shared by the bell's popover and the notifications page, with its loading, error and empty states. */
export function NotificationFeed<T extends NotificationItem>({
  items,
  loading,
  error,
  onRetry,
  emptyTitle,
  onMarkRead,
  onOpen,
  renderActions,
}: NotificationFeedProps<T>) {
  const t = useMessages({ notifications: notificationsEn }).notifications;
  if (error) return <ErrorState error={error} {...(onRetry ? { onRetry } : {})} />;
  if (items === undefined || (loading && items.length === 0)) return <LoadingState label={t.loading} />;
  if (items.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <ul data-slot="notification-list" aria-label={t.title} aria-busy={loading || undefined}>
      {items.map((notification) => (
        <NotificationEntry
          key={notification.id}
          notification={notification}
          onMarkRead={onMarkRead}
          onOpen={onOpen}
          renderActions={renderActions}
        />
      ))}
    </ul>
  );
}
