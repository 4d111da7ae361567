import type { ClusterScope } from '@console/core';
import { clusterListQuery, clusterSeriesQuery, clusterUsageQuery, useConsoleClient } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DateRange } from '../date/dateRules';
import { todayIso } from '../date/isoDate';
import { useControllableState } from '../hooks/useControllableState';
import { ClusterOverview, type ClusterOverviewProps } from './ClusterOverview';
import { clusterRangeOf, defaultClusterDates } from './clusterRange';

export interface ClusterOverviewPanelProps
  extends Pick<ClusterOverviewProps, 'resource' | 'onResourceChange' | 'today' | 'timeZone'> {
  /** Whose numbers: `{}` for the platform (super admins), else an organization, branch or project id. */
  scope: ClusterScope;
  clusterId?: number | undefined;
  onClusterIdChange?: ((id: number) => void) | undefined;
  /** Whole days; give `dates` + `onDatesChange` to keep the range in a URL. */
  dates?: DateRange | undefined;
  onDatesChange?: ((dates: DateRange) => void) | undefined;
}

/** The cluster overview, loaded for a scope inside `ConsoleProvider`: clusters, a series and usage per tenant. */
export function ClusterOverviewPanel({ scope, ...props }: ClusterOverviewPanelProps) {
  const client = useConsoleClient();
  const today = props.today ?? todayIso();
  const [dates, setDates] = useControllableState({
    value: props.dates,
    defaultValue: defaultClusterDates(today),
    onChange: props.onDatesChange,
  });
  const [ownCluster, setCluster] = useControllableState({
    value: props.clusterId,
    defaultValue: 0,
    onChange: props.onClusterIdChange,
  });
  // Recomputed when the days change, not on every render: "now" would make a new query key each time.
  const range = useMemo(() => clusterRangeOf(dates), [dates]);
  const clusters = useQuery(clusterListQuery(client, scope));
  const clusterId = clusters.data?.find((c) => c.id === ownCluster)?.id ?? clusters.data?.[0]?.id;
  const series = useQuery({
    ...clusterSeriesQuery(client, clusterId ?? 0, scope, range ?? { from: '', to: '' }),
    enabled: clusterId !== undefined && range !== undefined,
  });
  const usage = useQuery({
    ...clusterUsageQuery(client, scope, range ?? { from: '', to: '' }),
    enabled: range !== undefined,
  });
  return (
    <ClusterOverview
      {...props}
      today={today}
      clusterId={clusterId}
      onClusterIdChange={setCluster}
      dates={dates}
      onDatesChange={setDates}
      clusters={{
        data: clusters.data,
        loading: clusters.isFetching,
        error: clusters.error,
        onRetry: () => void clusters.refetch(),
      }}
      series={{
        data: series.data,
        // Without a cluster there is no series to load: the list's error (an engine down) is the series' too.
        loading: series.isFetching || (series.isPending && range !== undefined && !clusters.error),
        error: series.error ?? (clusterId === undefined ? clusters.error : null),
        onRetry: () => void series.refetch(),
      }}
      usage={{
        data: usage.data,
        loading: usage.isFetching || (usage.isPending && range !== undefined),
        error: usage.error,
        onRetry: () => void usage.refetch(),
      }}
    />
  );
}
