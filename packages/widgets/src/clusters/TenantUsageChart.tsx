import type { TenantUsage } from '@console/core';
import { useMemo } from 'react';
import { BarChart } from '../charts/BarChart';
import type { BarSeries } from '../charts/barLayout';
import type { ChartCommonProps } from '../charts/types';
import { clusters as clustersEn } from '../i18n/messages/en/clusters';
import { useMessages } from '../i18n/useMessages';
import { type ResourceKind, resourceInfo } from './resources';

export interface TenantUsageChartProps extends Omit<ChartCommonProps, 'title' | 'unit' | 'valueLabel'> {
  /** One row per organization, branch or project; `undefined` while they load. */
  items: readonly TenantUsage[] | undefined;
  resource: ResourceKind;
  title?: string | undefined;
}

/** What each tenant requests now and used over the range (mean and peak), as grouped bars with a table view. */
export function TenantUsageChart({ items, resource, title, ...chart }: TenantUsageChartProps) {
  const messages = useMessages({ clusters: clustersEn });
  const t = messages.clusters.tenants;
  const info = resourceInfo(resource, messages);
  const series = useMemo<readonly BarSeries[]>(
    () => [
      { key: 'allocated', label: t.allocated, tone: 'primary' },
      { key: 'used', label: t.mean, tone: 'warning' },
      { key: 'peak', label: t.peak, tone: 'danger' },
    ],
    [t],
  );
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
      title={title ?? t.title({ resource: info.label, level: level ? t.levels[level] : t.tenant })}
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
      categoryLabel={level ? t.levels[level] : t.tenant}
    />
  );
}
