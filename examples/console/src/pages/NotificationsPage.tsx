import { useNotifications } from '@console/react';
import { NotificationList, useNavigation } from '@console/widgets';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ticketCreateHref } from '../areas/support/ticketLink';
import { useModuleBase } from '../areas/useModuleBase';

/** The notification feed: paging, an unread filter, mark one read and mark all read. */
export function NotificationsPage() {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const navigate = useNavigate();
  const { list, markRead, markAllRead, unread } = useNotifications({ pageIndex, pageSize, unreadOnly });
  const base = useModuleBase();
  const { Link } = useNavigation();

  return (
    <section aria-labelledby="page-title">
      <div className="mb-4 flex items-baseline gap-4">
        <h1 id="page-title" className="text-xl font-semibold text-slate-900">
          Notifications
        </h1>
        <p className="text-sm text-slate-700">{unread} unread</p>
      </div>
      <NotificationList
        page={list.data}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        unreadOnly={unreadOnly}
        onUnreadOnlyChange={(next) => {
          setUnreadOnly(next);
          setPageIndex(0);
        }}
        onPageChange={setPageIndex}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPageIndex(0);
        }}
        onMarkRead={(id) => markRead.mutate([id])}
        onMarkAllRead={() => markAllRead.mutate()}
        unreadCount={unread}
        renderActions={(n) => (
          // A ticket about this notification, for the module's scope (the form fills it in).
          <Link
            to={ticketCreateHref(base, { subject: `About: ${n.title}`, description: n.content })}
            aria-label={`Open a ticket about ${n.title}`}
          >
            Open a ticket
          </Link>
        )}
        onOpenNotification={(n) => {
          if (n.link?.startsWith('/')) void navigate({ href: n.link });
        }}
      />
    </section>
  );
}
