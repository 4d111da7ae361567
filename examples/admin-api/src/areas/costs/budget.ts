/**
 * Monthly budgets per tier: spent this month, the forecast (month to date plus the last 24 hours' cost per hour
 * until month end), and the alerts at 50, 80 and 100 % spent and when the forecast crosses the budget, each sent
 * once a month as a notice to the tier's admins before the money is spent.
 */
import { BUDGET_THRESHOLDS } from '@console/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { type Access, isAdminOf, type Scope } from '../../access/access';
import type { Db } from '../../db/database';
import { invalid, notFound } from '../../http/errors';
import { notice } from '../../notify/messages';
import type { Notifier } from '../../notify/notifier';
import { branches } from '../branches/tables';
import { organizations } from '../organizations/tables';
import { projects } from '../projects/tables';
import { roleAssignments, users } from '../users/tables';
import { loadPrices } from './prices';
import { totalCost } from './report';
import { costBudgets } from './tables';

const HOUR = 3_600_000;

type Level = 'ORGANIZATION' | 'BRANCH' | 'PROJECT';

/** The tier a scope is. */
function tierOf(scope: Scope): { level: Level; id: number } {
  if (scope.level === 'global') throw invalid({ organizationId: 'Name an organization, branch or project' });
  if (scope.level === 'organization') return { level: 'ORGANIZATION', id: scope.organizationId };
  if (scope.level === 'branch') return { level: 'BRANCH', id: scope.branchId };
  return { level: 'PROJECT', id: scope.projectId };
}

/** The UTC month of an instant, `YYYY-MM`, and its first and last instants. */
export function monthOf(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { key: start.toISOString().slice(0, 7), start, end };
}

async function nameOf(db: Db, level: Level, id: number) {
  const table = level === 'ORGANIZATION' ? organizations : level === 'BRANCH' ? branches : projects;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  if (!row) throw notFound('Tenant');
  return row.name;
}

