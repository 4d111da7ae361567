import {
  ticketListQuery,
  useConsoleClient,
  useRole,
  useSelection,
  useTicketLiveUpdates,
  useUserInfo,
} from '@console/react';
import { EmptyState, type TicketFilters, TicketsTable, useNavigation } from '@console/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { atLeast, Role } from '../canAct';
import { PageHeading } from '../PageHeading';
import { useListState } from '../useListState';
import { useModuleBase } from '../useModuleBase';
import { supportScope } from './supportScope';

const SORTS = new Set(['ID', 'CREATED_AT', 'PRIORITY', 'DUE']);

/** The tickets of the module's scope the user opened or works: search, filters, sort, paging; open a ticket. */
export function TicketsPage() {
  const client = useConsoleClient();
  const base = useModuleBase();
  const { navigate } = useNavigation();
  const { selection } = useSelection();
  const role = useRole();
  const user = useUserInfo();
  const list = useListState();
  const [filters, setFilters] = useState<TicketFilters>({});
  useTicketLiveUpdates();
  const scope = supportScope(base, selection);
  const sortBy = list.sort && SORTS.has(list.sort.id) ? list.sort.id : undefined;
  const query = {
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
    ...(list.search.trim() ? { search: list.search.trim() } : {}),
    ...(sortBy && list.sort
      ? { sortBy: sortBy as 'ID', sortOrder: list.sort.desc ? ('DESC' as const) : ('ASC' as const) }
      : {}),
    ...scope,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.priority ? { priority: filters.priority } : {}),
    ...(filters.breached !== undefined ? { breached: filters.breached } : {}),
    ...(filters.assignee === 'none' ? { unassigned: true } : {}),
    ...(filters.assignee === 'me' && user.data ? { assigneeId: user.data.id } : {}),
  };
  const page = useQuery({ ...ticketListQuery(client, query), enabled: scope !== null });
  const works = atLeast(role?.priority, Role.ProjectAdmin);
  return (
    <section aria-labelledby="page-title">
      <PageHeading title="Tickets" />
      {scope === null ? (
        <EmptyState
          title="Nothing selected"
          description="Choose an organization, branch or project in the context switcher."
        />
      ) : (
        <TicketsTable
          page={page.data}
          loading={page.isFetching}
          error={page.error}
          onRetry={() => void page.refetch()}
          search={list.search}
          onSearchChange={list.setSearch}
          sort={list.sort}
          onSortChange={list.setSort}
          onPageChange={list.setPageIndex}
          onPageSizeChange={list.setPageSize}
          filters={filters}
          onFiltersChange={(next) => {
            setFilters(next);
            list.setPageIndex(0);
          }}
          canWork={works}
          ticketHref={(t) => `${base}/ticket/detail/${t.id}`}
          onCreate={() => navigate(`${base}/ticket/create`)}
        />
      )}
    </section>
  );
}
