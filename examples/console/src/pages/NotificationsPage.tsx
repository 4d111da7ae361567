import { useUnreadCount } from '@console/react';
import { NotificationInbox, useNavigation } from '@console/widgets';
import { ticketCreateHref } from '../areas/support/ticketLink';
import { useModuleBase } from '../areas/useModuleBase';

/** The notification feed: paging, an unread filter, mark one read and mark all read, open a ticket about one. */
export function NotificationsPage() {
  const unread = useUnreadCount();
  const base = useModuleBase();
  const { Link } = useNavigation();
  return (
    <section aria-labelledby="page-title">
      <div className="mb-4 flex items-baseline gap-4">
        <h1 id="page-title" className="text-xl font-semibold text-fg">
          Notifications
        </h1>
        <p className="text-sm text-muted-fg">{unread} unread</p>
      </div>
      <NotificationInbox
        renderActions={(n) => (
          // A ticket about this notification, for the module's scope (the form fills it in).
          <Link
            to={ticketCreateHref(base, { subject: `About: ${n.title}`, description: n.content })}
            aria-label={`Open a ticket about ${n.title}`}
          >
            Open a ticket
          </Link>
        )}
      />
    </section>
  );
}
