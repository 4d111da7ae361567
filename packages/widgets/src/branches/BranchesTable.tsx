import { useMemo } from 'react';
import type { Allowance } from '../actions/Allowance';
import { useNavigationOrAnchors } from '../provider/useLink';
import { formatDate } from '../table/formatDate';
import { type ResourceListProps, ResourceTable } from '../table/ResourceTable';
import { deleteAction, editAction } from '../table/rowActions';
import type { DataTableColumn } from '../table/types';
import type { BranchRow } from './types';

export interface BranchesTableProps<T extends BranchRow> extends ResourceListProps<T> {
  /** Shows the organization column (for super admins listing across organizations). */
  showOrganization?: boolean | undefined;
  branchHref?: ((branch: T) => string) | undefined;
  /** Shows "Create branch"; `canCreate` (default allowed) gates it by role. */
  onCreate?: (() => void) | undefined;
  canCreate?: Allowance | undefined;
  onEdit?: ((branch: T) => void) | undefined;
  canEdit?: ((branch: T) => Allowance) | undefined;
  /** Deletes after confirmation; a rejected promise keeps the dialog open with the error. */
  onDelete?: ((branch: T) => unknown) | undefined;
  canDelete?: ((branch: T) => Allowance) | undefined;
}

const name = (branch: BranchRow) => branch.name;

/** The branch list: server-side search, sort (`NAME`, `CREATED_AT`) and paging; create, edit and delete by role. */
export function BranchesTable<T extends BranchRow>(props: BranchesTableProps<T>) {
  const {
    showOrganization = false,
    branchHref,
    onCreate,
    canCreate,
    onEdit,
    canEdit,
    onDelete,
    canDelete,
    ...list
  } = props;
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
  const actions = useMemo(
    () => [
      editAction(onEdit, canEdit),
      deleteAction(onDelete, {
        name,
        canDelete,
        consequence: 'Its projects and their services are deleted with it. This cannot be undone.',
      }),
    ],
    [onEdit, canEdit, onDelete, canDelete],
  );
  return (
    <ResourceTable
      {...list}
      label="Branches"
      searchLabel="Search branches"
      columns={columns}
      getRowId={(branch) => branch.id}
      rowName={name}
      create={onCreate && { label: 'Create branch', allow: canCreate, onClick: onCreate }}
      actions={actions}
      emptyTitle="No branches yet"
      noMatchTitle={({ search }) => `No branch matches “${search.trim()}”`}
    />
  );
}
