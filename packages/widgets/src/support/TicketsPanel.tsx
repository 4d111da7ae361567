import { ticketListQuery, useConsoleClient, useExportTickets, useTicketLiveUpdates, useUserInfo } from '@console/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Allowance } from '../actions/Allowance';
import { queryListProps } from '../panel/queryListProps';
import { type SaveDownload, useListExport } from '../panel/useListExport';
import { type ListState, listQueryOf } from '../table/listState';
import { type ListStateProps, useListState } from '../table/useListState';
import type { Appearance } from '../theme/appearance';
import type { TicketScope } from './TicketDashboardPanel';
import { NO_TICKET_FILTERS, TicketsTable } from './TicketsTable';
import type { TicketFilters, TicketRow } from './types';

export interface TicketsPanelProps extends ListStateProps<TicketFilters> {
  /** The scope whose tickets are listed (and below); none lists everything the caller may see. */
  scope: TicketScope;
  /** The caller works tickets here (an admin): offers "Assigned to me". */
  canWork?: boolean | undefined;
  ticketHref?: ((ticket: TicketRow) => string) | undefined;
  canCreate?: Allowance | undefined;
  onCreate?: (() => void) | undefined;
  /** Saves the list's CSV export; default: a download in the browser. */
  onDownload?: SaveDownload | undefined;
  appearance?: Appearance | undefined;
}

/** The sort keys (`sortBy`) the admin API's ticket list accepts. */
const TICKET_SORT_KEYS = ['ID', 'CREATED_AT', 'PRIORITY', 'DUE'] as const;

/**
 * The query of the ticket list for its list state. The assignee filter is the caller's choice of "me" or "none",
 * which the API takes as the caller's `assigneeId` or `unassigned`.
 */
export function ticketListParams(list: ListState<TicketFilters>, userId: number | undefined) {
  const { assignee, ...filters } = list.filters;
  return {
    ...listQueryOf({ ...list, filters }, TICKET_SORT_KEYS),
    ...(assignee === 'none' ? { unassigned: true } : {}),
    ...(assignee === 'me' && userId !== undefined ? { assigneeId: userId } : {}),
  };
}

/** The tickets of a scope inside `ConsoleProvider`: search, filters, sort and paging (held here unless controlled), live on ticket events. */
export function TicketsPanel(props: TicketsPanelProps) {
  const { scope, value, defaultValue, onValueChange, onDownload, ...rest } = props;
  const client = useConsoleClient();
  const user = useUserInfo();
  useTicketLiveUpdates();
  const [list, setList] = useListState({ value, defaultValue, onValueChange }, NO_TICKET_FILTERS);
  const params = { ...ticketListParams(list, user.data?.id), ...scope };
  const query = useQuery({ ...ticketListQuery(client, params), placeholderData: keepPreviousData });
  const exporter = useListExport(useExportTickets(), 'tickets', params, onDownload);
  return <TicketsTable {...rest} {...queryListProps(query)} {...exporter} value={list} onValueChange={setList} />;
}
