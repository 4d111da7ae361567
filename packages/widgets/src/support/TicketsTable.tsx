import { useMemo } from 'react';
import { ActionButton } from '../actions/ActionButton';
import type { Allowance } from '../actions/Allowance';
import { useNavigationOrAnchors } from '../provider/useLink';
import type { WidgetError } from '../state/widgetError';
import { StatusBadge } from '../status/StatusBadge';
import { DataTable } from '../table/DataTable';
import { type ListPage, pagePagination } from '../table/pagePagination';
import { SearchInput } from '../table/SearchInput';
import type { DataTableColumn, DataTableSort } from '../table/types';
import type { Appearance } from '../theme/appearance';
import { TicketFilterBar } from './TicketFilterBar';
import { ticketPriorityLabel, ticketPriorityTone, ticketStatusLabel, ticketStatusTone } from './ticketLabels';
import type { TicketFilters, TicketRow } from './types';

export interface TicketsTableProps<T extends TicketRow> {
  page: ListPage<T> | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** Sort by `ID`, `CREATED_AT`, `PRIORITY` or `DUE`; `null` is the server's default (newest first). */
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  filters: TicketFilters;
  onFiltersChange: (filters: TicketFilters) => void;
  /** The caller works tickets here: offers "Assigned to me". */
  canWork?: boolean;
  ticketHref?: (ticket: T) => string;
  canCreate?: Allowance;
  onCreate?: () => void;
  appearance?: Appearance;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const scopeOf = (t: TicketRow) => t.projectName ?? t.branchName ?? t.organizationName;

/** The ticket list: search, status / priority / assignee / breach filters, server-side sort and paging, open a ticket. */
export function TicketsTable<T extends TicketRow>(props: TicketsTableProps<T>) {
  const { page, filters, onFiltersChange, ticketHref, canCreate = true, onCreate, appearance } = props;
  const { Link } = useNavigationOrAnchors();
  const columns = useMemo<DataTableColumn<T>[]>(
    () => [
      { id: 'ID', header: 'ID', sortable: true, width: '5rem', cell: (t) => `#${t.id}` },
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
  const toolbar = (
    <>
      <SearchInput label="Search tickets" value={props.search} onChange={props.onSearchChange} />
      <TicketFilterBar value={filters} onChange={onFiltersChange} canWork={props.canWork ?? false} />
      {onCreate ? (
        <ActionButton variant="primary" allow={canCreate} onClick={onCreate}>
          Open a ticket
        </ActionButton>
      ) : null}
    </>
  );
  const filtered = props.search !== '' || Object.values(filters).some((v) => v !== undefined);
  return (
    <DataTable
      label="Tickets"
      columns={columns}
      rows={page?.items}
      getRowId={(t) => t.id}
      loading={props.loading ?? false}
      error={props.error}
      {...(props.onRetry ? { onRetry: props.onRetry } : {})}
      emptyTitle={filtered ? 'No ticket matches these filters' : 'No tickets yet'}
      sort={props.sort}
      onSortChange={props.onSortChange}
      pagination={pagePagination(page, props.onPageChange, props.onPageSizeChange)}
      toolbar={toolbar}
      {...(appearance ? { appearance } : {})}
    />
  );
}
