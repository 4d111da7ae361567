import { useMemo, useState } from 'react';
import { ActionButton } from '../actions/ActionButton';
import type { Allowance } from '../actions/Allowance';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { useNavigationOrAnchors } from '../provider/useLink';
import type { WidgetError } from '../state/widgetError';
import { DataTable } from '../table/DataTable';
import { type ListPage, pagePagination } from '../table/pagePagination';
import { SearchInput } from '../table/SearchInput';
import type { DataTableColumn, DataTableSort } from '../table/types';
import type { Appearance } from '../theme/appearance';
import type { BranchRow } from './types';

export interface BranchesTableProps<T extends BranchRow> {
  page: ListPage<T> | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** Sort by `NAME` or `CREATED_AT`; `null` is the server's default. */
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** Shows the organization column (for super admins listing across organizations). */
  showOrganization?: boolean;
  branchHref?: (branch: T) => string;
  canCreate?: Allowance;
  onCreate?: () => void;
  canDelete?: (branch: T) => Allowance;
  onDelete?: (branch: T) => unknown;
  appearance?: Appearance;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The branch list of an organization: server-side search, sort and paging; create and delete by role. */
export function BranchesTable<T extends BranchRow>(props: BranchesTableProps<T>) {
  const {
    page,
    search,
    showOrganization = false,
    branchHref,
    canCreate = false,
    onCreate,
    canDelete,
    onDelete,
  } = props;
  const { Link } = useNavigationOrAnchors();
  const [deleting, setDeleting] = useState<T | null>(null);

  const columns = useMemo<DataTableColumn<T>[]>(() => {
    const list: DataTableColumn<T>[] = [
      {
        id: 'NAME',
        header: 'Name',
        sortable: true,
        cell: (branch) => (branchHref ? <Link to={branchHref(branch)}>{branch.name}</Link> : branch.name),
      },
    ];
    if (showOrganization) list.push({ id: 'organization', header: 'Organization', cell: (b) => b.organizationName });
    list.push(
      { id: 'description', header: 'Description', cell: (b) => b.description || '—' },
      { id: 'location', header: 'Location', cell: (b) => b.location ?? '—' },
      { id: 'projectCount', header: 'Projects', align: 'end', cell: (b) => b.projectCount },
      { id: 'CREATED_AT', header: 'Created', sortable: true, cell: (b) => dateFormat.format(new Date(b.createdAt)) },
    );
    if (onDelete && canDelete)
      list.push({
        id: 'actions',
        header: 'Actions',
        align: 'end',
        cell: (branch) => (
          <ActionButton
            variant="ghost"
            allow={canDelete(branch)}
            aria-label={`Delete ${branch.name}`}
            onClick={() => setDeleting(branch)}
          >
            Delete
          </ActionButton>
        ),
      });
    return list;
  }, [Link, branchHref, showOrganization, onDelete, canDelete]);

  return (
    <>
      <DataTable
        label="Branches"
        columns={columns}
        rows={page?.items}
        getRowId={(branch) => branch.id}
        loading={props.loading ?? false}
        error={props.error}
        {...(props.onRetry ? { onRetry: props.onRetry } : {})}
        emptyTitle={search ? `No branch matches “${search}”` : 'No branches yet'}
        sort={props.sort}
        onSortChange={props.onSortChange}
        pagination={pagePagination(page, props.onPageChange, props.onPageSizeChange)}
        toolbar={
          <>
            <SearchInput label="Search branches" value={search} onChange={props.onSearchChange} />
            {onCreate ? (
              <ActionButton variant="primary" allow={canCreate} onClick={onCreate}>
                Create branch
              </ActionButton>
            ) : null}
          </>
        }
        {...(props.appearance ? { appearance: props.appearance } : {})}
      />
      {onDelete ? (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={`Delete ${deleting?.name ?? 'branch'}?`}
          description="Its projects and their services are deleted with it. This cannot be undone."
          confirmLabel="Delete"
          destructive
          onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
          {...(props.appearance ? { appearance: props.appearance } : {})}
        />
      ) : null}
    </>
  );
}
