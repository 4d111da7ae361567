import type { QuotaRequestListQuery, QuotaScope } from '@console/core';
import type { ConsoleClient } from '@console/core/client';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConsoleClient } from '../ConsoleContext';
import type { Api, Body } from './apiTypes';
import { useApiMutation } from './useApiMutation';

/** Query keys of quotas and quota requests, for invalidation. */
export const quotaKeys = {
  all: ['quotas'] as const,
  quota: (scope: QuotaScope) => [...quotaKeys.all, 'quota', scope] as const,
  boards: () => [...quotaKeys.all, 'board'] as const,
  board: (scope: QuotaScope) => [...quotaKeys.boards(), scope] as const,
  requests: () => [...quotaKeys.all, 'requests'] as const,
  requestList: (query: object) => [...quotaKeys.requests(), 'list', query] as const,
  request: (id: number) => [...quotaKeys.requests(), 'detail', id] as const,
};

/** A tenant's quota (the most specific of project, branch and organization given), what it handed down, and its headroom. */
export function tenantQuotaQuery(client: ConsoleClient, scope: QuotaScope) {
  return queryOptions({ queryKey: quotaKeys.quota(scope), queryFn: () => client.api.quotas.get(scope) });
}
/** How often an open capacity board looks again: the queue and use move without notices. */
const BOARD_REFRESH_MS = 10_000;

/**
 * The capacity board of a tier (the platform without ids): quota, allocated, used and free per tenant one level
 * down, and the workloads waiting in the capacity queue; refreshed every ten seconds while shown.
 */
export function capacityBoardQuery(client: ConsoleClient, scope: QuotaScope = {}) {
  return queryOptions({
    queryKey: quotaKeys.board(scope),
    queryFn: () => client.api.quotas.board(scope),
    refetchInterval: BOARD_REFRESH_MS,
  });
}
/** A page of quota requests the caller made or may decide; the last page stays while the next loads. */
export function quotaRequestListQuery(client: ConsoleClient, query: QuotaRequestListQuery = {}) {
  return queryOptions({
    queryKey: quotaKeys.requestList(query),
    queryFn: () => client.api.quotas.requests(query),
    placeholderData: keepPreviousData,
  });
}
/** One quota request with its steps. */
export function quotaRequestQuery(client: ConsoleClient, id: number) {
  return queryOptions({ queryKey: quotaKeys.request(id), queryFn: () => client.api.quotas.getRequest(id) });
}

// A decision may change quotas as well as the request: everything under `quotas` refetches.
const everything = () => [quotaKeys.all];

/** Sets a tenant's quota (admins above it); quotas and boards refetch. */
export function useSetQuota() {
  return useApiMutation((api, body: Body<Api['quotas']['set']>) => api.quotas.set(body), everything);
}
/** Asks for more quota for a project. */
export function useRequestQuota() {
  return useApiMutation((api, body: Body<Api['quotas']['request']>) => api.quotas.request(body), everything);
}
/** Approves (in full or in part) or declines the step a quota request waits on. */
export function useDecideQuotaRequest() {
  return useApiMutation(
    (api, { id, body }: { id: number; body: Body<Api['quotas']['decide']> }) => api.quotas.decide(id, body),
    everything,
  );
}
/** Withdraws a pending quota request. */
export function useWithdrawQuotaRequest() {
  return useApiMutation((api, id: number) => api.quotas.withdraw(id), everything);
}

/**
 * Keeps quotas and quota requests live while mounted: a quota notification on the stream (a new request
 * to decide, an approval, a decline, an escalation, a withdrawal) refetches them, so a raised quota shows
 * without a reload. The stream itself is connected by `useLiveNotifications`.
 */
export function useQuotaLiveUpdates(): void {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      client.notifications.onMessage((n) => {
        if (n.type.startsWith('quota.')) void queryClient.invalidateQueries({ queryKey: quotaKeys.all });
      }),
    [client, queryClient],
  );
}

/** Notices that change what a capacity board shows: a workload queued, started, stopped, failed or removed. */
const BOARD_NOTICES = ['capacity.', 'notebook.', 'deployment.'];

/**
 * Keeps open capacity boards live while mounted: a notice on the stream that a workload joined the capacity queue,
 * started, stopped or failed (and any quota notice, see `useQuotaLiveUpdates`) refetches them at once instead of at
 * the next ten-second refresh. The stream itself is connected by `useLiveNotifications`.
 */
export function useCapacityLiveUpdates(): void {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      client.notifications.onMessage((n) => {
        if (BOARD_NOTICES.some((prefix) => n.type.startsWith(prefix)))
          void queryClient.invalidateQueries({ queryKey: quotaKeys.boards() });
      }),
    [client, queryClient],
  );
}
