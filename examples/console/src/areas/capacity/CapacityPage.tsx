import type { QuotaScope } from '@console/core';
import { useSelection } from '@console/react';
import { EmptyState } from '@console/widgets';
import { CapacityBoardPanel } from '@console/widgets/capacity';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/** Whose board a module shows: the platform's, or the selected organization's, branch's or project's. */
function boardScopeOf(base: string, selection: ReturnType<typeof useSelection>['selection']): QuotaScope | null {
  if (base === '/super-admin') return {};
  if (base === '/org-module') return selection.organization ? { organizationId: selection.organization.id } : null;
  if (base === '/branch-module') return selection.branch ? { branchId: selection.branch.id } : null;
  return selection.project ? { projectId: selection.project.id } : null;
}

/**
 * Capacity in every module: quota, allocated, used and free per tenant one level down (per workload in a project),
 * and the workloads that cannot start yet with why and their place in the queue. A member sees their own work.
 */
export function CapacityPage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { selection } = useSelection();
  const scope = boardScopeOf(base, selection);
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.capacity} />
      {scope === null ? (
        <EmptyState title={t.empty.nothingSelected} description={t.empty.chooseClusterScope} />
      ) : (
        <CapacityBoardPanel key={JSON.stringify(scope)} scope={scope} />
      )}
    </section>
  );
}
