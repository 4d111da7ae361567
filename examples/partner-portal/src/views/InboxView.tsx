import { NotificationInbox } from '@console/widgets/notifications';

/** Everything the platform told the partner, live. */
export function InboxView() {
  return (
    <section className="card">
      <div className="card-header">
        <h1>Inbox</h1>
        <p className="lead">Updates about your projects arrive here as they happen.</p>
      </div>
      <div className="card-body">
        <NotificationInbox />
      </div>
    </section>
  );
}
