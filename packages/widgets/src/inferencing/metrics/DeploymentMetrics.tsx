import type { DeploymentMetrics as Metrics, TimelineEvent } from '@console/core';
import { useMemo } from 'react';
import { StatCard } from '../../charts/StatCard';
import { StatGrid } from '../../charts/StatGrid';
import { TimeSeriesChart } from '../../charts/TimeSeriesChart';
import { DateRangeField } from '../../date/DateRangeField';
import type { DateRange } from '../../date/dateRules';
import { todayIso } from '../../date/isoDate';
import { useControllableState } from '../../hooks/useControllableState';
import { inferencing as inferencingEn } from '../../i18n/messages/en/inferencing';
import { serving as servingEn } from '../../i18n/messages/en/serving';
import { useFormat, useMessages } from '../../i18n/useMessages';
import { EmptyState } from '../../state/EmptyState';
import type { WidgetError } from '../../state/widgetError';
import type { Appearance } from '../../theme/appearance';
import { WidgetRoot } from '../../theme/WidgetRoot';
import { metricLines, metricMarkers, metricTotals } from './metricSeries';
import { defaultMetricsDates, earliestMetricsDate } from './metricsDates';

export interface DeploymentMetricsProps {
  /** The series as the API answers it; `undefined` while the first load runs. */
  metrics: Metrics | undefined;
  loading?: boolean | undefined;
  error?: WidgetError | null | undefined;
  onRetry?: (() => void) | undefined;
  /** The deployment's timeline: replica changes, pauses and rollouts are marked on the charts. */
  events?: readonly TimelineEvent[] | undefined;
  /** Whole days, controlled or left to the widget (`defaultDates`, today by default). */
  dates?: DateRange | undefined;
  defaultDates?: DateRange | undefined;
  onDatesChange?: ((dates: DateRange) => void) | undefined;
  /** Today's date, for the range's bounds (tests and stories fix it). */
  today?: string | undefined;
  timeZone?: string | undefined;
  appearance?: Appearance | undefined;
}

/**
 * A deployment's endpoint over time: calls, latest p50/p95 latency and the error rate, then request rate, latency
 * and error rate charts with the timeline's pauses and rollouts marked, over a range of days. Presentational: the
 * connected `DeploymentMetricsPanel` loads it.
 */
export function DeploymentMetrics({
  metrics,
  loading = false,
  error,
  onRetry,
  events,
  timeZone,
  appearance,
  ...props
}: DeploymentMetricsProps) {
  const messages = useMessages({ inferencing: inferencingEn, serving: servingEn });
  const t = messages.serving.metrics;
  const format = useFormat();
  const today = props.today ?? todayIso();
  const [dates, setDates] = useControllableState({
    value: props.dates,
    defaultValue: props.defaultDates ?? defaultMetricsDates(today),
    onChange: props.onDatesChange,
  });
  const points = metrics?.points;
  const lines = useMemo(
    () =>
      points && metrics
        ? metricLines(points, metrics.step, {
            requests: t.requestsSeries,
            p50: t.p50,
            p95: t.p95,
            errors: t.errorsSeries,
          })
        : undefined,
    [points, metrics, t],
  );
  const totals = points ? metricTotals(points) : undefined;
  const actions = messages.inferencing.timeline.actions;
  const markers = useMemo(
    () => metricMarkers(events, (e) => t.marker({ action: actions[e.action], detail: e.detail })),
    [events, actions, t],
  );
  const shownMarkers = metrics
    ? markers.filter((m) => +m.time >= Date.parse(metrics.from) && +m.time <= Date.parse(metrics.to))
    : [];
  const chart = { loading, error, onRetry, timeZone, variant: 'card' as const, markers, height: 220 };
  const none = totals !== undefined && totals.requests === 0 && !error;

  return (
    <WidgetRoot appearance={appearance} data-slot="deployment-metrics">
      <div data-slot="deployment-metrics-controls">
        <DateRangeField
          label={t.range}
          value={dates}
          onValueChange={setDates}
          min={earliestMetricsDate(today)}
          max={today}
          today={today}
          presets
        />
        {metrics && metrics.step > 60 ? (
          <p data-slot="deployment-metrics-step">{t.step({ minutes: format.number(metrics.step / 60) })}</p>
        ) : null}
      </div>
      <StatGrid>
        <StatCard label={t.calls} value={totals?.requests} loading={loading && !totals} />
        <StatCard label={t.latestP50} value={totals?.p50Ms} unit="ms" loading={loading && !totals} />
        <StatCard label={t.latestP95} value={totals?.p95Ms} unit="ms" loading={loading && !totals} />
        <StatCard label={t.errorRate} value={totals?.errorRate} unit="%" loading={loading && !totals} />
      </StatGrid>
      {none ? (
        <EmptyState title={t.empty} description={t.emptyHelp} />
      ) : (
        <div data-slot="deployment-metrics-charts">
          <TimeSeriesChart
            {...chart}
            title={t.requests}
            description={t.requestsDescription}
            valueLabel={t.requestsAxis}
            series={lines?.requests}
          />
          <TimeSeriesChart
            {...chart}
            title={t.latency}
            description={t.latencyDescription}
            valueLabel={t.latencyAxis}
            unit="ms"
            wholeNumbers={false}
            series={lines?.latency}
          />
          <TimeSeriesChart
            {...chart}
            title={t.errors}
            description={t.errorsDescription}
            valueLabel={t.errorsAxis}
            unit="%"
            wholeNumbers={false}
            valueDomain={[0, 100]}
            series={lines?.errors}
          />
        </div>
      )}
      {shownMarkers.length > 0 ? (
        <section data-slot="deployment-metrics-markers" aria-label={t.markers}>
          <h4>{t.markers}</h4>
          <ul>
            {shownMarkers.map((m) => (
              <li key={`${+m.time}-${m.label}`}>
                <time dateTime={new Date(m.time).toISOString()}>{format.dateTime(m.time)}</time> {m.label}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </WidgetRoot>
  );
}
