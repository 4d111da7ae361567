import type { ClusterNode } from '@console/core';
import { useMemo } from 'react';
import { BarChart } from '../charts/BarChart';
import type { BarSeries } from '../charts/barLayout';
import type { ChartCommonProps } from '../charts/types';
import { clusters as clustersEn } from '../i18n/messages/en/clusters';
import { useMessages } from '../i18n/useMessages';
import { type ResourceKind, resourceInfo } from './resources';

export interface NodeAllocationChartProps extends Omit<ChartCommonProps, 'title' | 'unit' | 'valueLabel'> {
  /** The cluster's nodes; `undefined` while they load. */
  nodes: readonly ClusterNode[] | undefined;
  resource: ResourceKind;
  title?: string | undefined;
}

/** Capacity, allocation and free room of one resource per node, as horizontal bars with a table view. */
export function NodeAllocationChart({ nodes, resource, title, ...chart }: NodeAllocationChartProps) {
  const messages = useMessages({ clusters: clustersEn });
  const t = messages.clusters.nodes;
  const info = resourceInfo(resource, messages);
  const series = useMemo<readonly BarSeries[]>(
    () => [
      { key: 'capacity', label: t.capacity, tone: 'muted' },
      { key: 'allocated', label: t.allocated, tone: 'primary' },
      { key: 'available', label: t.free, tone: 'success' },
    ],
    [t],
  );
  const data = useMemo(
    () =>
      nodes?.map((n) => ({
        id: String(n.id),
        label: n.name + t.status[n.status],
        values: { capacity: n.capacity[resource], allocated: n.allocated[resource], available: n.available[resource] },
      })),
    [nodes, resource, t],
  );
  return (
    <BarChart
      title={title ?? t.title({ resource: info.label })}
      description={t.description}
      emptyTitle={t.empty}
      emptyDescription={t.emptyHelp}
      variant="card"
      {...chart}
      unit={info.unit}
      valueLabel={info.axis}
      data={data}
      series={series}
      layout="grouped"
      orientation="horizontal"
      categoryLabel="Node"
    />
  );
}
