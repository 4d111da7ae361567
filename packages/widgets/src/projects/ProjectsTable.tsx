import { useId, useMemo, useState } from 'react';
import { ActionButton } from '../actions/ActionButton';
import type { Allowance } from '../actions/Allowance';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { useNavigationOrAnchors } from '../provider/useLink';
import type { WidgetError } from '../state/widgetError';
import { StatusBadge } from '../status/StatusBadge';
import { DataTable } from '../table/DataTable';
import { type ListPage, pagePagination } from '../table/pagePagination';
import { SearchInput } from '../table/SearchInput';
import type { DataTableColumn, DataTableSort } from '../table/types';
import type { Appearance } from '../theme/appearance';
import { FavoriteToggle } from './FavoriteToggle';
import { serviceStatusLabel, serviceTone } from './serviceTone';
import type { ProjectRow, ServiceOption } from './types';

export interface ProjectsTableProps<T extends ProjectRow> {
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
  /** Services to filter by (the API's `serviceId`); no filter select without them. */
  services?: readonly ServiceOption[];
  serviceId?: number | null;
  onServiceIdChange?: (serviceId: number | null) => void;
  /** Saves a project's favorite flag; no star column without it. */
  onFavoriteChange?: (project: T, favorite: boolean) => unknown;
  projectHref?: (project: T) => string;
  canCreate?: Allowance;
  onCreate?: () => void;
  canDelete?: (project: T) => Allowance;
  onDelete?: (project: T) => unknown;
  appearance?: Appearance;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The project list: server-side search, sort, paging and service filter, favorites, create and delete by role. */
export function ProjectsTable<T extends ProjectRow>(props: ProjectsTableProps<T>) {
  const { page, search, onSearchChange, services, serviceId = null, onServiceIdChange, appearance } = props;
  const { onFavoriteChange, projectHref, canCreate = false, onCreate, canDelete, onDelete } = props;
  const { Link } = useNavigationOrAnchors();
  const filterId = useId();
  const [deleting, setDeleting] = useState<T | null>(null);

  const columns = useMemo<DataTableColumn<T>[]>(() => {
    const list: DataTableColumn<T>[] = [];
    if (onFavoriteChange)
      list.push({
        id: 'favorite',
        header: 'Favorite',
        width: '5rem',
        cell: (row) => (
          <FavoriteToggle name={row.name} favorite={row.isFavorite} onChange={(on) => onFavoriteChange(row, on)} />
        ),
      });
    list.push(
      {
        id: 'NAME',
        header: 'Name',
        sortable: true,
        cell: (row) => (projectHref ? <Link to={projectHref(row)}>{row.name}</Link> : row.name),
      },
      { id: 'organization', header: 'Organization', cell: (row) => row.organizationName },
      { id: 'branch', header: 'Branch', cell: (row) => row.branchName },
      {
        id: 'services',
        header: 'Services',
        cell: (row) =>
          row.services.length === 0 ? (
            '—'
          ) : (
            <span data-slot="badge-list">
              {row.services.map((service) => (
                <StatusBadge key={service.serviceId} tone={serviceTone(service.status)}>
                  {service.name}
                  <span data-slot="visually-hidden">: {serviceStatusLabel(service.status)}</span>
                </StatusBadge>
              ))}
            </span>
          ),
      },
      {
        id: 'CREATED_AT',
        header: 'Created',
        sortable: true,
        cell: (row) => dateFormat.format(new Date(row.createdAt)),
      },
    );
    if (onDelete && canDelete)
      list.push({
        id: 'actions',
        header: 'Actions',
        align: 'end',
        cell: (row) => (
          <ActionButton
            variant="ghost"
            allow={canDelete(row)}
            aria-label={`Delete ${row.name}`}
            onClick={() => setDeleting(row)}
          >
            Delete
          </ActionButton>
        ),
      });
    return list;
  }, [Link, onFavoriteChange, projectHref, onDelete, canDelete]);

  const toolbar = (
    <>
      <SearchInput label="Search projects" value={search} onChange={onSearchChange} />
      {services && onServiceIdChange ? (
        <div data-slot="table-filter">
          <label htmlFor={filterId}>Service</label>
          <select
            id={filterId}
            value={serviceId ?? ''}
            onChange={(event) => onServiceIdChange(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">All services</option>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {onCreate ? (
        <ActionButton variant="primary" allow={canCreate} onClick={onCreate}>
          Create project
        </ActionButton>
      ) : null}
    </>
  );

  const filtered = search !== '' || serviceId !== null;
  return (
    <>
      <DataTable
        label="Projects"
        columns={columns}
        rows={page?.items}
        getRowId={(row) => row.id}
        loading={props.loading ?? false}
        error={props.error}
        {...(props.onRetry ? { onRetry: props.onRetry } : {})}
        emptyTitle={filtered ? 'No project matches these filters' : 'No projects yet'}
        sort={props.sort}
        onSortChange={props.onSortChange}
        pagination={pagePagination(page, props.onPageChange, props.onPageSizeChange)}
        toolbar={toolbar}
        {...(appearance ? { appearance } : {})}
      />
      {onDelete ? (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={`Delete ${deleting?.name ?? 'project'}?`}
          description="Its services and their data are removed. This cannot be undone."
          confirmLabel="Delete"
          destructive
          onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
          {...(appearance ? { appearance } : {})}
        />
      ) : null}
    </>
  );
}
