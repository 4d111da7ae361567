import type { CostScope } from '@console/core';
import { useSelection } from '@console/react';
import { EmptyState } from '@console/widgets';
import { CostPanel, PriceListPanel } from '@console/widgets/costs';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/** Whose costs a module shows: the platform's, or the selected organization's, branch's or project's. */
function costScopeOf(base: string, selection: ReturnType<typeof useSelection>['selection']): CostScope | null {
  if (base === '/super-admin') return {};
  if (base === '/org-module') return selection.organization ? { organizationId: selection.organization.id } : null;
  if (base === '/branch-module') return selection.branch ? { branchId: selection.branch.id } : null;
  if (base === '/project-module') return selection.project ? { projectId: selection.project.id } : null;
  return null;
}

/**
 * Costs in the super-admin, org, branch and project modules: the scope's costs one level down with its budget,
 * forecast and export; the super admin also keeps the price list here.
 */
export function CostsPage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { selection } = useSelection();
  const scope = costScopeOf(base, selection);
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.costs} />
      {scope === null ? (
        <EmptyState title={t.empty.nothingSelected} description={t.empty.chooseClusterScope} />
      ) : (
        <div className="flex flex-col gap-4">
          <CostPanel key={JSON.stringify(scope)} scope={scope} />
          {base === '/super-admin' ? <PriceListPanel /> : null}
        </div>
      )}
    </section>
  );
}
