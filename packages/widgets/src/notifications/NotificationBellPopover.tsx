import * as RadixPopover from '@radix-ui/react-popover';
import { Button } from '../button/Button';
import { notifications as notificationsEn } from '../i18n/messages/en/notifications';
import { useFormat, useMessages } from '../i18n/useMessages';
import { useNavigationOrAnchors } from '../provider/useLink';
import { useRootProps } from '../theme/useRootProps';
import { WidgetRoot } from '../theme/WidgetRoot';
import { BellFace, bellLabel, type NotificationBellProps } from './NotificationBell';
import { NotificationFeed } from './NotificationFeed';
import type { NotificationItem } from './types';

/** The bell with its popover (Radix Popover): what `NotificationBell` renders from its first open on. */
export function NotificationBellPopover<T extends NotificationItem>({
  unreadCount,
  items,
  loading = false,
  error,
  onRetry,
  onMarkRead,
  onMarkAllRead,
  onOpenNotification,
  viewAllTo,
  open,
  onOpenChange: setOpen,
  appearance,
}: Omit<NotificationBellProps<T>, 'open' | 'onOpenChange' | 'defaultOpen'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const root = useRootProps(appearance);
  const { Link } = useNavigationOrAnchors();
  const messages = useMessages({ notifications: notificationsEn });
  const format = useFormat();
  const t = messages.notifications;

  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <WidgetRoot appearance={appearance} data-slot="notification-bell">
        <RadixPopover.Trigger asChild>
          <button type="button" data-slot="bell-button" aria-label={bellLabel(unreadCount, messages, format)}>
            <BellFace unreadCount={unreadCount} />
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
