import { ErrorState } from '@console/widgets';
import { TicketDetailPanel } from '@console/widgets/support';
import { PageHeading } from '../PageHeading';
import { useRouteId } from '../useRouteId';

/** One ticket: facts, live SLA clock, work controls by role, thread and history. */
export function TicketDetailPage() {
  const id = useRouteId();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <PageHeading title="Ticket Detail" />
      {id === 0 ? (
        <ErrorState error={{ status: 404, message: 'No such ticket' }} />
      ) : (
        <TicketDetailPanel ticketId={id} />
      )}
    </section>
  );
}
