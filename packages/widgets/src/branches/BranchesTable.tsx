import { useMemo } from 'react';
import { useNavigationOrAnchors } from '../provider/useLink';
import { formatDate } from '../table/formatDate';
import { type ResourceActionProps, type ResourceListProps, ResourceTable } from '../table/ResourceTable';
import type { DataTableColumn } from '../table/types';
import type { BranchRow } from './types';

export interface BranchesTableProps<T extends BranchRow> extends ResourceListProps<T>, ResourceActionProps<T> {
  /** Shows the organization column (for super admins listing across organizations). */
  showOrganization?: boolean | undefined;
  branchHref?: ((branch: T) => string) | undefined;
}

const name = (branch: BranchRow) => branch.name;

/** The branch list: server-side search, sort (`NAME`, `CREATED_AT`) and paging; create, edit and delete by role. */
export function BranchesTable<T extends BranchRow>({
  showOrganization = false,
  branchHref,
  ...rest
}: BranchesTableProps<T>) {
  const { Link } = useNavigationOrAnchors();
  const columns = useMemo<DataTableColumn<T>[]>(
    () => [
      {
        id: 'NAME',
        header: 'Name',
        sortable: true,
        cell: (branch) => (branchHref ? <Link to={branchHref(branch)}>{branch.name}</Link> : branch.name),
      },
      ...(showOrganization ? [{ id: 'organization', header: 'Organization', cell: (b: T) => b.organizationName }] : []),
      { id: 'description', header: 'Description', cell: (b) => b.description || '—' },
      { id: 'location', header: 'Location', cell: (b) => b.location ?? '—' },
      { id: 'projectCount', header: 'Projects', align: 'end', cell: (b) => b.projectCount },
      { id: 'CREATED_AT', header: 'Created', sortable: true, cell: (b) => formatDate(b.createdAt) },
    ],
    [Link, branchHref, showOrganization],
  );
  return (
    <ResourceTable
      {...rest}
      label="Branches"
      searchLabel="Search branches"
      columns={columns}
      getRowId={(branch) => branch.id}
      rowName={name}
      createLabel="Create branch"
      deleteConsequence="Its projects and their services are deleted with it. This cannot be undone."
      emptyTitle="No branches yet"
      noMatchTitle={({ search }) => `No branch matches “${search.trim()}”`}
    />
  );
}
