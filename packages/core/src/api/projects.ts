import type { $Fetch } from 'ofetch';
import { listQuery } from '../http/listQuery';
import type { BodyOf, QueryOf, ResultOf } from './types';

const base = '/workspace/project';

/** Projects and their services (spec section 7, /workspace/project). */
export function createProjectCalls(fetch: $Fetch) {
  return {
    /** Projects the caller can see: orgId, branchId, serviceId, search, paging. */
    list: (query: QueryOf<'projects.list'> = {}) => fetch<ResultOf<'projects.list'>>(base, { query: listQuery(query) }),
    /** Ids and names for drop-downs. */
    ddl: (query: QueryOf<'projects.ddl'> = {}) => fetch<ResultOf<'projects.ddl'>>(`${base}/ddl`, { query }),
    /** Creates a project in a branch, with services. */
    create: (body: BodyOf<'projects.create'>) => fetch<ResultOf<'projects.create'>>(base, { method: 'POST', body }),
    /** One project with its services. */
    get: (id: number) => fetch<ResultOf<'projects.get'>>(`${base}/${id}`),
    /** Changes a project. */
    update: (id: number, body: BodyOf<'projects.update'>) =>
      fetch<ResultOf<'projects.update'>>(`${base}/${id}`, { method: 'PUT', body }),
    /** Deletes a project. */
    remove: (id: number) => fetch<ResultOf<'projects.delete'>>(`${base}/${id}`, { method: 'DELETE' }),
    /** Members grouped by role. */
    groups: (id: number) => fetch<ResultOf<'projects.groups'>>(`${base}/${id}/groups`),
    /** Services with status and quota; `search` by service name. */
    status: (id: number, search?: string) =>
      fetch<ResultOf<'projects.status'>>(`${base}/${id}/status`, { query: search ? { search } : {} }),
    /** Sets the quota of one service. */
    setQuota: (id: number, body: BodyOf<'projects.setQuota'>) =>
      fetch<ResultOf<'projects.setQuota'>>(`${base}/${id}/status`, { method: 'PUT', body }),
    /** Quota and use of one service. */
    quota: (id: number, serviceId: number) =>
      fetch<ResultOf<'projects.quota'>>(`${base}/${id}/status/${serviceId}/quota`),
    /** Catalogue services the project does not have yet. */
    availableServices: (id: number) => fetch<ResultOf<'projects.availableServices'>>(`${base}/${id}/service`),
    /** Services the project has, with status. */
    currentServices: (id: number) => fetch<ResultOf<'projects.currentServices'>>(`${base}/${id}/service/current`),
    /** Adds a service; it provisions, then becomes READY. */
    addService: (id: number, body: BodyOf<'projects.addService'>) =>
      fetch<ResultOf<'projects.addService'>>(`${base}/${id}/service`, { method: 'POST', body }),
    /** Redeploys a service. */
    redeployService: (id: number, serviceId: number) =>
      fetch<ResultOf<'projects.redeployService'>>(`${base}/${id}/service/redeploy`, {
        method: 'PUT',
        query: { serviceId },
      }),
    /** Removes a service. */
    removeService: (id: number, serviceId: number) =>
      fetch<ResultOf<'projects.removeService'>>(`${base}/${id}/service`, { method: 'DELETE', query: { serviceId } }),
    /** Marks the project as a favorite of the caller, or not. */
    favorite: (id: number, isFavorite: boolean) =>
      fetch<ResultOf<'projects.favorite'>>(`${base}/${id}/favorite`, { method: 'POST', query: { isFavorite } }),
    /** Members with their role. */
    users: (id: number) => fetch<ResultOf<'projects.users'>>(`${base}/${id}/users`),
  };
}
