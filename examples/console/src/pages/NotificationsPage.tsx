import { useUnreadCount } from '@console/react';
import { NotificationInbox } from '@console/widgets';

/** The notification feed: paging, an unread filter, mark one read and mark all read. */
export function NotificationsPage() {
  const unread = useUnreadCount();
  return (
    <section aria-labelledby="page-title">
      <div className="mb-4 flex items-baseline gap-4">
        <h1 id="page-title" className="text-xl font-semibold text-slate-900">
          Notifications
        </h1>
        <p className="text-sm text-slate-700">{unread} unread</p>
      </div>
      <NotificationInbox />
    </section>
  );
}
