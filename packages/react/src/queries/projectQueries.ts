import type { ConsoleClient } from '@console/core/client';
import { queryOptions } from '@tanstack/react-query';
import type { Api, Query } from './apiTypes';

/** Query keys of projects, for invalidation. */
export const projectKeys = {
  all: ['projects'] as const,
  list: (query: object) => [...projectKeys.all, 'list', query] as const,
  ddl: (query: object) => [...projectKeys.all, 'ddl', query] as const,
  detail: (id: number) => [...projectKeys.all, 'detail', id] as const,
  part: (id: number, part: string, ...rest: unknown[]) => [...projectKeys.detail(id), part, ...rest] as const,
};

/** A page of projects (orgId, branchId, serviceId, search). */
export function projectListQuery(client: ConsoleClient, query: Query<Api['projects']['list']> = {}) {
  return queryOptions({ queryKey: projectKeys.list(query), queryFn: () => client.api.projects.list(query) });
}
/** Project ids and names for drop-downs. */
export function projectDdlQuery(client: ConsoleClient, query: Query<Api['projects']['ddl']> = {}) {
  return queryOptions({ queryKey: projectKeys.ddl(query), queryFn: () => client.api.projects.ddl(query) });
}
/** One project with its services. */
export function projectQuery(client: ConsoleClient, id: number) {
  return queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => client.api.projects.get(id) });
}
/** A project's members grouped by role. */
export function projectGroupsQuery(client: ConsoleClient, id: number) {
  return queryOptions({ queryKey: projectKeys.part(id, 'groups'), queryFn: () => client.api.projects.groups(id) });
}
/** A project's services with status and quota. */
export function projectStatusQuery(client: ConsoleClient, id: number, search?: string) {
  return queryOptions({
    queryKey: projectKeys.part(id, 'status', search ?? ''),
    queryFn: () => client.api.projects.status(id, search),
  });
}
/** Quota and use of one service of a project. */
export function projectQuotaQuery(client: ConsoleClient, id: number, serviceId: number) {
  return queryOptions({
    queryKey: projectKeys.part(id, 'quota', serviceId),
    queryFn: () => client.api.projects.quota(id, serviceId),
  });
}
/** Catalogue services the project does not have yet. */
export function projectAvailableServicesQuery(client: ConsoleClient, id: number) {
  return queryOptions({
    queryKey: projectKeys.part(id, 'available-services'),
    queryFn: () => client.api.projects.availableServices(id),
  });
}
/** Services the project has, with status. */
export function projectCurrentServicesQuery(client: ConsoleClient, id: number) {
  return queryOptions({
    queryKey: projectKeys.part(id, 'current-services'),
    queryFn: () => client.api.projects.currentServices(id),
  });
}
/** A project's members with their role. */
export function projectUsersQuery(client: ConsoleClient, id: number) {
  return queryOptions({ queryKey: projectKeys.part(id, 'users'), queryFn: () => client.api.projects.users(id) });
}
