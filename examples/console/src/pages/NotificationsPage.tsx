import { useUnreadCount } from '@console/react';
import { useNavigation } from '@console/widgets';
import { NotificationInbox } from '@console/widgets/notifications';
import { PageHeading } from '../areas/PageHeading';
import { ticketCreateHref } from '../areas/support/ticketLink';
import { useModuleBase } from '../areas/useModuleBase';

/** The notification feed: paging, an unread filter, mark one read and mark all read, open a ticket about one. */
export function NotificationsPage() {
  const unread = useUnreadCount();
  const base = useModuleBase();
  const { Link } = useNavigation();
  return (
    <section aria-labelledby="page-title">
      <PageHeading title="Notifications" description={`${unread} unread`} />
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
