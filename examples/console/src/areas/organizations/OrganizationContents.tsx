import { branchListQuery, projectListQuery, useConsoleClient } from '@console/react';
import { BranchesTable, ProjectsTable } from '@console/widgets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useListState } from '../useListState';

/**
 * An organization's branches and projects, linking to their update screens: how a super admin, who has no
 * branch or project lists of their own, reaches `branch/update/{id}` and `project/update/{id}`.
 */
export function OrganizationContents({ organizationId, base }: { organizationId: number; base: string }) {
  const client = useConsoleClient();
  const branchList = useListState(5);
  const projectList = useListState(5);
  const branches = useQuery({
    ...branchListQuery(client, { ...branchList.query, organizationId }),
    placeholderData: keepPreviousData,
  });
  const projects = useQuery({
    ...projectListQuery(client, { ...projectList.query, orgId: organizationId }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">Branches</h2>
        <BranchesTable
          page={branches.data}
          loading={branches.isPending}
          error={branches.error}
          onRetry={() => void branches.refetch()}
          search={branchList.search}
          onSearchChange={branchList.setSearch}
          sort={branchList.sort}
          onSortChange={branchList.setSort}
          onPageChange={branchList.setPageIndex}
          onPageSizeChange={branchList.setPageSize}
          branchHref={(b) => `${base}/branch/update/${b.id}`}
        />
      </div>
      <div>
        <h2 className="mb-2 text-lg font-semibold text-slate-900">Projects</h2>
        <ProjectsTable
          page={projects.data}
          loading={projects.isPending}
          error={projects.error}
          onRetry={() => void projects.refetch()}
          search={projectList.search}
          onSearchChange={projectList.setSearch}
          sort={projectList.sort}
          onSortChange={projectList.setSort}
          onPageChange={projectList.setPageIndex}
          onPageSizeChange={projectList.setPageSize}
          projectHref={(p) => `${base}/project/update/${p.id}`}
        />
      </div>
    </>
  );
}
