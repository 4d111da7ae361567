import type { Deployment } from '@console/core';
import { type ReactNode, useMemo } from 'react';
import { inferencing as inferencingEn } from '../i18n/messages/en/inferencing';
import { serving as servingEn } from '../i18n/messages/en/serving';
import { useFormat, useMessages } from '../i18n/useMessages';
import { useNavigationOrAnchors } from '../provider/useLink';
import { StatusBadge } from '../status/StatusBadge';
import { type ResourceActionProps, type ResourceListProps, ResourceTable } from '../table/ResourceTable';
import type { DataTableColumn } from '../table/types';
import { deploymentStatus, gpuLabel } from './deploymentStatus';

export interface DeploymentsTableProps extends ResourceListProps<Deployment>, ResourceActionProps<Deployment> {
  deploymentHref?: ((deployment: Deployment) => string) | undefined;
  /** A recent-traffic cell per row (the connected panel gives a sparkline of the last hour). */
  trend?: ((deployment: Deployment) => ReactNode) | undefined;
}

const name = (d: Deployment) => d.name;

/** A project's inference deployments with their live status, model, resources and traffic; deploy and delete by role. */
export function DeploymentsTable(props: DeploymentsTableProps) {
  const { deploymentHref, trend, ...rest } = props;
  const { Link } = useNavigationOrAnchors();
  const messages = useMessages({ inferencing: inferencingEn, serving: servingEn });
  const format = useFormat();
  const i = messages.inferencing;
  const t = i.deployments;
  const columns = useMemo<DataTableColumn<Deployment>[]>(
    () => [
      {
        id: 'NAME',
        header: t.columns.name,
        sortable: true,
        cell: (d) => (deploymentHref ? <Link to={deploymentHref(d)}>{d.name}</Link> : d.name),
      },
      {
        id: 'status',
        header: t.columns.status,
        cell: (d) => (
          <span data-slot="status-stack" title={d.statusReason ?? undefined}>
            <StatusBadge tone={deploymentStatus[d.status].tone}>{i.status[d.status]}</StatusBadge>
            {d.status === 'QUEUED' && d.queueReason ? (
              <small data-slot="status-reason">{i.queueReason[d.queueReason]}</small>
            ) : null}
          </span>
        ),
      },
      {
        id: 'model',
        header: t.columns.model,
        cell: (d) =>
          d.sourceType === 'PREDEFINED' ? `${d.predefinedModelName ?? t.model} ${d.modelVersion ?? ''}` : d.image,
      },
      { id: 'version', header: t.columns.version, cell: (d) => `v${d.activeVersion}` },
      {
        id: 'resources',
        header: t.columns.resources,
        cell: (d) =>
          t.replicas({
            min: format.number(d.replicasMin),
            max: format.number(d.replicasMax),
            gpu: gpuLabel(d.gpuType, d.gpuCount, messages, format.number),
          }),
      },
      { id: 'requests', header: t.columns.requests, align: 'end', cell: (d) => format.number(d.requestCount) },
      ...(trend ? [{ id: 'trend', header: messages.serving.metrics.sparklineColumn, cell: trend }] : []),
      { id: 'CREATED_AT', header: t.columns.created, sortable: true, cell: (d) => format.date(d.createdAt) },
    ],
    [Link, deploymentHref, trend, i, t, format, messages],
  );
  return (
    <ResourceTable
      {...rest}
      label={t.label}
      searchLabel={t.search}
      columns={columns}
      getRowId={(d) => d.id}
      rowName={name}
      createLabel={t.create}
      deleteConsequence={t.deleteConsequence}
      emptyTitle={t.empty}
      emptyDescription={rest.onCreate ? t.emptyHelp : t.emptyShared}
      noMatchTitle={t.noMatch}
    />
  );
}
