import { useMemo } from 'react';
import { useNavigationOrAnchors } from '../provider/useLink';
import { StatusBadge } from '../status/StatusBadge';
import { type ResourceActionProps, type ResourceListProps, ResourceTable } from '../table/ResourceTable';
import type { DataTableColumn } from '../table/types';
import { TicketFilterBar } from './TicketFilterBar';
import { ticketPriorityLabel, ticketPriorityTone, ticketStatusLabel, ticketStatusTone } from './ticketLabels';
import type { TicketFilters, TicketRow } from './types';

export interface TicketsTableProps<T extends TicketRow>
  extends ResourceListProps<T, TicketFilters>,
    ResourceActionProps<T> {
  /** The caller works tickets here: offers "Assigned to me". */
  canWork?: boolean | undefined;
  ticketHref?: ((ticket: T) => string) | undefined;
}

/** No status, priority, assignee or breach filter. */
export const NO_TICKET_FILTERS: TicketFilters = Object.freeze({});

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const scopeOf = (t: TicketRow) => t.projectName ?? t.branchName ?? t.organizationName;
const ticketName = (t: TicketRow) => `#${t.id} ${t.subject}`;

/** The ticket list: search, status / priority / assignee / breach filters, server-side sort and paging, open a ticket. */
export function TicketsTable<T extends TicketRow>(props: TicketsTableProps<T>) {
  const { canWork = false, ticketHref, ...rest } = props;
  const { Link } = useNavigationOrAnchors();
  const columns = useMemo<DataTableColumn<T>[]>(
    () => [
      { id: 'ID', header: 'ID', sortable: true, width: 'calc(5 * var(--cw-rem, 16px))', cell: (t) => `#${t.id}` },
      {
        id: 'subject',
        header: 'Subject',
        cell: (t) => (ticketHref ? <Link to={ticketHref(t)}>{t.subject}</Link> : t.subject),
      },
      {
        id: 'status',
        header: 'Status',
        cell: (t) => <StatusBadge tone={ticketStatusTone(t.status)}>{ticketStatusLabel(t.status)}</StatusBadge>,
      },
      {
        id: 'PRIORITY',
        header: 'Priority',
        sortable: true,
        cell: (t) => <StatusBadge tone={ticketPriorityTone(t.priority)}>{ticketPriorityLabel(t.priority)}</StatusBadge>,
      },
      { id: 'scope', header: 'Scope', cell: scopeOf },
      { id: 'requester', header: 'Requester', cell: (t) => t.requester.name },
      { id: 'assignee', header: 'Assignee', cell: (t) => t.assignee?.name ?? 'Unassigned' },
      {
        id: 'DUE',
        header: 'Resolution due',
        sortable: true,
        cell: (t) => (
          <>
            {t.resolutionDueAt ? dateTime.format(new Date(t.resolutionDueAt)) : '—'}
            {t.firstResponseBreached || t.resolutionBreached ? (
              <>
                {' '}
                <StatusBadge tone="danger">Breached</StatusBadge>
              </>
            ) : null}
          </>
        ),
      },
    ],
    [Link, ticketHref],
  );
  return (
    <ResourceTable
      {...rest}
      label="Tickets"
      searchLabel="Search tickets"
      columns={columns}
      getRowId={(t) => t.id}
      rowName={ticketName}
      filters={NO_TICKET_FILTERS}
      renderFilters={(filters, onChange) => <TicketFilterBar value={filters} onChange={onChange} canWork={canWork} />}
      createLabel="Open a ticket"
      emptyTitle="No tickets yet"
      noMatchTitle="No ticket matches these filters"
    />
  );
}
