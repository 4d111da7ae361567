import type { TenantUsage } from '@console/core';
import { useMemo } from 'react';
import { BarChart } from '../charts/BarChart';
import type { BarSeries } from '../charts/barLayout';
import type { ChartCommonProps } from '../charts/types';
import { type ResourceKind, resourceInfo } from './resources';

export interface TenantUsageChartProps extends Omit<ChartCommonProps, 'title' | 'unit'> {
  /** One row per organization, branch or project; `undefined` while they load. */
  items: readonly TenantUsage[] | undefined;
  resource: ResourceKind;
  title?: string | undefined;
}

const series: readonly BarSeries[] = [
  { key: 'allocated', label: 'Allocated now', tone: 'primary' },
  { key: 'used', label: 'Mean use', tone: 'warning' },
  { key: 'peak', label: 'Peak use', tone: 'danger' },
];

const levelName = { organization: 'Organization', branch: 'Branch', project: 'Project' } as const;

/** What each tenant requests now and used over the range (mean and peak), as grouped bars with a table view. */
export function TenantUsageChart({ items, resource, title, ...chart }: TenantUsageChartProps) {
  const info = resourceInfo(resource);
  const level = items?.[0]?.level;
  const data = useMemo(
    () =>
      items?.map((t) => ({
        id: `${t.level}-${t.id}`,
        label: t.name,
        values: { allocated: t.allocated[resource], used: t.used[resource], peak: t.peak[resource] },
      })),
    [items, resource],
  );
  return (
    <BarChart
      title={title ?? `${info.label} usage per ${level ? levelName[level].toLowerCase() : 'tenant'}`}
      description="What each one requests now, and its mean and peak use over the range."
      emptyTitle="No usage"
      emptyDescription="Nothing in view requested resources in this range."
      {...chart}
      unit={info.unit}
      data={data}
      series={series}
      layout="grouped"
      orientation="horizontal"
      categoryLabel={level ? levelName[level] : 'Tenant'}
    />
  );
}
