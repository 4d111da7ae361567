import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { notifications as notificationsEn } from '../i18n/messages/en/notifications';
import { useFormat, useMessages } from '../i18n/useMessages';
import { useNavigationOrAnchors } from '../provider/useLink';
import { isConsolePath } from './isConsolePath';
import type { NotificationItem } from './types';

export interface NotificationEntryProps<T extends NotificationItem> {
  notification: T;
  onMarkRead?: ((id: T['id']) => void) | undefined;
  /** Called when its link is followed (e.g. to mark it read). */
  onOpen?: ((notification: T) => void) | undefined;
  /** More actions beside "Mark as read", e.g. a link that opens a support ticket about it. */
  renderActions?: ((notification: T) => ReactNode) | undefined;
}

/** One notification: title (a link when it has one), content as text, time, unread marker and "Mark as read". */
export function NotificationEntry<T extends NotificationItem>({
  notification,
  onMarkRead,
  onOpen,
  renderActions,
}: NotificationEntryProps<T>) {
  const { Link } = useNavigationOrAnchors();
  const t = useMessages({ notifications: notificationsEn }).notifications;
  const format = useFormat();
  const { title, content, link, createdAt, isRead, severity } = notification;
  return (
    <li data-slot="notification" data-read={isRead ? '' : undefined} data-severity={severity}>
      <span data-slot="notification-marker" aria-hidden="true" />
      <div data-slot="notification-body">
        <p data-slot="notification-title">
          {isRead ? null : <span data-slot="visually-hidden">{t.unreadPrefix}</span>}
          {link && isConsolePath(link) ? (
            <Link to={link} onClick={() => onOpen?.(notification)}>
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        <p data-slot="notification-content">{content}</p>
        <time data-slot="notification-time" dateTime={createdAt}>
          {format.dateTime(createdAt)}
        </time>
      </div>
      {renderActions ? <div data-slot="notification-actions">{renderActions(notification)}</div> : null}
      {isRead || onMarkRead === undefined ? null : (
        <Button variant="ghost" aria-label={t.markReadOf({ title })} onClick={() => onMarkRead(notification.id)}>
          {t.markRead}
        </Button>
      )}
    </li>
  );
}
