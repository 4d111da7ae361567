import { type TicketDashboard, ticketPriorityValues, ticketStatusValues } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { and, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../access/access';
import type { Db } from '../../db/database';
import { addDays, formatLocalDate, localDateOf, parseLocalDate } from '../../domain/localTime';
import { invalid } from '../../http/errors';
import { inScope } from './queries';
import { tickets } from './tables';

type Dashboard = z.infer<typeof TicketDashboard>;

const STATUSES = ticketStatusValues;
const PRIORITIES = ticketPriorityValues;
/** The longest trend the dashboard draws, in days. */
export const MAX_TREND_DAYS = 366;
/** The default trend: the last two weeks. */
const DEFAULT_TREND_DAYS = 14;

const scopeIds = (scope: Scope) =>
  scope.level === 'global'
    ? {}
    : scope.level === 'organization'
      ? { organizationId: scope.organizationId }
      : scope.level === 'branch'
        ? { branchId: scope.branchId }
        : { projectId: scope.projectId };

/** The trend's days (UTC dates), checked: `from` on or before `to`, at most a year. */
function range(today: Date, from?: string, to?: string) {
  const end = to ? parseLocalDate(to) : localDateOf(today, 'UTC');
  if (!end) throw invalid({ to: 'Use a real date as YYYY-MM-DD' });
  const start = from ? parseLocalDate(from) : addDays(end, -(DEFAULT_TREND_DAYS - 1));
  if (!start) throw invalid({ from: 'Use a real date as YYYY-MM-DD' });
  const days: string[] = [];
  for (let d = start; formatLocalDate(d) <= formatLocalDate(end); d = addDays(d, 1)) {
    days.push(formatLocalDate(d));
    if (days.length > MAX_TREND_DAYS) throw invalid({ from: `At most ${MAX_TREND_DAYS} days before the end` });
  }
  if (days.length === 0) throw invalid({ to: 'Must be on or after the start' });
  return days;
}

const utcDay = (column: SQL | typeof tickets.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The dashboard of a scope and below: current counts, and for the tickets opened in the range, means and a trend. */
export async function ticketsDashboard(
  db: Db,
  scope: Scope,
  now: Date,
  q: { from?: string | undefined; to?: string | undefined },
): Promise<Dashboard> {
  const days = range(now, q.from, q.to);
  const first = days[0] as string;
  const last = days[days.length - 1] as string;
  const where = inScope(scopeIds(scope));
  const start = new Date(`${first}T00:00:00Z`);
  const stop = new Date(`${formatLocalDate(addDays(parseLocalDate(last) ?? localDateOf(now, 'UTC'), 1))}T00:00:00Z`);
  const breached = or(sql`${tickets.firstResponseBreached}`, sql`${tickets.resolutionBreached}`);
  const open = sql`${tickets.status} not in ('RESOLVED', 'CLOSED')`;

  const grouped = await db
    .select({
      status: tickets.status,
      priority: tickets.priority,
      n: sql<number>`count(*)::int`,
      breached: sql<number>`count(*) filter (where ${breached})::int`,
    })
    .from(tickets)
    .where(where)
    .groupBy(tickets.status, tickets.priority);
  const [means] = await db
    .select({
      firstResponse: sql<
        string | null
      >`avg(extract(epoch from (${tickets.firstRespondedAt} - ${tickets.createdAt}))) / 60`,
      resolution: sql<string | null>`avg(extract(epoch from (${tickets.resolvedAt} - ${tickets.createdAt}))) / 60`,
    })
    .from(tickets)
    .where(and(where, gte(tickets.createdAt, start), lt(tickets.createdAt, stop)));
  const opened = await db
    .select({
      day: utcDay(tickets.createdAt),
      n: sql<number>`count(*)::int`,
      breached: sql<number>`count(*) filter (where ${breached})::int`,
    })
    .from(tickets)
    .where(and(where, gte(tickets.createdAt, start), lt(tickets.createdAt, stop)))
    .groupBy(sql`1`);
  const resolved = await db
    .select({ day: utcDay(tickets.resolvedAt as never), n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(where, gte(tickets.resolvedAt, start), lt(tickets.resolvedAt, stop)))
    .groupBy(sql`1`);
  const [openCounts] = await db
    .select({ open: sql<number>`count(*)::int`, openBreached: sql<number>`count(*) filter (where ${breached})::int` })
    .from(tickets)
    .where(and(where, open));

  const sum = (pick: (g: (typeof grouped)[number]) => boolean) => grouped.filter(pick).reduce((n, g) => n + g.n, 0);
  const openedOn = new Map(opened.map((o) => [o.day, o]));
  const resolvedOn = new Map(resolved.map((r) => [r.day, r.n]));
  const minutes = (v: string | null | undefined) =>
    v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;
  return {
    from: first,
    to: last,
    total: sum(() => true),
    open: openCounts?.open ?? 0,
    breached: grouped.reduce((n, g) => n + g.breached, 0),
    openBreached: openCounts?.openBreached ?? 0,
    byStatus: STATUSES.map((status) => ({ status, count: sum((g) => g.status === status) })),
    byPriority: PRIORITIES.map((priority) => ({ priority, count: sum((g) => g.priority === priority) })),
    meanFirstResponseMinutes: minutes(means?.firstResponse),
    meanResolutionMinutes: minutes(means?.resolution),
    trend: days.map((date) => ({
      date,
      opened: openedOn.get(date)?.n ?? 0,
      resolved: resolvedOn.get(date) ?? 0,
      breached: openedOn.get(date)?.breached ?? 0,
    })),
  };
}
