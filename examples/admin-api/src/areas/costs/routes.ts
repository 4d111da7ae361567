/** Chargeback over HTTP: prices, the cost report, budgets and the FOCUS export. */
import { COST_MAX_RANGE_DAYS, costRoutes as routes } from '@console/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { audited } from '../../audit/record';
import type { AppEnv } from '../../env';
import { downloadHeaders, textStream } from '../../http/csv';
import { invalid } from '../../http/errors';
import { guarded } from '../../http/guarded';
import { operation, serveOperations } from '../../http/resourceRoutes';
import { budgetStatus, checkBudget, storeBudget } from './budget';
import { focusCsv } from './focusExport';
import { loadPrices, priceListDto, storePrices } from './prices';
import { costReport } from './report';

const DAY = 86_400_000;

/** The range of a report or export, checked: `to` after `from`, at most the longest range apart. */
function rangeOf(q: { from: string; to: string }) {
  const from = new Date(q.from);
  const to = new Date(q.to);
  if (!(to > from)) throw invalid({ to: 'Must be after from' });
  if (to.getTime() - from.getTime() > COST_MAX_RANGE_DAYS * DAY)
    throw invalid({ to: `At most ${COST_MAX_RANGE_DAYS} days after from` });
  return { from, to };
}

/** Registers the chargeback routes of the contract. */
export function registerCostRoutes(app: OpenAPIHono<AppEnv>) {
  serveOperations(app, [
    operation(routes.prices, async ({ services, access }) =>
      priceListDto(await loadPrices(services.db), access.isSuperAdmin),
    ),
    operation(routes.setPrices, async (v, { body }) => {
      const now = v.services.clock.now();
      await audited(
        v,
        {
          action: 'UPDATE',
          resource: { kind: 'PRICE_LIST', id: 'platform', name: 'Price list' },
          scope: { level: 'global' },
          changes: { prices: { before: null, after: body } },
        },
        (tx) => storePrices(tx, body, now),
      );
      return priceListDto(await loadPrices(v.services.db), true);
    }),
    operation(routes.report, async ({ services, scope }, { query }) => {
      const { from, to } = rangeOf(query);
      return costReport(services.db, scope, from, to);
    }),
    operation(routes.budget, async ({ services, access, scope }) =>
      budgetStatus(services.db, access, scope, services.clock.now()),
    ),
    operation(routes.setBudget, async (v, { body }) => {
      const { db, clock, notifier } = v.services;
      const before = await budgetStatus(db, v.access, v.scope, clock.now());
      await audited(
        v,
        {
          action: 'UPDATE',
          resource: {
            kind: 'BUDGET',
            id: `${before.level.toLowerCase()}/${before.id}`,
            name: `Budget of ${before.name}`,
          },
          scope: v.scope,
          changes: { monthlyBudget: { before: before.monthlyBudget, after: body.monthlyBudget } },
        },
        (tx) => storeBudget(tx, v.scope, body.monthlyBudget, clock.now()),
      );
      await checkBudget(db, notifier, v.scope, clock.now());
      return budgetStatus(db, v.access, v.scope, clock.now());
    }),
  ]);
  app.openapi(guarded(routes.export), (async (c: Context<AppEnv>) => {
    const query = (c.req as unknown as { valid(t: string): { from: string; to: string } }).valid('query');
    const { from, to } = rangeOf(query);
    const body = textStream(focusCsv(c.var.services.db, c.var.scope, from, to));
    return c.body(body, 200, downloadHeaders(`costs-${query.from.slice(0, 10)}-${query.to.slice(0, 10)}`, 'csv'));
  }) as never);
}
