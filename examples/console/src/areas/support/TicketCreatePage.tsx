import { useSelection, useToasts, useUserSpace } from '@console/react';
import { useNavigation } from '@console/widgets';
import { TicketFormPanel } from '@console/widgets/support';
import { useLocation } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';
import { scopeLabel, ticketScopeOf } from './supportScope';
import { readTicketLink } from './ticketLink';

/**
 * Opens a ticket for the module's scope (or, for super admins, an organization they pick). A link from a
 * notification or a resource's detail pre-fills the subject, the scope and the resource it is about.
 */
export function TicketCreatePage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const space = useUserSpace();
  const toasts = useToasts();
  const location = useLocation();
  const orgSelectId = useId();
  const link = readTicketLink(location.searchStr ?? '');
  const fromModule = ticketScopeOf(base, selection);
  // A link names the scope it was made for; otherwise the module's selection decides.
  const linked = link.organizationId ?? link.projectId ?? link.branchId;
  const [pickedOrg, setPickedOrg] = useState<number | undefined>(undefined);
  const scope = linked
    ? {
        organizationId: link.organizationId ?? fromModule.organizationId,
        branchId: link.branchId ?? fromModule.branchId,
        projectId: link.projectId,
      }
    : pickedOrg !== undefined
      ? { organizationId: pickedOrg }
      : fromModule;
  const label = scopeLabel(space.data, scope, t);
  return (
    <section aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-4">
      <PageHeading title={t.pages.ticketCreate} />
      {scope.organizationId === undefined ? (
        <div data-slot="table-filter">
          <label htmlFor={orgSelectId}>{t.pageText.organization}</label>
          <select id={orgSelectId} value="" onChange={(e) => setPickedOrg(Number(e.target.value) || undefined)}>
            <option value="">{t.pageText.chooseTicketOrganization}</option>
            {(space.data?.organizations ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <TicketFormPanel
          scope={{ ...scope, organizationId: scope.organizationId }}
          scopeLabel={label}
          related={link.related}
          relatedLabel={
            link.related
              ? `${t.pageText.resourceKinds[link.related.kind]} ${link.related.name || `#${link.related.id}`}`
              : undefined
          }
          initialValues={{
            ...(link.subject ? { subject: link.subject } : {}),
            ...(link.description ? { description: link.description } : {}),
          }}
          onSaved={(ticket) => {
            const detail = `#${ticket.id} ${ticket.subject}`; // i18n-ignore: the ticket, data
            toasts.show({ severity: 'success', summary: t.toasts.ticketOpened, detail });
            navigate(`${base}/ticket/detail/${ticket.id}`);
          }}
          onCancel={() => navigate(`${base}/tickets`)}
        />
      )}
    </section>
  );
}
