import type { ClusterNode } from '@console/core';
import { useMemo } from 'react';
import { BarChart } from '../charts/BarChart';
import type { BarSeries } from '../charts/barLayout';
import type { ChartCommonProps } from '../charts/types';
import { type ResourceKind, resourceInfo } from './resources';

export interface NodeAllocationChartProps extends Omit<ChartCommonProps, 'title' | 'unit'> {
  /** The cluster's nodes; `undefined` while they load. */
  nodes: readonly ClusterNode[] | undefined;
  resource: ResourceKind;
  title?: string | undefined;
}

const series: readonly BarSeries[] = [
  { key: 'capacity', label: 'Capacity', tone: 'muted' },
  { key: 'allocated', label: 'Allocated', tone: 'primary' },
  { key: 'available', label: 'Free', tone: 'success' },
];

const statusText: Record<ClusterNode['status'], string> = {
  READY: '',
  CORDONED: ' (cordoned)',
  NOT_READY: ' (down)',
};

/** Capacity, allocation and free room of one resource per node, as horizontal bars with a table view. */
export function NodeAllocationChart({ nodes, resource, title, ...chart }: NodeAllocationChartProps) {
  const info = resourceInfo(resource);
  const data = useMemo(
    () =>
      nodes?.map((n) => ({
        id: String(n.id),
        label: `${n.name}${statusText[n.status]}`,
        values: { capacity: n.capacity[resource], allocated: n.allocated[resource], available: n.available[resource] },
      })),
    [nodes, resource],
  );
  return (
    <BarChart
      title={title ?? `${info.label} allocation per node`}
      description="Capacity of each node, what the workloads in view requested, and what is free for the next one."
      emptyTitle="No nodes"
      emptyDescription="Nodes appear here once they join the cluster."
      {...chart}
      unit={info.unit}
      data={data}
      series={series}
      layout="grouped"
      orientation="horizontal"
      categoryLabel="Node"
    />
  );
}
