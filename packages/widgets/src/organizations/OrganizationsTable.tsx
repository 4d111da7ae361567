import { useMemo } from 'react';
import { useNavigationOrAnchors } from '../provider/useLink';
import { formatDate } from '../table/formatDate';
import { type ResourceActionProps, type ResourceListProps, ResourceTable } from '../table/ResourceTable';
import type { DataTableColumn } from '../table/types';
import type { OrganizationRow } from './types';

export interface OrganizationsTableProps<T extends OrganizationRow>
  extends ResourceListProps<T>,
    ResourceActionProps<T> {
  /** Where an organization's name links to, e.g. its update route. */
  organizationHref?: ((organization: T) => string) | undefined;
}

const name = (organization: OrganizationRow) => organization.name;

/**
 * The organization list: server-side search, sort (`NAME`, `CREATED_AT`) and paging, with create, edit and delete
 * as the role allows. The list state is controlled (`value` / `onValueChange`) or kept by the table.
 */
export function OrganizationsTable<T extends OrganizationRow>({
  organizationHref,
  ...rest
}: OrganizationsTableProps<T>) {
  const { Link } = useNavigationOrAnchors();
  const columns = useMemo<DataTableColumn<T>[]>(
    () => [
      {
        id: 'NAME',
        header: 'Name',
        sortable: true,
        cell: (row) => (organizationHref ? <Link to={organizationHref(row)}>{row.name}</Link> : row.name),
      },
      { id: 'description', header: 'Description', cell: (row) => row.description || '—' },
      { id: 'contactEmail', header: 'Contact', cell: (row) => row.contactEmail ?? '—' },
      { id: 'branchCount', header: 'Branches', align: 'end', cell: (row) => row.branchCount },
      { id: 'projectCount', header: 'Projects', align: 'end', cell: (row) => row.projectCount },
      { id: 'userCount', header: 'Users', align: 'end', cell: (row) => row.userCount },
      { id: 'CREATED_AT', header: 'Created', sortable: true, cell: (row) => formatDate(row.createdAt) },
    ],
    [Link, organizationHref],
  );
  return (
    <ResourceTable
      {...rest}
      label="Organizations"
      searchLabel="Search organizations"
      columns={columns}
      getRowId={(row) => row.id}
      rowName={name}
      createLabel="Create organization"
      deleteConsequence="Its branches and projects are deleted with it. This cannot be undone."
      emptyTitle="No organizations yet"
      noMatchTitle={({ search }) => `No organization matches “${search.trim()}”`}
    />
  );
}
