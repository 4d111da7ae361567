import { useMemo } from 'react';
import { common as commonEn } from '../i18n/messages/en/common';
import { support as supportEn } from '../i18n/messages/en/support';
import { useFormat, useMessages } from '../i18n/useMessages';
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

const scopeOf = (t: TicketRow) => t.projectName ?? t.branchName ?? t.organizationName;
const ticketName = (t: TicketRow) => `#${t.id} ${t.subject}`;

/** The ticket list: search, status / priority / assignee / breach filters, server-side sort and paging, open a ticket. */
export function TicketsTable<T extends TicketRow>(props: TicketsTableProps<T>) {
  const { canWork = false, ticketHref, ...rest } = props;
  const { Link } = useNavigationOrAnchors();
  const messages = useMessages({ common: commonEn, support: supportEn });
  const format = useFormat();
  const t_ = messages.support.tickets;
  const columns = useMemo<DataTableColumn<T>[]>(
    () => [
      {
        id: 'ID',
        header: t_.columns.id,
        sortable: true,
        width: 'calc(5 * var(--cw-rem, 16px))',
        cell: (t) => `#${t.id}`,
      },
      {
        id: 'subject',
        header: t_.columns.subject,
        cell: (t) => (ticketHref ? <Link to={ticketHref(t)}>{t.subject}</Link> : t.subject),
      },
      {
        id: 'status',
        header: t_.columns.status,
        cell: (t) => (
          <StatusBadge tone={ticketStatusTone(t.status)}>{ticketStatusLabel(t.status, messages)}</StatusBadge>
        ),
      },
      {
        id: 'PRIORITY',
        header: t_.columns.priority,
        sortable: true,
        cell: (t) => (
          <StatusBadge tone={ticketPriorityTone(t.priority)}>{ticketPriorityLabel(t.priority, messages)}</StatusBadge>
        ),
      },
      { id: 'scope', header: t_.columns.scope, cell: scopeOf },
      { id: 'requester', header: t_.columns.requester, cell: (t) => t.requester.name },
      { id: 'assignee', header: t_.columns.assignee, cell: (t) => t.assignee?.name ?? t_.unassigned },
      {
        id: 'DUE',
        header: t_.columns.resolutionDue,
        sortable: true,
        cell: (t) => (
          <>
            {t.resolutionDueAt ? format.dateTime(t.resolutionDueAt) : messages.common.none}
            {t.firstResponseBreached || t.resolutionBreached ? (
              <>
                {' '}
                <StatusBadge tone="danger">{t_.breached}</StatusBadge>
              </>
            ) : null}
          </>
        ),
      },
    ],
    [Link, ticketHref, format, messages, t_],
  );
  return (
    <ResourceTable
      {...rest}
      label={t_.label}
      searchLabel={t_.search}
      columns={columns}
      getRowId={(t) => t.id}
      rowName={ticketName}
      filters={NO_TICKET_FILTERS}
      renderFilters={(filters, onChange) => <TicketFilterBar value={filters} onChange={onChange} canWork={canWork} />}
      createLabel={t_.open}
      emptyTitle={t_.empty}
      noMatchTitle={t_.noMatch}
    />
  );
}