/** Spent this month, the hourly run rate of the last 24 hours, and the forecast to month end. */
export async function monthNumbers(db: Db, scope: Scope, now: Date) {
  const prices = await loadPrices(db);
  const month = monthOf(now);
  const monthToDate = await totalCost(db, scope, month.start, now, prices);
  const rateFrom = new Date(Math.max(month.start.getTime(), now.getTime() - 24 * HOUR));
  const rateHours = (now.getTime() - rateFrom.getTime()) / HOUR;
  const recent = rateHours > 0 ? await totalCost(db, scope, rateFrom, now, prices) : 0;
  const hourlyRunRate = rateHours > 0 ? recent / rateHours : 0;
  const hoursLeft = Math.max(0, (month.end.getTime() - now.getTime()) / HOUR);
  return {
    currency: prices.currency,
    month,
    monthToDate,
    hourlyRunRate,
    forecast: monthToDate + hourlyRunRate * hoursLeft,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** A tier's budget status as the contract answers it. */
export async function budgetStatus(db: Db, access: Access | undefined, scope: Scope, now: Date) {
  const tier = tierOf(scope);
  const name = await nameOf(db, tier.level, tier.id);
  const [row] = await db
    .select()
    .from(costBudgets)
    .where(and(eq(costBudgets.level, tier.level), eq(costBudgets.tenantId, tier.id)));
  const n = await monthNumbers(db, scope, now);
  return {
    currency: n.currency,
    level: tier.level,
    id: tier.id,
    name,
    monthlyBudget: row ? row.monthlyBudget : null,
    month: n.month.key,
    monthToDate: round(n.monthToDate),
    forecast: round(n.forecast),
    hourlyRunRate: round(n.hourlyRunRate),
    alerts: row && row.alertMonth === n.month.key ? row.alerts : [],
    canEdit: access ? isAdminOf(access, scope) : false,
  };
}

/** The admins of a tier itself (and super admins for an organization): who a budget alert goes to. */
async function tierAdmins(db: Db, scope: Scope) {
  if (scope.level === 'global') return [];
  const rows = await db
    .select({ id: roleAssignments.userId })
    .from(roleAssignments)
    .where(
      and(
        eq(roleAssignments.role, 'ADMIN'),
        eq(roleAssignments.organizationId, scope.organizationId),
        scope.level === 'organization'
          ? isNull(roleAssignments.branchId)
          : scope.level === 'branch'
            ? and(eq(roleAssignments.branchId, scope.branchId), isNull(roleAssignments.projectId))
            : eq(roleAssignments.projectId, scope.projectId),
      ),
    );
  const supers =
    scope.level === 'organization'
      ? await db.select({ id: users.id }).from(users).where(eq(users.isSuperAdmin, true))
      : [];
  return [...new Set([...rows, ...supers].map((r) => r.id))];
}

/** The link a budget alert opens for the tier's admins. */
const costsLink = (scope: Scope) =>
  scope.level === 'organization'
    ? '/org-module/costs'
    : scope.level === 'branch'
      ? '/branch-module/costs'
      : '/project-module/costs';

/**
 * Sends the alerts a tier's budget is due this month and records them, so each goes out once a month: 50, 80
 * and 100 % of the budget spent, and the forecast crossing the budget. Answers the alerts sent now.
 */
export async function checkBudget(db: Db, notifier: Notifier, scope: Scope, now: Date): Promise<string[]> {
  const tier = tierOf(scope);
  const [row] = await db
    .select()
    .from(costBudgets)
    .where(and(eq(costBudgets.level, tier.level), eq(costBudgets.tenantId, tier.id)));
  if (!row || row.monthlyBudget <= 0) return [];
  const n = await monthNumbers(db, scope, now);
  const sent = row.alertMonth === n.month.key ? row.alerts : [];
  const due = [
    ...BUDGET_THRESHOLDS.filter((t) => n.monthToDate >= (row.monthlyBudget * t) / 100).map(String),
    ...(n.forecast > row.monthlyBudget ? ['FORECAST'] : []),
  ].filter((a) => !sent.includes(a));
  if (due.length === 0) return [];
  const [stored] = await db
    .update(costBudgets)
    .set({ alertMonth: n.month.key, alerts: [...sent, ...due] })
    .where(
      and(
        eq(costBudgets.level, tier.level),
        eq(costBudgets.tenantId, tier.id),
        eq(costBudgets.alertMonth, row.alertMonth),
        eq(costBudgets.updatedAt, row.updatedAt),
      ),
    )
    .returning();
  // Another instance sent them first.
  if (!stored) return [];
  const name = await nameOf(db, tier.level, tier.id);
  const admins = await tierAdmins(db, scope);
  const money = (v: number) => `${n.currency} ${v.toFixed(2)}`;
  for (const alert of due) {
    const input =
      alert === 'FORECAST'
        ? notice('cost.forecast', {
            name,
            forecast: money(n.forecast),
            budget: money(row.monthlyBudget),
            month: n.month.key,
            scope,
          })
        : notice('cost.threshold', {
            name,
            percent: Number(alert),
            spent: money(n.monthToDate),
            budget: money(row.monthlyBudget),
            month: n.month.key,
            scope,
          });
    await notifier.notify(admins, { ...input, link: costsLink(scope) });
  }
  return due;
}

/** Scopes of every tier with a budget. */
export async function budgetScopes(db: Db): Promise<Scope[]> {
  const rows = await db.select().from(costBudgets);
  const scopes: Scope[] = [];
  for (const r of rows) {
    if (r.level === 'ORGANIZATION') scopes.push({ level: 'organization', organizationId: r.organizationId });
    else if (r.level === 'BRANCH')
      scopes.push({ level: 'branch', organizationId: r.organizationId, branchId: r.tenantId });
    else {
      const [p] = await db.select({ branchId: projects.branchId }).from(projects).where(eq(projects.id, r.tenantId));
      if (p)
        scopes.push({
          level: 'project',
          organizationId: r.organizationId,
          branchId: p.branchId,
          projectId: r.tenantId,
        });
    }
  }
  return scopes;
}

/** Stores (or clears, with null) a tier's monthly budget; a changed budget may alert again this month. */
export async function storeBudget(
  db: Pick<Db, 'insert' | 'delete'>,
  scope: Scope,
  monthlyBudget: number | null,
  now: Date,
) {
  const tier = tierOf(scope);
  if (scope.level === 'global') return;
  const where = and(eq(costBudgets.level, tier.level), eq(costBudgets.tenantId, tier.id));
  if (monthlyBudget === null) {
    await db.delete(costBudgets).where(where);
    return;
  }
  await db
    .insert(costBudgets)
    .values({
      level: tier.level,
      tenantId: tier.id,
      organizationId: scope.organizationId,
      monthlyBudget,
      alertMonth: '',
      alerts: [],
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [costBudgets.level, costBudgets.tenantId],
      set: { monthlyBudget, alertMonth: '', alerts: [], updatedAt: now },
    });
}
