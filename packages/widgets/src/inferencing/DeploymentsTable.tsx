import type { Deployment } from '@console/core';
import { useMemo, useState } from 'react';
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
import { deploymentStatus, gpuLabel } from './deploymentStatus';

export interface DeploymentsTableProps {
  page: ListPage<Deployment> | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  search: string;
  onSearchChange: (search: string) => void;
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  deploymentHref?: (deployment: Deployment) => string;
  canCreate?: Allowance;
  onCreate?: () => void;
  /** Deletes after a confirmation; no delete column without it. */
  onDelete?: (deployment: Deployment) => unknown;
  appearance?: Appearance;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A project's inference deployments with their live status, model, resources and traffic. */
export function DeploymentsTable(props: DeploymentsTableProps) {
  const { page, deploymentHref, onDelete, canCreate = true, onCreate, appearance } = props;
  const { Link } = useNavigationOrAnchors();
  const [deleting, setDeleting] = useState<Deployment | null>(null);
  const columns = useMemo<DataTableColumn<Deployment>[]>(() => {
    const list: DataTableColumn<Deployment>[] = [
      {
        id: 'NAME',
        header: 'Name',
        sortable: true,
        cell: (d) => (deploymentHref ? <Link to={deploymentHref(d)}>{d.name}</Link> : d.name),
      },
      {
        id: 'status',
        header: 'Status',
        cell: (d) => (
          <span title={d.statusReason ?? undefined}>
            <StatusBadge tone={deploymentStatus[d.status].tone}>{deploymentStatus[d.status].label}</StatusBadge>
          </span>
        ),
      },
      {
        id: 'model',
        header: 'Model',
        cell: (d) =>
          d.sourceType === 'PREDEFINED' ? `${d.predefinedModelName ?? 'Model'} ${d.modelVersion ?? ''}` : d.image,
      },
      { id: 'version', header: 'Version', cell: (d) => `v${d.activeVersion}` },
      {
        id: 'resources',
        header: 'Resources',
        cell: (d) => `${d.replicasMin}–${d.replicasMax} replicas, ${gpuLabel(d.gpuType, d.gpuCount)}`,
      },
      { id: 'requests', header: 'Requests', align: 'end', cell: (d) => d.requestCount.toLocaleString() },
      { id: 'CREATED_AT', header: 'Created', sortable: true, cell: (d) => dateFormat.format(new Date(d.createdAt)) },
    ];
    if (onDelete)
      list.push({
        id: 'actions',
        header: 'Actions',
        align: 'end',
        cell: (d) => (
          <ActionButton variant="ghost" aria-label={`Delete ${d.name}`} onClick={() => setDeleting(d)}>
            Delete
          </ActionButton>
        ),
      });
    return list;
  }, [Link, deploymentHref, onDelete]);

  const toolbar = (
    <>
      <SearchInput label="Search deployments" value={props.search} onChange={props.onSearchChange} />
      {onCreate ? (
        <ActionButton variant="primary" allow={canCreate} onClick={onCreate}>
          Deploy a model
        </ActionButton>
      ) : null}
    </>
  );
  return (
    <>
      <DataTable
        label="Deployments"
        columns={columns}
        rows={page?.items}
        getRowId={(d) => d.id}
        loading={props.loading ?? false}
        error={props.error}
        {...(props.onRetry ? { onRetry: props.onRetry } : {})}
        emptyTitle={props.search ? 'No deployment matches this search' : 'No deployments yet'}
        emptyDescription={props.search ? undefined : 'Deploy a predefined model or a custom image to serve it.'}
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
          title={`Delete ${deleting?.name ?? 'deployment'}?`}
          description="Its endpoint, API keys, versions and uptime windows are removed. This cannot be undone."
          confirmLabel="Delete"
          destructive
          onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
          {...(appearance ? { appearance } : {})}
        />
      ) : null}
    </>
  );
}
