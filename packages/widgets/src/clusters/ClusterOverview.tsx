import type { Cluster, ClusterSeries, UsageReport } from '@console/core';
import { useId } from 'react';
import { DateRangeField } from '../date/DateRangeField';
import type { DateRange } from '../date/dateRules';
import { todayIso } from '../date/isoDate';
import { useControllableState } from '../hooks/useControllableState';
import { clusters as clustersEn } from '../i18n/messages/en/clusters';
import { useMessages } from '../i18n/useMessages';
import { EmptyState } from '../state/EmptyState';
import { ErrorState } from '../state/ErrorState';
import type { WidgetError } from '../state/widgetError';
import { WidgetRoot } from '../theme/WidgetRoot';
import { CapacityCards } from './CapacityCards';
import { ClusterSourceNote } from './ClusterSourceNote';
import { defaultClusterDates, earliestClusterDate } from './clusterRange';
import { NodeAllocationChart } from './NodeAllocationChart';
import { ResourcePicker } from './ResourcePicker';
import type { ResourceKind } from './resources';
import { TenantUsageChart } from './TenantUsageChart';
import { UtilisationChart } from './UtilisationChart';

/** One loaded part of the overview: its data, whether it loads, its error and a retry. */
export interface Loaded<T> {
  data: T | undefined;
  loading?: boolean | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
}

export interface ClusterOverviewProps {
  clusters: Loaded<readonly Cluster[]>;
  series: Loaded<ClusterSeries>;
  usage: Loaded<UsageReport>;
  /** The cluster shown; by default the first. */
  clusterId?: number | undefined;
  onClusterIdChange?: ((id: number) => void) | undefined;
  /** Whole days, controlled (e.g. from the URL) or left to the overview (`defaultDates`). */
  dates?: DateRange | undefined;
  defaultDates?: DateRange | undefined;
  onDatesChange?: ((dates: DateRange) => void) | undefined;
  resource?: ResourceKind | undefined;
  onResourceChange?: ((kind: ResourceKind) => void) | undefined;
  /** Today's date, for the range's bounds (tests and stories fix it). */
  today?: string | undefined;
  timeZone?: string | undefined;
}

/** A part whose engine does not answer (the API's 503, e.g. "Prometheus is not available: ..."). */
const engineDown = (part: Loaded<unknown>) => part.error?.status === 503;

/**
 * The cluster overview: a cluster and a date range to look at, capacity cards, allocation per node, utilisation
 * over time and usage per tenant, each chart with a table view of its numbers, and whether the cluster's numbers
 * are measured or simulated. When the engine behind the numbers does not answer, one notice says so (with one retry
 * for every part it failed) in place of the cards and charts it took down. Presentational: the connected
 * `ClusterOverviewPanel` loads the data.
 */
export function ClusterOverview(props: ClusterOverviewProps) {
  const { clusters, series, usage, timeZone } = props;
  const today = props.today ?? todayIso();
  const selectId = useId();
  const t = useMessages({ clusters: clustersEn }).clusters;
  const [dates, setDates] = useControllableState({
    value: props.dates,
    defaultValue: props.defaultDates ?? defaultClusterDates(today),
    onChange: props.onDatesChange,
  });
  const [resource, setResource] = useControllableState<ResourceKind>({
    value: props.resource,
    defaultValue: 'gpus',
    onChange: props.onResourceChange,
  });
  const list = clusters.data;
  const cluster = list?.find((c) => c.id === props.clusterId) ?? list?.[0];
  // A cluster without GPUs (a measured machine without any) is charted by CPU unless memory is chosen.
  const gpus = cluster === undefined || cluster.capacity.gpus > 0;
  const shown: ResourceKind = !gpus && resource === 'gpus' ? 'cpuCores' : resource;
  const latest = series.data?.points.at(-1);
  const down = [clusters, series, usage].filter(engineDown);
  const messages = [...new Set(down.map((p) => p.error?.message ?? ''))].join(' ');
  const retries = down.flatMap((p) => (p.onRetry ? [p.onRetry] : []));

  if (list !== undefined && list.length === 0 && !clusters.loading) {
    return <EmptyState title={t.none} description={t.noneHelp} />;
  }

  return (
    <WidgetRoot data-slot="cluster-overview">
      <div data-slot="cluster-overview-controls">
        {list && list.length > 1 ? (
          <div data-slot="field">
            <label htmlFor={selectId}>{t.cluster}</label>
            <select
              id={selectId}
              value={cluster?.id ?? ''}
              onChange={(event) => props.onClusterIdChange?.(Number(event.target.value))}
            >
              {list.map((c) => (
                <option key={c.id} value={c.id}>
                  {t.option({ name: c.name, region: c.region, simulated: c.source === 'simulated' })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <DateRangeField
          label={t.range}
          value={dates}
          onValueChange={setDates}
          min={earliestClusterDate(today)}
          max={today}
          today={today}
          presets
        />
        <ResourcePicker value={shown} onValueChange={setResource} gpus={gpus} />
      </div>
      <ClusterSourceNote cluster={cluster} />
      {down.length > 0 ? (
        <ErrorState
          error={{ message: messages, status: 503 }}
          title={t.unavailable}
          {...(retries.length > 0
            ? {
                onRetry: () => {
                  for (const retry of retries) retry();
                },
              }
            : {})}
        />
      ) : null}
      {engineDown(clusters) ? null : (
        <CapacityCards
          cluster={cluster}
          latest={latest}
          loading={clusters.loading}
          error={clusters.error}
          onRetry={clusters.onRetry}
        />
      )}
      <div data-slot="cluster-overview-charts">
        {engineDown(series) ? null : (
          <UtilisationChart
            points={series.data?.points}
            resource={shown}
            loading={series.loading}
            error={series.error}
            onRetry={series.onRetry}
            timeZone={timeZone}
          />
        )}
        {engineDown(clusters) ? null : (
          <NodeAllocationChart
            nodes={cluster?.nodes}
            resource={shown}
            loading={clusters.loading}
            error={clusters.error}
            onRetry={clusters.onRetry}
          />
        )}
        {engineDown(usage) ? null : (
          <TenantUsageChart
            items={usage.data?.items}
            resource={shown}
            loading={usage.loading}
            error={usage.error}
            onRetry={usage.onRetry}
          />
        )}
      </div>
    </WidgetRoot>
  );
}
