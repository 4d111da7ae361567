import type { TicketDashboard } from '@console/core';
import { useMemo } from 'react';
import { BarChart } from '../charts/BarChart';
import type { BarDatum } from '../charts/barLayout';
import { StatCard } from '../charts/StatCard';
import { TimeSeriesChart } from '../charts/TimeSeriesChart';
import type { TimeSeries } from '../charts/timeSeries';
import { DateRangeField } from '../date/DateRangeField';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { ticketPriorityLabel, ticketStatusLabel } from './ticketLabels';
import { formatDuration } from './timeToBreach';

/** A date range as the dashboard asks for it, `YYYY-MM-DD` at both ends. */
export interface DashboardRange {
  from: string;
  to: string;
}

export interface TicketDashboardViewProps {
  dashboard: TicketDashboard | undefined;
  loading?: boolean;
  error?: WidgetError | null | undefined;
  onRetry?: () => void;
  range: DashboardRange;
  onRangeChange: (range: DashboardRange) => void;
  appearance?: Appearance;
}

const minutes = (value: number) => formatDuration(value * 60_000);
const count = [{ key: 'count', label: 'Tickets' }] as const;

/** The ticket dashboard: open and breached counts, mean response and resolution times, counts by status and priority, a daily trend. */
export function TicketDashboardView({
  dashboard: d,
  loading = false,
  error,
  onRetry,
  range,
  onRangeChange,
  appearance,
}: TicketDashboardViewProps) {
  const retry = onRetry ? { onRetry } : {};
  const byStatus = useMemo<BarDatum[] | undefined>(
    () => d?.byStatus.map((s) => ({ id: s.status, label: ticketStatusLabel(s.status), values: { count: s.count } })),
    [d],
  );
  const byPriority = useMemo<BarDatum[] | undefined>(
    () =>
      d?.byPriority.map((p) => ({
        id: p.priority,
        label: ticketPriorityLabel(p.priority),
        values: { count: p.count },
      })),
    [d],
  );
  const trend = useMemo<TimeSeries[] | undefined>(() => {
    if (!d) return undefined;
    const at = (date: string) => Date.parse(`${date}T00:00:00Z`);
    return [
      { id: 'opened', label: 'Opened', points: d.trend.map((p) => ({ time: at(p.date), value: p.opened })) },
      {
        id: 'resolved',
        label: 'Resolved',
        tone: 'success',
        points: d.trend.map((p) => ({ time: at(p.date), value: p.resolved })),
      },
      {
        id: 'breached',
        label: 'Breached',
        tone: 'danger',
        points: d.trend.map((p) => ({ time: at(p.date), value: p.breached })),
      },
    ];
  }, [d]);
  const state = { loading, error };
  return (
    <WidgetRoot appearance={appearance} data-slot="ticket-dashboard">
      <DateRangeField
        label="Date range"
        value={range}
        onValueChange={(next) => {
          if (next.from && next.to) onRangeChange({ from: next.from, to: next.to });
        }}
      />
      <div data-slot="stat-grid">
        <StatCard
          label="Open tickets"
          value={d?.open}
          {...state}
          {...retry}
          description={d ? `${d.total} in total` : undefined}
        />
        <StatCard
          label="Open and breached"
          value={d?.openBreached}
          {...state}
          {...retry}
          description={d ? `${d.breached} breached in total` : undefined}
        />
        <StatCard
          label="Mean time to first response"
          value={d === undefined ? undefined : d.meanFirstResponseMinutes}
          formatValue={minutes}
          {...state}
          {...retry}
        />
        <StatCard
          label="Mean time to resolution"
          value={d === undefined ? undefined : d.meanResolutionMinutes}
          formatValue={minutes}
          {...state}
          {...retry}
        />
      </div>
      <BarChart title="Tickets by status" data={byStatus} series={count} categoryLabel="Status" {...state} {...retry} />
      <BarChart
        title="Tickets by priority"
        data={byPriority}
        series={count}
        categoryLabel="Priority"
        {...state}
        {...retry}
      />
      <TimeSeriesChart
        title="Opened, resolved and breached per day"
        series={trend}
        timeZone="UTC"
        {...state}
        {...retry}
      />
    </WidgetRoot>
  );
}
