import type { TicketDashboard } from '@console/core';
import { useMemo } from 'react';
import { BarChart } from '../charts/BarChart';
import type { BarDatum } from '../charts/barLayout';
import { StatCard } from '../charts/StatCard';
import { StatGrid } from '../charts/StatGrid';
import { TimeSeriesChart } from '../charts/TimeSeriesChart';
import type { TimeSeries } from '../charts/timeSeries';
import { DateRangeField } from '../date/DateRangeField';
import { support as supportEn } from '../i18n/messages/en/support';
import { useFormat, useMessages } from '../i18n/useMessages';
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
  const messages = useMessages({ support: supportEn });
  const { number } = useFormat();
  const t = messages.support.sla.dashboard;
  const minutes = (value: number) => formatDuration(value * 60_000, messages);
  const count = [{ key: 'count', label: t.tickets }] as const;
  const byStatus = useMemo<BarDatum[] | undefined>(
    () =>
      d?.byStatus.map((s) => ({
        id: s.status,
        label: ticketStatusLabel(s.status, messages),
        values: { count: s.count },
      })),
    [d, messages],
  );
  const byPriority = useMemo<BarDatum[] | undefined>(
    () =>
      d?.byPriority.map((p) => ({
        id: p.priority,
        label: ticketPriorityLabel(p.priority, messages),
        values: { count: p.count },
      })),
    [d, messages],
  );
  const trend = useMemo<TimeSeries[] | undefined>(() => {
    if (!d) return undefined;
    const at = (date: string) => Date.parse(`${date}T00:00:00Z`);
    return [
      { id: 'opened', label: t.opened, points: d.trend.map((p) => ({ time: at(p.date), value: p.opened })) },
      {
        id: 'resolved',
        label: t.resolved,
        tone: 'success',
        points: d.trend.map((p) => ({ time: at(p.date), value: p.resolved })),
      },
      {
        id: 'breached',
        label: t.breached,
        tone: 'danger',
        points: d.trend.map((p) => ({ time: at(p.date), value: p.breached })),
      },
    ];
  }, [d, t]);
  const state = { loading, error };
  const chart = { ...state, ...retry, variant: 'card', valueLabel: t.tickets, wholeNumbers: true } as const;
  return (
    <WidgetRoot appearance={appearance} data-slot="ticket-dashboard">
      <div data-slot="ticket-dashboard-toolbar">
        <DateRangeField
          label={t.range}
          value={range}
          onValueChange={(next) => {
            // Only whole ranges reach the host: both ends set and the end after the start.
            if (next.from && next.to && next.from < next.to) onRangeChange({ from: next.from, to: next.to });
          }}
        />
      </div>
      <StatGrid>
        <StatCard
          label={t.open}
          value={d?.open}
          {...state}
          {...retry}
          description={d ? t.inTotal({ count: number(d.total) }) : undefined}
        />
        <StatCard
          label={t.openBreached}
          value={d?.openBreached}
          {...state}
          {...retry}
          description={d ? t.breachedInTotal({ count: number(d.breached) }) : undefined}
        />
        <StatCard
          label={t.meanFirstResponse}
          value={d === undefined ? undefined : d.meanFirstResponseMinutes}
          formatValue={minutes}
          {...state}
          {...retry}
        />
        <StatCard
          label={t.meanResolution}
          value={d === undefined ? undefined : d.meanResolutionMinutes}
          formatValue={minutes}
          {...state}
          {...retry}
        />
      </StatGrid>
      <div data-slot="ticket-dashboard-charts">
        <BarChart title={t.byStatus} data={byStatus} series={count} categoryLabel={t.status} {...chart} />
        <BarChart title={t.byPriority} data={byPriority} series={count} categoryLabel={t.priority} {...chart} />
        <div data-slot="ticket-dashboard-wide">
          <TimeSeriesChart title={t.perDay} series={trend} timeZone="UTC" {...chart} />
        </div>
      </div>
    </WidgetRoot>
  );
}
