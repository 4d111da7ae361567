import type { PredefinedModel } from '@console/core';
import { useMemo } from 'react';
import { ActionButton } from '../actions/ActionButton';
import { common as commonEn } from '../i18n/messages/en/common';
import { inferencing as inferencingEn } from '../i18n/messages/en/inferencing';
import { useFormat, useMessages } from '../i18n/useMessages';
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

/**
 * The predefined-model catalog: task, framework, size, versions, default resources, and Deploy. A model the
 * platform cannot serve says so under its description, with the reason a deployment of it would fail with.
 */
export function PredefinedModelsCatalog(props: PredefinedModelsCatalogProps) {
  const { onDeploy, appearance } = props;
  const messages = useMessages({ common: commonEn, inferencing: inferencingEn });
  const format = useFormat();
  const t = messages.inferencing.catalog;
  const columns = useMemo<DataTableColumn<PredefinedModel>[]>(() => {
    const list: DataTableColumn<PredefinedModel>[] = [
      {
        id: 'name',
        header: t.model,
        cell: (m) => (
          <span>
            <strong>{m.name}</strong>
            <br />
            <small>{m.description}</small>
            {m.unavailableReason ? (
              <span data-slot="catalog-unavailable">
                <br />
                <StatusBadge tone="warning">{t.cannotRunHere}</StatusBadge> <small>{m.unavailableReason}</small>
              </span>
            ) : null}
          </span>
        ),
      },
      { id: 'task', header: t.task, cell: (m) => <StatusBadge tone="info">{taskLabel(m.task, messages)}</StatusBadge> },
      {
        id: 'framework',
        header: t.framework,
        cell: (m) => t.frameworkOn({ framework: m.framework, backend: m.backend }),
      },
      { id: 'size', header: t.size, align: 'end', cell: (m) => format.bytes(m.sizeMb * 1024 * 1024) },
      { id: 'versions', header: t.versions, cell: (m) => m.versions.join(', ') },
      {
        id: 'resources',
        header: t.resources,
        cell: (m) => gpuLabel(m.defaultResources.gpuType, m.defaultResources.gpuCount, messages, format.number),
      },
    ];
    if (onDeploy)
      list.push({
        id: 'deploy',
        header: messages.common.table.actions,
        align: 'end',
        cell: (m) => (
          <ActionButton
            variant="primary"
            aria-label={messages.common.table.rowAction({ action: t.deploy, name: m.name })}
            onClick={() => onDeploy(m)}
          >
            {t.deploy}
          </ActionButton>
        ),
      });
    return list;
  }, [onDeploy, messages, format, t]);
  return (
    <DataTable
      label={t.label}
      columns={columns}
      rows={props.page?.items}
      getRowId={(m) => m.id}
      loading={props.loading ?? false}
      error={props.error}
      {...(props.onRetry ? { onRetry: props.onRetry } : {})}
      emptyTitle={props.search ? t.noMatch : t.empty}
      pagination={pagePagination(props.page, props.onPageChange, props.onPageSizeChange)}
      toolbar={<SearchInput label={t.search} value={props.search} onChange={props.onSearchChange} />}
      {...(appearance ? { appearance } : {})}
    />
  );
}
