import { useUnreadCount } from '@console/react';
import { useFormat, useNavigation } from '@console/widgets';
import { NotificationInbox } from '@console/widgets/notifications';
import { PageHeading } from '../areas/PageHeading';
import { ticketCreateHref } from '../areas/support/ticketLink';
import { useModuleBase } from '../areas/useModuleBase';
import { useAreaMessages } from '../i18n/areaMessages';

/** The notification feed: paging, an unread filter, mark one read and mark all read, open a ticket about one. */
export function NotificationsPage() {
  const unread = useUnreadCount();
  const base = useModuleBase();
  const t = useAreaMessages();
  const { number } = useFormat();
  const { Link } = useNavigation();
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.notifications} description={t.pageText.unread({ count: number(unread) })} />
      <NotificationInbox
        renderActions={(n) => (
          // A ticket about this notification, for the module's scope (the form fills it in).
          <Link
            to={ticketCreateHref(base, {
              subject: t.pageText.aboutNotification({ title: n.title }),
              description: n.content,
            })}
            aria-label={t.pageText.openTicketAbout({ name: n.title })}
          >
            {t.pageText.openTicket}
          </Link>
        )}
      />
    </section>
  );
}
