import type { ModuleId } from '@console/core';
import { useNotifications, useStreamStatus } from '@console/react';
import { NotificationBell } from '@console/widgets';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

/** The header bell: live unread count, the latest notifications with mark read, and a link to the full list. */
export function HeaderBell({ module }: { module: ModuleId }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const status = useStreamStatus();
  const { list, markRead, markAllRead, unread } = useNotifications({ pageIndex: 0, pageSize: 5 });
  return (
    <span data-testid="notification-bell" data-stream-status={status}>
      <NotificationBell
        unreadCount={unread}
        items={open ? list.data?.items : undefined}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        onMarkRead={(id) => markRead.mutate([id])}
        onMarkAllRead={() => markAllRead.mutate()}
        onOpenNotification={(n) => {
          if (n.link?.startsWith('/')) void navigate({ href: n.link });
        }}
        viewAllTo={`/${module}/notifications`}
        open={open}
        onOpenChange={setOpen}
      />
    </span>
  );
}
