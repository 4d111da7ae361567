import { branchListQuery, organizationListQuery, projectQuery, selectionAtom } from '@console/react';
import { DEFAULT_PAGE_SIZE } from '@console/widgets/table';
import type { RouterContext } from '../routerContext';

/** The page a list panel opens on (no search, filter or sort of its own): what its first query asks for. */
const FIRST_PAGE = { pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE } as const;

/**
 * Loader of the organizations page: the list's first page is requested as soon as the module guard has passed,
 * beside the page's code, instead of after that code has loaded and rendered. The panel's own query reads the
 * same cache entry (and, as always on mount, revalidates it).
 */
export function prefetchOrganizations({ client, queryClient }: RouterContext): void {
  void queryClient.prefetchQuery(organizationListQuery(client, FIRST_PAGE));
}

/** Loader of the branches pages: as {@link prefetchOrganizations}, for the selected organization's branches. */
export function prefetchBranches({ client, queryClient, store }: RouterContext): void {
  const organizationId = store.get(selectionAtom).organization?.id;
  if (organizationId === undefined) return;
  void queryClient.prefetchQuery(branchListQuery(client, { ...FIRST_PAGE, organizationId }));
}

/**
 * Loader of the project panels: the selected project, as the panel's page asks for it (its services are the panel's
 * first tab). The members, in a tab of their own, are asked for once the first screen has painted (or when their tab
 * is open): not beside the project, whose answer the first screen waits for.
 */
export function prefetchProjectPanel({ client, queryClient, store }: RouterContext): void {
  const projectId = store.get(selectionAtom).project?.id;
  if (projectId === undefined) return;
  void queryClient.prefetchQuery(projectQuery(client, projectId));
}
