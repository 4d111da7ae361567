import type { Api, Query } from './apiTypes';
import { useApiMutation } from './useApiMutation';

/** A project's list export: the project and the list's query (paging is left out). */
type ProjectExport<F extends (projectId: number, query?: never) => unknown> = {
  projectId: number;
  query?: Parameters<F>[1] | undefined;
};

/**
 * Downloads the ticket list with the filters, search and sort in force as a CSV file (every row, not just the
 * page shown); resolves with the file. Nothing is cached or invalidated.
 */
export function useExportTickets() {
  return useApiMutation(
    (api, query: Query<Api['tickets']['export']>) => api.tickets.export(query),
    () => [],
  );
}

/** Downloads the user list of a scope with the filters, search and sort in force as a CSV file. */
export function useExportUsers() {
  return useApiMutation(
    (api, query: Query<Api['users']['export']>) => api.users.export(query),
    () => [],
  );
}

/** Downloads a project's deployment list with the search, status and sort in force as a CSV file. */
export function useExportDeployments() {
  return useApiMutation(
    (api, { projectId, query }: ProjectExport<Api['inferencing']['exportDeployments']>) =>
      api.inferencing.exportDeployments(projectId, query),
    () => [],
  );
}

/** Downloads a project's notebook list with the search, status and sort in force as a CSV file. */
export function useExportNotebooks() {
  return useApiMutation(
    (api, { projectId, query }: ProjectExport<Api['jupyterhub']['export']>) => api.jupyterhub.export(projectId, query),
    () => [],
  );
}
