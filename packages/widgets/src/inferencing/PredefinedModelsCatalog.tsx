import type { PredefinedModel } from '@console/core';
import { useMemo } from 'react';
import { ActionButton } from '../actions/ActionButton';
import type { WidgetError } from '../state/widgetError';
import { StatusBadge } from '../status/StatusBadge';
import { DataTable } from '../table/DataTable';
import { type ListPage, pagePagination } from '../table/pagePagination';
import { SearchInput } from '../table/SearchInput';
import type { DataTableColumn } from '../table/types';
import type { Appearance } from '../theme/appearance';
import { gpuLabel, taskLabel } from './deploymentStatus';

export interface PredefinedModelsCatalogProps {
  page: ListPage<PredefinedModel> | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  search: string;
  onSearchChange: (search: string) => void;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** Opens the create form prefilled with this model; no Deploy column without it. */
  onDeploy?: (model: PredefinedModel) => void;
  appearance?: Appearance;
}

const sizeFormat = (mb: number) => (mb >= 1024 ? `${(mb / 1024).toFixed(1)} GB` : `${mb} MB`);

/** The predefined-model catalog: task, framework, size, versions, default resources, and Deploy. */
export function PredefinedModelsCatalog(props: PredefinedModelsCatalogProps) {
  const { onDeploy, appearance } = props;
  const columns = useMemo<DataTableColumn<PredefinedModel>[]>(() => {
    const list: DataTableColumn<PredefinedModel>[] = [
      {
        id: 'name',
        header: 'Model',
        cell: (m) => (
          <span>
            <strong>{m.name}</strong>
            <br />
            <small>{m.description}</small>
          </span>
        ),
      },
      { id: 'task', header: 'Task', cell: (m) => <StatusBadge tone="info">{taskLabel[m.task] ?? m.task}</StatusBadge> },
      { id: 'framework', header: 'Framework', cell: (m) => `${m.framework} on ${m.backend}` },
      { id: 'size', header: 'Size', align: 'end', cell: (m) => sizeFormat(m.sizeMb) },
      { id: 'versions', header: 'Versions', cell: (m) => m.versions.join(', ') },
      {
        id: 'resources',
        header: 'Default resources',
        cell: (m) => gpuLabel(m.defaultResources.gpuType, m.defaultResources.gpuCount),
      },
    ];
    if (onDeploy)
      list.push({
        id: 'deploy',
        header: 'Actions',
        align: 'end',
        cell: (m) => (
          <ActionButton variant="primary" aria-label={`Deploy ${m.name}`} onClick={() => onDeploy(m)}>
            Deploy
          </ActionButton>
        ),
      });
    return list;
  }, [onDeploy]);
  return (
    <DataTable
      label="Predefined models"
      columns={columns}
      rows={props.page?.items}
      getRowId={(m) => m.id}
      loading={props.loading ?? false}
      error={props.error}
      {...(props.onRetry ? { onRetry: props.onRetry } : {})}
      emptyTitle={props.search ? 'No model matches this search' : 'The catalog is empty'}
      pagination={pagePagination(props.page, props.onPageChange, props.onPageSizeChange)}
      toolbar={<SearchInput label="Search models" value={props.search} onChange={props.onSearchChange} />}
      {...(appearance ? { appearance } : {})}
    />
  );
}
