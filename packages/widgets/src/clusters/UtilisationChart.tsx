import type { UtilisationPoint } from '@console/core';
import { useMemo } from 'react';
import { TimeSeriesChart } from '../charts/TimeSeriesChart';
import type { TimeSeries } from '../charts/timeSeries';
import type { ChartCommonProps } from '../charts/types';
import { clusters as clustersEn } from '../i18n/messages/en/clusters';
import { useMessages } from '../i18n/useMessages';
import { type ResourceKind, resourceInfo } from './resources';

export interface UtilisationChartProps extends Omit<ChartCommonProps, 'title' | 'unit' | 'valueLabel'> {
  /** The series' points; `undefined` while the first load runs. */
  points: readonly UtilisationPoint[] | undefined;
  resource: ResourceKind;
  title?: string | undefined;
  timeZone?: string | undefined;
}

/** Capacity, allocation and use of one resource over time: three lines, with a table of every point. */
export function UtilisationChart({ points, resource, title, ...chart }: UtilisationChartProps) {
  const messages = useMessages({ clusters: clustersEn });
  const t = messages.clusters.utilisation;
  const info = resourceInfo(resource, messages);
  const series = useMemo<TimeSeries[] | undefined>(() => {
    if (points === undefined) return undefined;
    if (points.length === 0) return [];
    const line = (
      id: 'capacity' | 'allocated' | 'used',
      label: string,
      tone: NonNullable<TimeSeries['tone']>,
    ): TimeSeries => ({
      id,
      label,
      tone,
      points: points.map((p) => ({ time: Date.parse(p.at), value: p[id][resource] })),
    });
    return [
      line('capacity', t.capacity, 'muted'),
      line('allocated', t.allocated, 'primary'),
      line('used', t.used, 'warning'),
    ];
  }, [points, resource, t]);
  return (
    <TimeSeriesChart
      title={title ?? t.title({ resource: info.label })}
      description={t.description}
      emptyTitle={t.empty}
      emptyDescription={t.emptyHelp}
      variant="card"
      {...chart}
      unit={info.unit}
      valueLabel={info.axis}
      series={series}
    />
  );
}
