import { type Deployment, deploymentAbilities } from '@console/core';
import {
  deploymentListQuery,
  deploymentsMetricsQuery,
  useConsoleClient,
  useDeleteDeployment,
  useExportDeployments,
  useLiveDeployments,
} from '@console/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Allowance } from '../actions/Allowance';
import { LIST_SORT_KEYS } from '../panel/listSortKeys';
import { queryListProps } from '../panel/queryListProps';
import { type SaveDownload, useListExport } from '../panel/useListExport';
import { listQueryOf, NO_FILTERS, type NoFilters } from '../table/listState';
import { type ListStateProps, useListState } from '../table/useListState';
import type { Appearance } from '../theme/appearance';
import { DeploymentsTable } from './DeploymentsTable';
import { isSettling } from './deploymentStatus';
import { DeploymentSeriesSparkline, LAST_HOUR } from './metrics/DeploymentSparkline';

/** While a deployment rolls out the list polls too, in case the live stream is down. */
export const SETTLING_POLL_MS = 2000;

/** Deployments per page until the user picks another size. */
const DEPLOYMENTS_PAGE_SIZE = 20;

export interface DeploymentsPanelProps extends ListStateProps<NoFilters> {
  projectId: number;
  deploymentHref?: ((deployment: Deployment) => string) | undefined;
  canCreate?: Allowance | undefined;
  onCreate?: (() => void) | undefined;
  /** Overrides who may delete a deployment; by default those its `callerAccess` lets administer it. */
  canDelete?: ((deployment: Deployment) => Allowance) | undefined;
  /** Called after a confirmed delete succeeded (toast it). */
  onDeleted?: ((deployment: Deployment) => void) | undefined;
  /** Saves the list's CSV export; default: a download in the browser. */
  onDownload?: SaveDownload | undefined;
  appearance?: Appearance | undefined;
}

/** A project's deployments, inside `ConsoleProvider` with only the project id: search, sort, paging, live status, delete. */
export function DeploymentsPanel(props: DeploymentsPanelProps) {
  const { projectId, onDeleted, value, defaultValue, onValueChange, canDelete, onDownload, ...rest } = props;
  const client = useConsoleClient();
  const [list, setList] = useListState(
    { value, defaultValue: { pageSize: DEPLOYMENTS_PAGE_SIZE, ...defaultValue }, onValueChange },
    NO_FILTERS,
  );
  useLiveDeployments(projectId);
  const params = listQueryOf(list, LIST_SORT_KEYS);
  const query = useQuery({
    ...deploymentListQuery(client, projectId, params),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((d) => isSettling(d.status)) ? SETTLING_POLL_MS : false),
  });
  // Each row's calls over the last hour: the page's series in one request, not one per row.
  const ids = query.data?.items.map((d) => d.id) ?? [];
  const metrics = useQuery(deploymentsMetricsQuery(client, useQueryClient(), projectId, ids, LAST_HOUR));
  const trend = (d: Deployment) => <DeploymentSeriesSparkline name={d.name} series={metrics.data?.[d.id]} />;
  const remove = useDeleteDeployment();
  const exporter = useListExport(useExportDeployments(), 'deployments', { projectId, query: params }, onDownload);
  return (
    <DeploymentsTable
      {...rest}
      {...queryListProps(query)}
      {...exporter}
      value={list}
      onValueChange={setList}
      trend={trend}
      canDelete={canDelete ?? ((d) => deploymentAbilities(d).administer)}
      onDelete={async (d) => {
        await remove.mutateAsync({ projectId, id: d.id });
        onDeleted?.(d);
      }}
    />
  );
}
