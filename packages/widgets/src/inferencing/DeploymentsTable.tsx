import type { Deployment } from '@console/core';
import { useMemo } from 'react';
import { useNavigationOrAnchors } from '../provider/useLink';
import { StatusBadge } from '../status/StatusBadge';
import { type ResourceActionProps, type ResourceListProps, ResourceTable } from '../table/ResourceTable';
import type { DataTableColumn } from '../table/types';
import { deploymentStatus, gpuLabel } from './deploymentStatus';

export interface DeploymentsTableProps extends ResourceListProps<Deployment>, ResourceActionProps<Deployment> {
  deploymentHref?: ((deployment: Deployment) => string) | undefined;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const name = (d: Deployment) => d.name;

/** A project's inference deployments with their live status, model, resources and traffic; deploy and delete by role. */
export function DeploymentsTable(props: DeploymentsTableProps) {
  const { deploymentHref, ...rest } = props;
  const { Link } = useNavigationOrAnchors();
  const columns = useMemo<DataTableColumn<Deployment>[]>(
    () => [
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
    ],
    [Link, deploymentHref],
  );
  return (
    <ResourceTable
      {...rest}
      label="Deployments"
      searchLabel="Search deployments"
      columns={columns}
      getRowId={(d) => d.id}
      rowName={name}
      createLabel="Deploy a model"
      deleteConsequence="Its endpoint, API keys, versions and uptime windows are removed. This cannot be undone."
      emptyTitle="No deployments yet"
      emptyDescription={
        rest.onCreate
          ? 'Deploy a predefined model or a custom image to serve it.'
          : 'Deployments you are given access to appear here.'
      }
      noMatchTitle="No deployment matches this search"
    />
  );
}
