import { ticketListQuery, useConsoleClient, useTicketLiveUpdates, useUserInfo } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Allowance } from '../actions/Allowance';
import type { DataTableSort } from '../table/types';
import type { Appearance } from '../theme/appearance';
import type { TicketScope } from './TicketDashboardPanel';
import { TicketsTable } from './TicketsTable';
import type { TicketFilters, TicketRow } from './types';

export interface TicketsPanelProps {
  /** The scope whose tickets are listed (and below); none lists everything the caller may see. */
  scope: TicketScope;
  /** The caller works tickets here (an admin): offers "Assigned to me". */
  canWork?: boolean;
  ticketHref?: (ticket: TicketRow) => string;
  canCreate?: Allowance;
  onCreate?: () => void;
  pageSize?: number;
  appearance?: Appearance;
}

const SORTS = new Set(['ID', 'CREATED_AT', 'PRIORITY', 'DUE']);

/** The query of the ticket list for its search, sort, paging and filters. */
export function ticketListParams(
  s: { search: string; sort: DataTableSort | null; pageIndex: number; pageSize: number; filters: TicketFilters },
  userId: number | undefined,
) {
  const search = s.search.trim();
  const sortBy = s.sort && SORTS.has(s.sort.id) ? (s.sort.id as 'ID' | 'CREATED_AT' | 'PRIORITY' | 'DUE') : undefined;
  const f = s.filters;
  return {
    pageIndex: s.pageIndex,
    pageSize: s.pageSize,
    ...(search ? { search } : {}),
    ...(sortBy && s.sort ? { sortBy, sortOrder: s.sort.desc ? ('DESC' as const) : ('ASC' as const) } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.priority ? { priority: f.priority } : {}),
    ...(f.breached !== undefined ? { breached: f.breached } : {}),
    ...(f.assignee === 'none' ? { unassigned: true } : {}),
    ...(f.assignee === 'me' && userId !== undefined ? { assigneeId: userId } : {}),
  };
}

/** The tickets of a scope inside `ConsoleProvider`: search, filters, sort and paging held here, live on ticket events. */
export function TicketsPanel({
  scope,
  canWork = false,
  ticketHref,
  canCreate,
  onCreate,
  pageSize: size = 10,
  appearance,
}: TicketsPanelProps) {
  const client = useConsoleClient();
  const user = useUserInfo();
  useTicketLiveUpdates();
  const [search, setSearchState] = useState('');
  const [sort, setSortState] = useState<DataTableSort | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSizeState] = useState(size);
  const [filters, setFiltersState] = useState<TicketFilters>({});
  const query = { ...ticketListParams({ search, sort, pageIndex, pageSize, filters }, user.data?.id), ...scope };
  const page = useQuery(ticketListQuery(client, query));
  const firstPage =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageIndex(0);
    };
  return (
    <TicketsTable
      page={page.data}
      loading={page.isFetching}
      error={page.error}
      onRetry={() => void page.refetch()}
      search={search}
      onSearchChange={firstPage(setSearchState)}
      sort={sort}
      onSortChange={firstPage(setSortState)}
      onPageChange={setPageIndex}
      onPageSizeChange={firstPage(setPageSizeState)}
      filters={filters}
      onFiltersChange={firstPage(setFiltersState)}
      canWork={canWork}
      {...(ticketHref ? { ticketHref } : {})}
      {...(canCreate !== undefined ? { canCreate } : {})}
      {...(onCreate ? { onCreate } : {})}
      {...(appearance ? { appearance } : {})}
    />
  );
}
