import { z } from '@hono/zod-openapi';
import { defineRoute } from '../route';
import { errorResponses, idField, json, jsonBody, queryId } from '../schemas/common';
import { BudgetStatus, CostReport, PriceList } from '../schemas/costs';

/** Whose costs: the most specific of projectId, branchId and organizationId; none is the whole platform (super admins). */
const scopeQuery = {
  organizationId: queryId.optional(),
  branchId: queryId.optional(),
  projectId: queryId.optional(),
};

/** An instant in a query string, ISO 8601 with a zone. */
const instant = z.iso.datetime({ offset: true }).openapi({ format: 'date-time' });

/** The longest range a report or export covers. */
export const COST_MAX_RANGE_DAYS = 400;

const price = z.number().min(0).max(100_000);

/** Chargeback: the price list, costs from allocation rolled up by tenant, monthly budgets with forecasts, the FOCUS export. */
export const costRoutes = {
  prices: defineRoute({
    operationId: 'costs.prices',
    method: 'get',
    path: '/costs/prices',
    summary: 'The price list: per GPU-hour by model, per CPU core-hour, per GiB-hour of memory and of storage',
    responses: { 200: json(PriceList, 'The price list'), ...errorResponses() },
  }),
  setPrices: defineRoute({
    operationId: 'costs.setPrices',
    method: 'put',
    path: '/costs/prices',
    summary: 'Change the price list (super admins); reports price every hour with the list in force when asked',
    request: {
      body: jsonBody(
        z.strictObject({
          currency: z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code'),
          gpuHourly: z.array(z.strictObject({ model: z.string().trim().min(1).max(80), hourly: price })).max(50),
          otherGpuHourly: price,
          cpuCoreHourly: price,
          memoryGiBHourly: price,
          storageGiBHourly: price,
        }),
      ),
    },
    responses: { 200: json(PriceList, 'The price list'), ...errorResponses(413, 415) },
  }),
  report: defineRoute({
    operationId: 'costs.report',
    method: 'get',
    path: '/costs',
    summary: `Costs of what workloads held (allocation) over a range, idle cost apart, rolled up one level below the scope (\`to\` after \`from\`, at most ${COST_MAX_RANGE_DAYS} days apart)`,
    request: { query: z.strictObject({ ...scopeQuery, from: instant, to: instant }) },
    responses: { 200: json(CostReport, 'Costs per tenant'), ...errorResponses(404) },
  }),
  export: defineRoute({
    operationId: 'costs.export',
    method: 'get',
    path: '/costs/export',
    summary:
      'Costs of every project in the scope per day and resource as CSV with FOCUS 1.x columns (BilledCost, EffectiveCost, ChargePeriodStart, ChargePeriodEnd, ResourceId, ResourceName, SubAccountId, Tags, ...), streamed',
    request: { query: z.strictObject({ ...scopeQuery, from: instant, to: instant }) },
    responses: {
      200: { description: 'The costs as a CSV file', content: { 'text/csv': { schema: z.string() } } },
      ...errorResponses(404),
    },
  }),
  budget: defineRoute({
    operationId: 'costs.budget',
    method: 'get',
    path: '/costs/budget',
    summary: 'A tier’s monthly budget, spent so far this month, the forecast to month end and the alerts sent',
    request: { query: z.strictObject(scopeQuery) },
    responses: { 200: json(BudgetStatus, 'The budget'), ...errorResponses(404) },
  }),
  setBudget: defineRoute({
    operationId: 'costs.setBudget',
    method: 'put',
    path: '/costs/budget',
    summary:
      'Set (or clear, with null) the monthly budget of a tier the caller administers or is above; alerts go out at once if it is already crossed',
    request: {
      body: jsonBody(
        z.strictObject({
          organizationId: idField.optional(),
          branchId: idField.optional(),
          projectId: idField.optional(),
          monthlyBudget: z.number().min(0).max(1_000_000_000).nullable(),
        }),
      ),
    },
    responses: { 200: json(BudgetStatus, 'The budget'), ...errorResponses(404, 413, 415) },
  }),
};
