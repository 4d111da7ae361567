import type { ModuleId } from '@console/core';
import { useStreamStatus } from '@console/react';
import { InboxBell } from '@console/widgets/notifications';

/** The header bell: live unread count, the latest notifications with mark read, and a link to the full list. */
export function HeaderBell({ module }: { module: ModuleId }) {
  const status = useStreamStatus();
  return (
    <span data-testid="notification-bell" data-stream-status={status}>
      <InboxBell viewAllTo={`/${module}/notifications`} />
    </span>
  );
}
