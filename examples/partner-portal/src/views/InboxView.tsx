import { NotificationInbox } from '@console/widgets/notifications';
import { useLanguage } from '../i18n/language';

/** Everything the platform told the partner, live. */
export function InboxView() {
  const { portal: t } = useLanguage();
  return (
    <section className="card">
      <div className="card-header">
        <h1>{t.views.inbox}</h1>
        <p className="lead">{t.inboxLead}</p>
      </div>
      <div className="card-body">
        <NotificationInbox />
      </div>
    </section>
  );
}
