import * as RadixPopover from '@radix-ui/react-popover';
import { Button } from '../button/Button';
import { useControllableState } from '../hooks/useControllableState';
import { formatterFor } from '../i18n/format';
import { notifications as notificationsEn } from '../i18n/messages/en/notifications';
import type { MessagesOf } from '../i18n/types';
import { useFormat, useMessages } from '../i18n/useMessages';
import { useNavigationOrAnchors } from '../provider/useLink';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { useRootProps } from '../theme/useRootProps';
import { WidgetRoot } from '../theme/WidgetRoot';
import { NotificationFeed } from './NotificationFeed';
import type { NotificationItem } from './types';

/** The English of the areas this module's texts come from. */
const en = { notifications: notificationsEn };

export interface NotificationBellProps<T extends NotificationItem> {
  unreadCount: number;
  /** The latest notifications shown in the popover; `undefined` until loaded. */
  items: readonly T[] | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  onMarkRead?: (id: T['id']) => void;
  onMarkAllRead?: () => void;
  /** Called when a notification's link is followed; the popover closes. */
  onOpenNotification?: (notification: T) => void;
  /** Path of the full notifications page, linked at the bottom of the popover. */
  viewAllTo?: string;
  /** Controls whether the popover is open; leave it out (with `defaultOpen`) to let the bell keep that itself. */
  open?: boolean;
  /** Whether the popover starts open when `open` is not given. */
  defaultOpen?: boolean;
  /** Told each time the popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
  appearance?: Appearance;
}

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** Accessible name of the bell, e.g. "Notifications, 3 unread". */
export function bellLabel(
  unreadCount: number,
  messages: MessagesOf<'notifications'> = en,
  format = formatterFor(undefined),
): string {
  return messages.notifications.bell({ unread: unreadCount, count: format.number(unreadCount) });
}

/** A bell button with the unread count that opens the latest notifications (Radix Popover) and "Mark all read". */
export function NotificationBell<T extends NotificationItem>({
  unreadCount,
  items,
  loading = false,
  error,
  onRetry,
  onMarkRead,
  onMarkAllRead,
  onOpenNotification,
  viewAllTo,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  appearance,
}: NotificationBellProps<T>) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const root = useRootProps(appearance);
  const { Link } = useNavigationOrAnchors();
  const messages = useMessages({ notifications: notificationsEn });
  const format = useFormat();
  const t = messages.notifications;
  const badge = unreadCount > 99 ? `${format.number(99)}+` : format.number(unreadCount);

  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <WidgetRoot appearance={appearance} data-slot="notification-bell">
        <RadixPopover.Trigger asChild>
          <button type="button" data-slot="bell-button" aria-label={bellLabel(unreadCount, messages, format)}>
            <BellIcon />
            {unreadCount > 0 ? (
              <span data-slot="bell-badge" aria-hidden="true">
                {badge}
              </span>
            ) : null}
          </button>
        </RadixPopover.Trigger>
      </WidgetRoot>
      <RadixPopover.Portal>
        <RadixPopover.Content
          {...root}
          data-slot="notification-popover"
          aria-label={t.latest}
          align="end"
          sideOffset={8}
          collisionPadding={8}
        >
          <div data-slot="popover-header">
            <h2 data-slot="popover-title">{t.title}</h2>
            {onMarkAllRead === undefined ? null : (
              <Button variant="ghost" disabled={unreadCount === 0} onClick={onMarkAllRead}>
                {t.markAllRead}
              </Button>
            )}
          </div>
          <NotificationFeed
            items={items}
            loading={loading}
            error={error}
            onRetry={onRetry}
            emptyTitle={t.caughtUp}
            onMarkRead={onMarkRead}
            onOpen={(notification) => {
              onOpenNotification?.(notification);
              setOpen(false);
            }}
          />
          {viewAllTo === undefined ? null : (
            <div data-slot="popover-footer">
              <Link to={viewAllTo} onClick={() => setOpen(false)}>
                {t.viewAll}
              </Link>
            </div>
          )}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
