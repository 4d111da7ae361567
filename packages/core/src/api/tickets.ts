import type { $Fetch } from 'ofetch';
import { callsOf } from './callsOf';
import { getPath } from './contractCall';
import type { BodyOf, QueryOf, ResultOf } from './types';

/** A query whose values may also be undefined (left out of the request). */
type Loose<T> = { [K in keyof T]?: T[K] | undefined };
/** The ticket list's query; undefined values are left out. */
export type TicketListQuery = Loose<QueryOf<'tickets.list'>>;
/** The ticket export's query: the list's filters, search and sort, without paging. */
export type TicketExportQuery = Loose<QueryOf<'tickets.export'>>;
/** The dashboard's query; undefined values are left out. */
export type TicketDashboardQuery = Loose<QueryOf<'tickets.dashboard'>>;

/** Support tickets: list, open, read, work, thread, history, assignees and the dashboard. */
export interface TicketCalls {
  /** Tickets the caller opened or works: scope ids, status, priority, assignee, breached, mine, search, paging. */
  list(query?: TicketListQuery): Promise<ResultOf<'tickets.list'>>;
  /** Every ticket of the list with the same filters, search and sort, as a CSV file (streamed by the server). */
  export(query?: TicketExportQuery): Promise<Blob>;
  /** Opens a ticket for a scope the caller belongs to; due times come from the organization's default SLA policy. */
  create(body: BodyOf<'tickets.create'>): Promise<ResultOf<'tickets.create'>>;
  /** One ticket with its due times and breach flags. */
  get(id: number): Promise<ResultOf<'tickets.get'>>;
  /** Changes a ticket: text by its requester, everything (status, assignee, priority, policy) by its admins. */
  update(id: number, body: BodyOf<'tickets.update'>): Promise<ResultOf<'tickets.update'>>;
  /** The thread, oldest first. */
  comments(id: number): Promise<ResultOf<'tickets.comments'>>;
  /** Adds a plain-text comment. */
  addComment(id: number, body: BodyOf<'tickets.addComment'>): Promise<ResultOf<'tickets.addComment'>>;
  /** Status, priority and assignee changes, oldest first. */
  history(id: number): Promise<ResultOf<'tickets.history'>>;
  /** Who may be assigned the ticket. */
  assignees(id: number): Promise<ResultOf<'tickets.assignees'>>;
  /** Counts, breaches, mean times and a daily trend for a scope (`from`/`to` as YYYY-MM-DD). */
  dashboard(query?: TicketDashboardQuery): Promise<ResultOf<'tickets.dashboard'>>;
}

/** Support tickets: list, open, read, work, thread, history, assignees and the dashboard. */
export function createTicketCalls(fetch: $Fetch): TicketCalls {
  const calls = callsOf<Omit<TicketCalls, 'dashboard'>>(fetch, {
    list: '/support/tickets L',
    export: '/support/tickets/export E',
    create: 'POST /support/tickets B',
    get: '/support/tickets/{id}',
    update: 'PUT /support/tickets/{id} B',
    comments: '/support/tickets/{id}/comments',
    addComment: 'POST /support/tickets/{id}/comments B',
    history: '/support/tickets/{id}/history',
    assignees: '/support/tickets/{id}/assignees',
  });
  return {
    ...calls,
    dashboard: (query = {}) =>
      fetch<ResultOf<'tickets.dashboard'>>(getPath('/support/ticket-dashboard'), {
        // Not a list: no default sort, only the values given.
        query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')),
      }),
  };
}
