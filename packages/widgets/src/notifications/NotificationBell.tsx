import { useControllableState } from '../hooks/useControllableState';
import { useLatch } from '../hooks/useLatch';
import { formatterFor } from '../i18n/format';
import { notifications as notificationsEn } from '../i18n/messages/en/notifications';
import type { MessagesOf } from '../i18n/types';
import { useFormat, useMessages } from '../i18n/useMessages';
import { LazyPart, lazyPart } from '../state/lazyPart';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import type { NotificationBellPopover } from './NotificationBellPopover';
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

/** What the bell button shows: its icon and, with unread items, their count (99+ beyond 99). */
export function BellFace({ unreadCount }: { unreadCount: number }) {
  const format = useFormat();
  return (
    <>
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
      {unreadCount > 0 ? (
        <span data-slot="bell-badge" aria-hidden="true">
          {unreadCount > 99 ? `${format.number(99)}+` : format.number(unreadCount)}
        </span>
      ) : null}
    </>
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

type PopoverProps = Parameters<typeof NotificationBellPopover<NotificationItem>>[0];

/**
 * The popover's code (Radix Popover with its positioning, the feed) is fetched when the bell first opens, or ahead of
 * that when a pointer or the focus reaches the bell: a closed bell on every page is a button with a count.
 */
const popover = lazyPart<PopoverProps>(() =>
  import('./NotificationBellPopover').then((m) => m.NotificationBellPopover),
);

/**
 * A bell button with the unread count that opens the latest notifications (Radix Popover) and "Mark all read". Until
 * its first open it is a plain button of the same look (the popover's trigger as Radix renders it, closed).
 */
export function NotificationBell<T extends NotificationItem>({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: NotificationBellProps<T>) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const used = useLatch(open || popover.loaded);
  const closed = (
    <BellButton unreadCount={props.unreadCount} appearance={props.appearance} onOpen={() => setOpen(true)} />
  );
  if (!used) return closed;
  return (
    <LazyPart
      code={popover}
      props={{ ...(props as unknown as Omit<PopoverProps, 'open' | 'onOpenChange'>), open, onOpenChange: setOpen }}
      loading={closed}
      // A failed fetch leaves the closed bell; pressing it fetches again.
      failed={(retry) => <BellButton unreadCount={props.unreadCount} appearance={props.appearance} onOpen={retry} />}
    />
  );
}

/** The closed bell before the popover's code is there: its button, with the trigger's attributes. */
function BellButton({
  unreadCount,
  appearance,
  onOpen,
}: {
  unreadCount: number;
  appearance: Appearance | undefined;
  onOpen: () => void;
}) {
  const messages = useMessages({ notifications: notificationsEn });
  const format = useFormat();
  return (
    <WidgetRoot appearance={appearance} data-slot="notification-bell">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={false}
        data-state="closed"
        data-slot="bell-button"
        aria-label={bellLabel(unreadCount, messages, format)}
        onClick={onOpen}
        onPointerEnter={popover.preload}
        onFocus={popover.preload}
      >
        <BellFace unreadCount={unreadCount} />
      </button>
    </WidgetRoot>
  );
}
