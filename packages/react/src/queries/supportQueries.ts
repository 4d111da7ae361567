import type { TicketDashboardQuery } from '@console/core';
import type { ConsoleClient } from '@console/core/client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Api, Body, Query } from './apiTypes';
import { useRefetchOnNotices } from './liveUpdates';
import { useApiMutation } from './useApiMutation';

/** Query keys of the support desk, for invalidation. */
export const supportKeys = {
  all: ['support'] as const,
  tickets: () => [...supportKeys.all, 'tickets'] as const,
  ticketList: (query: object) => [...supportKeys.tickets(), 'list', query] as const,
  ticket: (id: number) => [...supportKeys.tickets(), 'detail', id] as const,
  ticketPart: (id: number, part: 'comments' | 'history' | 'assignees') => [...supportKeys.ticket(id), part] as const,
  dashboard: (query: object) => [...supportKeys.all, 'dashboard', query] as const,
  policies: () => [...supportKeys.all, 'sla'] as const,
  policyList: (query: object) => [...supportKeys.policies(), 'list', query] as const,
  policy: (id: number) => [...supportKeys.policies(), 'detail', id] as const,
};

/** A page of tickets (scope, status, priority, assignee, breached, mine, search, paging); the last page stays while the next loads. */
export function ticketListQuery(client: ConsoleClient, query: Query<Api['tickets']['list']> = {}) {
  return queryOptions({
    queryKey: supportKeys.ticketList(query),
    queryFn: () => client.api.tickets.list(query),
    placeholderData: keepPreviousData,
  });
}
/** One ticket with its due times and breach flags. */
export function ticketQuery(client: ConsoleClient, id: number) {
  return queryOptions({ queryKey: supportKeys.ticket(id), queryFn: () => client.api.tickets.get(id) });
}
/** A ticket's thread, oldest first. */
export function ticketCommentsQuery(client: ConsoleClient, id: number) {
  return queryOptions({
    queryKey: supportKeys.ticketPart(id, 'comments'),
    queryFn: () => client.api.tickets.comments(id),
  });
}
/** A ticket's status, priority and assignee changes. */
export function ticketHistoryQuery(client: ConsoleClient, id: number) {
  return queryOptions({
    queryKey: supportKeys.ticketPart(id, 'history'),
    queryFn: () => client.api.tickets.history(id),
  });
}
/** Who may be assigned a ticket (only its admins may ask). */
export function ticketAssigneesQuery(client: ConsoleClient, id: number) {
  return queryOptions({
    queryKey: supportKeys.ticketPart(id, 'assignees'),
    queryFn: () => client.api.tickets.assignees(id),
  });
}
/** The ticket dashboard of a scope over a date range. */
export function ticketDashboardQuery(client: ConsoleClient, query: TicketDashboardQuery = {}) {
  return queryOptions({
    queryKey: supportKeys.dashboard(query),
    queryFn: () => client.api.tickets.dashboard(query),
    placeholderData: keepPreviousData,
  });
}
/** A page of SLA policies. */
export function slaPolicyListQuery(client: ConsoleClient, query: Query<Api['sla']['list']> = {}) {
  return queryOptions({ queryKey: supportKeys.policyList(query), queryFn: () => client.api.sla.list(query) });
}
/** One SLA policy. */
export function slaPolicyQuery(client: ConsoleClient, id: number) {
  return queryOptions({ queryKey: supportKeys.policy(id), queryFn: () => client.api.sla.get(id) });
}

// A ticket change moves lists, the dashboard and the ticket itself.
const ticketsAndDashboard = () => [supportKeys.all];

/** Opens a ticket. */
export function useCreateTicket() {
  return useApiMutation((api, body: Body<Api['tickets']['create']>) => api.tickets.create(body), ticketsAndDashboard);
}
/** Changes a ticket (status, assignee, priority, policy, text). */
export function useUpdateTicket() {
  return useApiMutation(
    (api, { id, body }: { id: number; body: Body<Api['tickets']['update']> }) => api.tickets.update(id, body),
    ticketsAndDashboard,
  );
}
/** Adds a plain-text comment to a ticket. */
export function useAddTicketComment() {
  return useApiMutation(
    (api, { id, body }: { id: number; body: string }) => api.tickets.addComment(id, { body }),
    ({ id }) => [supportKeys.ticket(id), supportKeys.tickets(), [...supportKeys.all, 'dashboard']],
  );
}
/** Creates an SLA policy. */
export function useCreateSlaPolicy() {
  return useApiMutation(
    (api, body: Body<Api['sla']['create']>) => api.sla.create(body),
    () => [supportKeys.all],
  );
}
/** Changes an SLA policy; due times of its tickets follow, so tickets refetch too. */
export function useUpdateSlaPolicy() {
  return useApiMutation(
    (api, { id, body }: { id: number; body: Body<Api['sla']['update']> }) => api.sla.update(id, body),
    () => [supportKeys.all],
  );
}
/** Deletes an SLA policy. */
export function useDeleteSlaPolicy() {
  return useApiMutation(
    (api, id: number) => api.sla.remove(id),
    () => [supportKeys.all],
  );
}

/**
 * Keeps the support desk live while mounted: a ticket notification on the stream (a comment, a status
 * change, an assignment, a breach) refetches the tickets and the dashboard on screen, so a thread
 * shows a new comment without a reload. The stream itself is connected by `useLiveNotifications`.
 */
export function useTicketLiveUpdates(): void {
  useRefetchOnNotices('ticket.', supportKeys.all);
}
