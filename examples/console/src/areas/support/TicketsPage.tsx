import { useRole, useSelection } from '@console/react';
import { Button, EmptyState, useNavigation } from '@console/widgets';
import { TicketsPanel } from '@console/widgets/support';
import { useAreaMessages } from '../../i18n/areaMessages';
import { atLeast, Role } from '../canAct';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { supportScope } from './supportScope';

/** The tickets of the module's scope the user opened or works: search, filters, sort, paging; open a ticket. */
export function TicketsPage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const role = useRole();
  const scope = supportScope(base, selection);
  return (
    <section aria-labelledby="page-title">
      {/* The primary action sits in the page header, so search and the four filters share one toolbar row. */}
      <PageHeading title={t.pages.tickets}>
        {scope === null ? null : (
          <Button variant="primary" onClick={() => navigate(`${base}/ticket/create`)}>
            {t.pageText.openTicket}
          </Button>
        )}
      </PageHeading>
      {scope === null ? (
        <EmptyState title={t.empty.nothingSelected} description={t.empty.chooseAnyScope} />
      ) : (
        <TicketsPanel
          scope={scope}
          canWork={atLeast(role?.priority, Role.ProjectAdmin)}
          ticketHref={(t) => `${base}/ticket/detail/${t.id}`}
        />
      )}
    </section>
  );
}
