import type { ApiFetch } from '../http/apiFetch';
import { callsOf } from './callsOf';
import type { BodyOf, QueryOf, ResultOf } from './types';

/** Projects and their services (spec section 7, /workspace/project). */
export interface ProjectCalls {
  /** Projects the caller can see: orgId, branchId, serviceId, search, paging. */
  list(query?: QueryOf<'projects.list'>): Promise<ResultOf<'projects.list'>>;
  /** Ids and names for drop-downs. */
  ddl(query?: QueryOf<'projects.ddl'>): Promise<ResultOf<'projects.ddl'>>;
  /** Creates a project in a branch, with services. */
  create(body: BodyOf<'projects.create'>): Promise<ResultOf<'projects.create'>>;
  /** One project with its services. */
  get(id: number): Promise<ResultOf<'projects.get'>>;
  /** Changes a project. */
  update(id: number, body: BodyOf<'projects.update'>): Promise<ResultOf<'projects.update'>>;
  /** Deletes a project. */
  remove(id: number): Promise<ResultOf<'projects.delete'>>;
  /** Members grouped by role. */
  groups(id: number): Promise<ResultOf<'projects.groups'>>;
  /** Services with status and quota; `search` by service name. */
  status(id: number, search?: string): Promise<ResultOf<'projects.status'>>;
  /** Sets the quota of one service. */
  setQuota(id: number, body: BodyOf<'projects.setQuota'>): Promise<ResultOf<'projects.setQuota'>>;
  /** Quota and use of one service. */
  quota(id: number, serviceId: number): Promise<ResultOf<'projects.quota'>>;
  /** Catalogue services the project does not have yet. */
  availableServices(id: number): Promise<ResultOf<'projects.availableServices'>>;
  /** Services the project has, with status. */
  currentServices(id: number): Promise<ResultOf<'projects.currentServices'>>;
  /** Adds a service; it provisions, then becomes READY. */
  addService(id: number, body: BodyOf<'projects.addService'>): Promise<ResultOf<'projects.addService'>>;
  /** Redeploys a service. */
  redeployService(id: number, serviceId: number): Promise<ResultOf<'projects.redeployService'>>;
  /** Removes a service. */
  removeService(id: number, serviceId: number): Promise<ResultOf<'projects.removeService'>>;
  /** Marks the project as a favorite of the caller, or not. */
  favorite(id: number, isFavorite: boolean): Promise<ResultOf<'projects.favorite'>>;
  /** Members with their role. */
  users(id: number): Promise<ResultOf<'projects.users'>>;
}

/** Projects and their services (spec section 7, /workspace/project). */
export const createProjectCalls = (fetch: ApiFetch) =>
  callsOf<ProjectCalls>(fetch, {
    list: '/workspace/project L',
    ddl: '/workspace/project/ddl Q',
    create: 'POST /workspace/project B',
    get: '/workspace/project/{id}',
    update: 'PUT /workspace/project/{id} B',
    remove: 'DELETE /workspace/project/{id}',
    groups: '/workspace/project/{id}/groups',
    status: '/workspace/project/{id}/status ~search',
    setQuota: 'PUT /workspace/project/{id}/status B',
    quota: '/workspace/project/{id}/status/{serviceId}/quota',
    availableServices: '/workspace/project/{id}/service',
    currentServices: '/workspace/project/{id}/service/current',
    addService: 'POST /workspace/project/{id}/service B',
    redeployService: 'PUT /workspace/project/{id}/service/redeploy ?serviceId',
    removeService: 'DELETE /workspace/project/{id}/service ?serviceId',
    favorite: 'POST /workspace/project/{id}/favorite ?isFavorite',
    users: '/workspace/project/{id}/users',
  });
