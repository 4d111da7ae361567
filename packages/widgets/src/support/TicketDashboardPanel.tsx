import { ticketDashboardQuery, useConsoleClient, useTicketLiveUpdates } from '@console/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Appearance } from '../theme/appearance';
import { type DashboardRange, TicketDashboardView } from './TicketDashboardView';

/** The scope a dashboard covers: the most specific id given wins; none is the whole platform (super admins). */
export interface TicketScope {
  organizationId?: number | undefined;
  branchId?: number | undefined;
  projectId?: number | undefined;
}

export interface TicketDashboardPanelProps {
  scope: TicketScope;
  /** The first range shown; the last 14 days by default. */
  initialRange?: DashboardRange;
  appearance?: Appearance;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The last `days` days up to today (UTC). */
export function lastDays(days: number, today = new Date()): DashboardRange {
  return { from: iso(new Date(today.getTime() - (days - 1) * 86_400_000)), to: iso(today) };
}

/** The ticket dashboard of a scope inside `ConsoleProvider`, with its own date range; ticket events refresh it. */
export function TicketDashboardPanel({ scope, initialRange, appearance }: TicketDashboardPanelProps) {
  const client = useConsoleClient();
  useTicketLiveUpdates();
  const [range, setRange] = useState<DashboardRange>(() => initialRange ?? lastDays(14));
  const dashboard = useQuery(ticketDashboardQuery(client, { ...scope, ...range }));
  return (
    <TicketDashboardView
      dashboard={dashboard.data}
      loading={dashboard.isFetching && dashboard.data === undefined}
      error={dashboard.error}
      onRetry={() => void dashboard.refetch()}
      range={range}
      onRangeChange={setRange}
      {...(appearance ? { appearance } : {})}
    />
  );
}
