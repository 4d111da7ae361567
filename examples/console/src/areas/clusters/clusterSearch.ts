import type { ClusterScope, Selection } from '@console/core';
import type { ResourceKind } from '@console/widgets/clusters';

/** The cluster overview's state in the URL: the days shown, the cluster and the resource. */
export interface ClusterSearch {
  from?: string | undefined;
  to?: string | undefined;
  cluster?: number | undefined;
  resource?: ResourceKind | undefined;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const resources: readonly string[] = ['gpus', 'cpuCores', 'memoryGiB'];

/** Reads the search params leniently: anything malformed is dropped, so a hand-edited URL falls back to defaults. */
export function validateClusterSearch(search: Record<string, unknown>): ClusterSearch {
  const out: ClusterSearch = {};
  const from = String(search.from ?? '');
  const to = String(search.to ?? '');
  // A range is both ends or neither: one end alone would pair with a default the user never saw.
  if (isoDate.test(from) && isoDate.test(to) && from <= to) {
    out.from = from;
    out.to = to;
  }
  const cluster = Number(search.cluster);
  if (Number.isSafeInteger(cluster) && cluster > 0) out.cluster = cluster;
  if (typeof search.resource === 'string' && resources.includes(search.resource))
    out.resource = search.resource as ResourceKind;
  return out;
}

/** Whose numbers a module shows: the platform, or the selected organization, branch or project; null when none is selected. */
export function clusterScopeOf(base: string, selection: Selection): ClusterScope | null {
  if (base === '/super-admin') return {};
  if (base === '/org-module') return selection.organization ? { organizationId: selection.organization.id } : null;
  if (base === '/branch-module') return selection.branch ? { branchId: selection.branch.id } : null;
  if (base === '/project-module') return selection.project ? { projectId: selection.project.id } : null;
  return null;
}
