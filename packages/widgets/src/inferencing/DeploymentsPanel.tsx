import type { Deployment } from '@console/core';
import { deploymentListQuery, useConsoleClient, useDeploymentAction, useLiveDeployments } from '@console/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Allowance } from '../actions/Allowance';
import type { DataTableSort } from '../table/types';
import type { Appearance } from '../theme/appearance';
import { DeploymentsTable } from './DeploymentsTable';
import { isSettling } from './deploymentStatus';

/** While a deployment rolls out the list polls too, in case the live stream is down. */
export const SETTLING_POLL_MS = 2000;

export interface DeploymentsPanelProps {
  projectId: number;
  deploymentHref?: (deployment: Deployment) => string;
  canCreate?: Allowance;
  onCreate?: () => void;
  /** Called after a confirmed delete succeeded (toast it). */
  onDeleted?: (deployment: Deployment) => void;
  appearance?: Appearance;
}

/** A project's deployments, inside `ConsoleProvider` with only the project id: search, sort, paging, live status, delete. */
export function DeploymentsPanel({ projectId, onDeleted, ...rest }: DeploymentsPanelProps) {
  const client = useConsoleClient();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  useLiveDeployments(projectId);
  const query = {
    pageIndex,
    pageSize,
    ...(search ? { search } : {}),
    ...(sort
      ? { sortBy: sort.id as 'NAME' | 'CREATED_AT', sortOrder: sort.desc ? ('DESC' as const) : ('ASC' as const) }
      : {}),
  };
  const page = useQuery({
    ...deploymentListQuery(client, projectId, query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((d) => isSettling(d.status)) ? SETTLING_POLL_MS : false),
  });
  const action = useDeploymentAction();
  return (
    <DeploymentsTable
      {...rest}
      page={page.data}
      loading={page.isPending}
      error={page.error}
      onRetry={() => void page.refetch()}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        setPageIndex(0);
      }}
      sort={sort}
      onSortChange={setSort}
      onPageChange={setPageIndex}
      onPageSizeChange={setPageSize}
      onDelete={async (d) => {
        await action.mutateAsync({ kind: 'delete', projectId, id: d.id });
        onDeleted?.(d);
      }}
    />
  );
}
