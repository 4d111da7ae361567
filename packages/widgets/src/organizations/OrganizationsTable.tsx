import { useMemo } from 'react';
import type { Allowance } from '../actions/Allowance';
import { useNavigationOrAnchors } from '../provider/useLink';
import { formatDate } from '../table/formatDate';
import { type ResourceListProps, ResourceTable } from '../table/ResourceTable';
import { deleteAction, editAction } from '../table/rowActions';
import type { DataTableColumn } from '../table/types';
import type { OrganizationRow } from './types';

export interface OrganizationsTableProps<T extends OrganizationRow> extends ResourceListProps<T> {
  /** Where an organization's name links to, e.g. its update route. */
  organizationHref?: ((organization: T) => string) | undefined;
  /** Shows "Create organization"; `canCreate` (default allowed) gates it by role. */
  onCreate?: (() => void) | undefined;
  canCreate?: Allowance | undefined;
  onEdit?: ((organization: T) => void) | undefined;
  canEdit?: ((organization: T) => Allowance) | undefined;
  /** Deletes after confirmation; a rejected promise keeps the dialog open with the error. */
  onDelete?: ((organization: T) => unknown) | undefined;
  canDelete?: ((organization: T) => Allowance) | undefined;
}

const name = (organization: OrganizationRow) => organization.name;

/**
 * The organization list: server-side search, sort (`NAME`, `CREATED_AT`) and paging, with create, edit and delete
 * as the role allows. The list state is controlled (`value` / `onValueChange`) or kept by the table.
 */
export function OrganizationsTable<T extends OrganizationRow>(props: OrganizationsTableProps<T>) {
  const { organizationHref, onCreate, canCreate, onEdit, canEdit, onDelete, canDelete, ...list } = props;
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
  const actions = useMemo(
    () => [
      editAction(onEdit, canEdit),
      deleteAction(onDelete, {
        name,
        canDelete,
        consequence: 'Its branches and projects are deleted with it. This cannot be undone.',
      }),
    ],
    [onEdit, canEdit, onDelete, canDelete],
  );
  return (
    <ResourceTable
      {...list}
      label="Organizations"
      searchLabel="Search organizations"
      columns={columns}
      getRowId={(row) => row.id}
      rowName={name}
      create={onCreate && { label: 'Create organization', allow: canCreate, onClick: onCreate }}
      actions={actions}
      emptyTitle="No organizations yet"
      noMatchTitle={({ search }) => `No organization matches “${search.trim()}”`}
    />
  );
}
