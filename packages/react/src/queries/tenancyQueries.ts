import type { ConsoleClient } from '@console/core/client';
import { queryOptions } from '@tanstack/react-query';
import type { Api, Query } from './apiTypes';

/** Query keys of organizations, for invalidation. */
export const organizationKeys = {
  all: ['organizations'] as const,
  list: (query: object) => [...organizationKeys.all, 'list', query] as const,
  detail: (id: number) => [...organizationKeys.all, 'detail', id] as const,
};
/** Query keys of branches, for invalidation. */
export const branchKeys = {
  all: ['branches'] as const,
  list: (query: object) => [...branchKeys.all, 'list', query] as const,
  detail: (id: number) => [...branchKeys.all, 'detail', id] as const,
};

/** A page of organizations. */
export function organizationListQuery(client: ConsoleClient, query: Query<Api['organizations']['list']> = {}) {
  return queryOptions({
    queryKey: organizationKeys.list(query),
    queryFn: () => client.api.organizations.list(query),
  });
}
/** One organization. */
export function organizationQuery(client: ConsoleClient, id: number) {
  return queryOptions({ queryKey: organizationKeys.detail(id), queryFn: () => client.api.organizations.get(id) });
}
/** A page of branches (`organizationId` narrows). */
export function branchListQuery(client: ConsoleClient, query: Query<Api['branches']['list']> = {}) {
  return queryOptions({ queryKey: branchKeys.list(query), queryFn: () => client.api.branches.list(query) });
}
/** One branch. */
export function branchQuery(client: ConsoleClient, id: number) {
  return queryOptions({ queryKey: branchKeys.detail(id), queryFn: () => client.api.branches.get(id) });
}
