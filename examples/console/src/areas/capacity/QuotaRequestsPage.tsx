import type { QuotaScope } from '@console/core';
import { tenantQuotaQuery, useConsoleClient, useSelection } from '@console/react';
import { EmptyState } from '@console/widgets';
import { QuotaRequestsPanel, TenantQuotaPanel } from '@console/widgets/capacity';
import { useQuery } from '@tanstack/react-query';
import { useAreaMessages } from '../../i18n/areaMessages';
import { PageHeading } from '../PageHeading';
import { useModuleBase } from '../useModuleBase';

/** Whose quota and requests a module shows: the platform's requests, or the selected organization's, branch's or project's. */
function quotaScopeOf(base: string, selection: ReturnType<typeof useSelection>['selection']): QuotaScope | null {
  if (base === '/super-admin') return {};
  if (base === '/org-module') return selection.organization ? { organizationId: selection.organization.id } : null;
  if (base === '/branch-module') return selection.branch ? { branchId: selection.branch.id } : null;
  if (base === '/project-module') return selection.project ? { projectId: selection.project.id } : null;
  return null;
}

/**
 * Quota Requests in the super-admin, org, branch and project modules: the scope's quota (what it holds, handed
 * down and has left) above the requests. A project's admins ask for more here; each tier's admins decide the
 * step that waits on them.
 */
export function QuotaRequestsPage() {
  const base = useModuleBase();
  const t = useAreaMessages();
  const { selection } = useSelection();
  const scope = quotaScopeOf(base, selection);
  const client = useConsoleClient();
  // The project's name comes with its quota (the panel below reads the same query).
  const projectId = base === '/project-module' ? selection.project?.id : undefined;
  const projectQuota = useQuery({ ...tenantQuotaQuery(client, { projectId }), enabled: projectId !== undefined });
  const project =
    projectId !== undefined && projectQuota.data ? { id: projectId, name: projectQuota.data.name } : undefined;
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.pages.quotaRequests} />
      {scope === null ? (
        <EmptyState title={t.empty.nothingSelected} description={t.empty.chooseClusterScope} />
      ) : (
        <div className="flex flex-col gap-4">
          {base === '/super-admin' ? null : <TenantQuotaPanel key={JSON.stringify(scope)} scope={scope} />}
          <QuotaRequestsPanel
            key={`requests-${JSON.stringify(scope)}`}
            scope={scope}
            {...(project ? { requestFor: { projectId: project.id, projectName: project.name } } : {})}
          />
        </div>
      )}
    </section>
  );
}
