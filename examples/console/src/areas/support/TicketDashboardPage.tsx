import { useSelection } from '@console/react';
import { EmptyState } from '@console/widgets';
import { TicketDashboardPanel } from '@console/widgets/support';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { supportScope } from './supportScope';

/** The ticket dashboard of the module's scope and below (the whole platform for super admins). */
export function TicketDashboardPage() {
  const base = useModuleBase();
  const { selection } = useSelection();
  const scope = supportScope(base, selection);
  return (
    <section aria-labelledby="page-title">
      <PageHeading title="Ticket Dashboard" />
      {scope === null ? (
        <EmptyState
          title="Nothing selected"
          description="Choose an organization, branch or project in the context switcher."
        />
      ) : (
        <TicketDashboardPanel scope={scope} />
      )}
    </section>
  );
}
