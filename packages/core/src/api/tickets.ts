import type { $Fetch } from 'ofetch';
import { listQuery } from '../http/listQuery';
import type { BodyOf, QueryOf, ResultOf } from './types';

const base = '/support/tickets';

/** A query whose values may also be undefined (left out of the request). */
type Loose<T> = { [K in keyof T]?: T[K] | undefined };
/** The ticket list's query; undefined values are left out. */
export type TicketListQuery = Loose<QueryOf<'tickets.list'>>;
/** The dashboard's query; undefined values are left out. */
export type TicketDashboardQuery = Loose<QueryOf<'tickets.dashboard'>>;

/** Support tickets: list, open, read, work, thread, history, assignees and the dashboard. */
export function createTicketCalls(fetch: $Fetch) {
  return {
    /** Tickets the caller opened or works: scope ids, status, priority, assignee, breached, mine, search, paging. */
    list: (query: TicketListQuery = {}) => fetch<ResultOf<'tickets.list'>>(base, { query: listQuery(query) }),
    /** Opens a ticket for a scope the caller belongs to; due times come from the organization's default SLA policy. */
    create: (body: BodyOf<'tickets.create'>) => fetch<ResultOf<'tickets.create'>>(base, { method: 'POST', body }),
    /** One ticket with its due times and breach flags. */
    get: (id: number) => fetch<ResultOf<'tickets.get'>>(`${base}/${id}`),
    /** Changes a ticket: text by its requester, everything (status, assignee, priority, policy) by its admins. */
    update: (id: number, body: BodyOf<'tickets.update'>) =>
      fetch<ResultOf<'tickets.update'>>(`${base}/${id}`, { method: 'PUT', body }),
    /** The thread, oldest first. */
    comments: (id: number) => fetch<ResultOf<'tickets.comments'>>(`${base}/${id}/comments`),
    /** Adds a plain-text comment. */
    addComment: (id: number, body: BodyOf<'tickets.addComment'>) =>
      fetch<ResultOf<'tickets.addComment'>>(`${base}/${id}/comments`, { method: 'POST', body }),
    /** Status, priority and assignee changes, oldest first. */
    history: (id: number) => fetch<ResultOf<'tickets.history'>>(`${base}/${id}/history`),
    /** Who may be assigned the ticket. */
    assignees: (id: number) => fetch<ResultOf<'tickets.assignees'>>(`${base}/${id}/assignees`),
    /** Counts, breaches, mean times and a daily trend for a scope (`from`/`to` as YYYY-MM-DD). */
    dashboard: (query: TicketDashboardQuery = {}) =>
      fetch<ResultOf<'tickets.dashboard'>>('/support/ticket-dashboard', {
        // Not a list: no default sort, only the values given.
        query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')),
      }),
  };
}

/** The typed ticket calls. */
export type TicketCalls = ReturnType<typeof createTicketCalls>;
