import { ErrorState } from '@console/widgets';
import { TicketDetailPanel } from '@console/widgets/support';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useRouteId } from '../useRouteId';

/** One ticket: facts, live SLA clock, work controls by role, thread and history. */
export function TicketDetailPage() {
  const id = useRouteId();
  const t = useAreaMessages();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-4">
      <PageHeading title={t.pages.ticketDetail} />
      {id === 0 ? (
        <ErrorState error={{ status: 404, message: t.missing.ticket }} />
      ) : (
        <TicketDetailPanel ticketId={id} />
      )}
    </section>
  );
}
