import { useNotifications } from '@console/react';
import { useControllableState } from '../hooks/useControllableState';
import { useLatch } from '../hooks/useLatch';
import type { Appearance } from '../theme/appearance';
import { NotificationBell } from './NotificationBell';

export interface InboxBellProps {
  /** Path of the host's full notifications page, linked at the bottom of the popover. */
  viewAllTo?: string | undefined;
  /** How many of the latest notifications the popover lists (default 5). */
  latest?: number | undefined;
  /** Controls whether the popover is open; leave it out (with `defaultOpen`) to let the bell keep that itself. */
  open?: boolean | undefined;
  /** Whether the popover starts open when `open` is not given. */
  defaultOpen?: boolean | undefined;
  /** Told each time the popover opens or closes. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  appearance?: Appearance | undefined;
}

/**
 * The notification bell, connected: the live unread count (core's inbox keeps the stream connected while the bell
 * is mounted), the latest notifications with mark read and mark all read, links through the provider's
 * navigation. Needs only `ConsoleProvider` above it.
 */
export function InboxBell({ viewAllTo, latest = 5, appearance, ...openProps }: InboxBellProps) {
  const [open, setOpen] = useControllableState({
    value: openProps.open,
    defaultValue: openProps.defaultOpen ?? false,
    onChange: openProps.onOpenChange,
  });
  // The count comes with the user's info and the stream; the latest items are fetched when the popover first opens
  // (and kept, and kept current by the stream, after that).
  const opened = useLatch(open);
  const { list, markRead, markAllRead, unread } = useNotifications(
    { pageIndex: 0, pageSize: latest },
    { enabled: opened },
  );
  return (
    <NotificationBell
      unreadCount={unread}
      items={open ? list.data?.items : undefined}
      loading={list.isPending}
      error={list.error}
      onRetry={() => void list.refetch()}
      onMarkRead={(id) => markRead.mutate([id])}
      onMarkAllRead={() => markAllRead.mutate()}
      {...(viewAllTo === undefined ? {} : { viewAllTo })}
      open={open}
      onOpenChange={setOpen}
      {...(appearance ? { appearance } : {})}
    />
  );
}
