import type { ModuleId } from '@console/core';
import { useConsoleClient, useStreamStatus } from '@console/react';
import { InboxBell, NotificationBell } from '@console/widgets/notifications';
import { useState } from 'react';
import { useAfterFirstData } from './afterFirstData';

/**
 * The header bell: live unread count, the latest notifications with mark read, and a link to the full list.
 *
 * The connected bell keeps core's inbox running (its code, the unread count's request, the live stream) from the
 * moment it subscribes: on the console's first screen it waits until that screen's rows have painted, as the stream
 * does (`routes/__root.tsx`). Until then the bell is the same closed button with the count the tab kept; pressing it
 * connects it at once and opens it.
 */
export function HeaderBell({ module }: { module: ModuleId }) {
  const live = useAfterFirstData();
  const [pressed, setPressed] = useState(false);
  const viewAllTo = `/${module}/notifications`;
  return live || pressed ? (
    <LiveBell viewAllTo={viewAllTo} open={pressed} />
  ) : (
    <QuietBell onOpen={() => setPressed(true)} />
  );
}

/** The connected bell, with the stream's status (both keep the inbox running). */
function LiveBell({ viewAllTo, open }: { viewAllTo: string; open: boolean }) {
  const status = useStreamStatus();
  return (
    <span data-testid="notification-bell" data-stream-status={status}>
      <InboxBell viewAllTo={viewAllTo} defaultOpen={open} />
    </span>
  );
}

/** The closed bell before the inbox runs: the state the inbox holds now (the tab's count), read without subscribing. */
function QuietBell({ onOpen }: { onOpen: () => void }) {
  const { inbox } = useConsoleClient();
  const { unread, status } = inbox.getSnapshot();
  return (
    <span data-testid="notification-bell" data-stream-status={status}>
      <NotificationBell
        unreadCount={unread}
        items={undefined}
        open={false}
        onOpenChange={(open) => {
          if (open) onOpen();
        }}
      />
    </span>
  );
}
