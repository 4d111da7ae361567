import { deploymentMetricsQuery, deploymentTimelineQuery, useConsoleClient } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DateRange } from '../../date/dateRules';
import { todayIso } from '../../date/isoDate';
import { useControllableState } from '../../hooks/useControllableState';
import type { Appearance } from '../../theme/appearance';
import { DeploymentMetrics } from './DeploymentMetrics';
import { defaultMetricsDates, metricsWindowOf } from './metricsDates';

export interface DeploymentMetricsPanelProps {
  projectId: number;
  deploymentId: number;
  /** Whole days; give `dates` + `onDatesChange` to keep the range in a URL. Today by default. */
  dates?: DateRange | undefined;
  onDatesChange?: ((dates: DateRange) => void) | undefined;
  timeZone?: string | undefined;
  appearance?: Appearance | undefined;
}

/**
 * A deployment's metrics inside `ConsoleProvider`, from its ids: calls, p50/p95 latency and errors over a range of
 * days, refreshed every 30 s while the range runs to today, with the timeline's pauses and rollouts marked.
 */
export function DeploymentMetricsPanel({
  projectId,
  deploymentId,
  timeZone,
  appearance,
  ...props
}: DeploymentMetricsPanelProps) {
  const client = useConsoleClient();
  const today = todayIso();
  const [dates, setDates] = useControllableState({
    value: props.dates,
    defaultValue: defaultMetricsDates(today),
    onChange: props.onDatesChange,
  });
  const window = useMemo(() => metricsWindowOf(dates, today), [dates, today]);
  const metrics = useQuery({
    ...deploymentMetricsQuery(client, projectId, deploymentId, window ?? { from: '', to: '' }),
    enabled: window !== undefined,
  });
  const timeline = useQuery(deploymentTimelineQuery(client, projectId, deploymentId));
  return (
    <DeploymentMetrics
      metrics={metrics.data}
      loading={metrics.isFetching || (metrics.isPending && window !== undefined)}
      error={metrics.error}
      onRetry={() => void metrics.refetch()}
      events={timeline.data}
      dates={dates}
      onDatesChange={setDates}
      today={today}
      timeZone={timeZone}
      appearance={appearance}
    />
  );
}
