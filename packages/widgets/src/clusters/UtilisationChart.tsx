import type { UtilisationPoint } from '@console/core';
import { useMemo } from 'react';
import { TimeSeriesChart } from '../charts/TimeSeriesChart';
import type { TimeSeries } from '../charts/timeSeries';
import type { ChartCommonProps } from '../charts/types';
import { type ResourceKind, resourceInfo } from './resources';

export interface UtilisationChartProps extends Omit<ChartCommonProps, 'title' | 'unit'> {
  /** The series' points; `undefined` while the first load runs. */
  points: readonly UtilisationPoint[] | undefined;
  resource: ResourceKind;
  title?: string | undefined;
  timeZone?: string | undefined;
}

/** Capacity, allocation and use of one resource over time: three lines, with a table of every point. */
export function UtilisationChart({ points, resource, title, ...chart }: UtilisationChartProps) {
  const info = resourceInfo(resource);
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
      line('capacity', 'Capacity', 'muted'),
      line('allocated', 'Allocated', 'primary'),
      line('used', 'Used', 'warning'),
    ];
  }, [points, resource]);
  return (
    <TimeSeriesChart
      title={title ?? `${info.label} utilisation`}
      description="Capacity of the cluster, what the workloads in view requested, and what they used."
      emptyTitle="No samples in this range"
      emptyDescription="Choose a range within the last days the sampler recorded."
      {...chart}
      unit={info.unit}
      series={series}
    />
  );
}
