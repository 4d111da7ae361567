import { useSelection } from '@console/react';
import { EmptyState } from '@console/widgets';
import { TicketDashboardPanel } from '@console/widgets/support';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { supportScope } from './supportScope';

/** The ticket dashboard of the module's scope and below (the whole platform for super admins). */
export function TicketDashboardPage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { selection } = useSelection();
  const scope = supportScope(base, selection);
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.ticketDashboard} />
      {scope === null ? (
        <EmptyState title={t.empty.nothingSelected} description={t.empty.chooseAnyScope} />
      ) : (
        <TicketDashboardPanel scope={scope} />
      )}
    </section>
  );
}
