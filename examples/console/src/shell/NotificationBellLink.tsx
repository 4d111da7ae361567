import type { ModuleId } from '@console/core';
import { useStreamStatus } from '@console/react';
import { Link } from '@tanstack/react-router';
import { internalPath } from './internalPath';

/** The bell in the header: links to the module's notifications with the unread count. */
export function NotificationBellLink({ module, unread }: { module: ModuleId; unread: number }) {
  const status = useStreamStatus();
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link
      to={internalPath(`/${module}/notifications`)}
      aria-label={label}
      className="relative rounded p-1.5 text-slate-800 hover:bg-slate-100"
      data-testid="notification-bell"
      data-stream-status={status}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      {unread > 0 ? (
        <span
          data-testid="notification-count"
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
