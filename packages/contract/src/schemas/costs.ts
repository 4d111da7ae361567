import { z } from '@hono/zod-openapi';

/** `schema` or null; `.nullable()` on a named schema renders a wrong OpenAPI 3.1 document. */
const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

/** The price of one GPU-hour of a GPU model. */
export const GpuPrice = z.object({ model: z.string(), hourly: z.number() }).openapi('GpuPrice');

/**
 * The platform's price list (super admins keep it): per GPU-hour by GPU model (with a price for models not
 * listed), per CPU core-hour, per GiB-hour of memory and of storage, in one currency.
 */
export const PriceList = z
  .object({
    currency: z.string(),
    gpuHourly: z.array(GpuPrice),
    /** A GPU-hour of a model the list does not name. */
    otherGpuHourly: z.number(),
    cpuCoreHourly: z.number(),
    memoryGiBHourly: z.number(),
    storageGiBHourly: z.number(),
    updatedAt: z.string().nullable(),
    /** The caller may change it (super admins). */
    canEdit: z.boolean(),
  })
  .openapi('PriceList');

/** Which tenants a cost row is: one level below the scope asked for. */
export const costLevelValues = ['ORGANIZATION', 'BRANCH', 'PROJECT'] as const;
export const CostLevel = z.enum(costLevelValues).openapi('CostLevel');

/** What a tenant's workloads held over a range, priced: the cost and the part of it held but not used (idle). */
export const CostRow = z
  .object({
    level: CostLevel,
    id: z.number().int(),
    name: z.string(),
    /** The tenant it belongs to ("Acme AI / Research"); empty for an organization. */
    parentName: z.string(),
    cost: z.number(),
    idleCost: z.number(),
    gpuHours: z.number(),
    cpuCoreHours: z.number(),
    memoryGiBHours: z.number(),
  })
  .openapi('CostRow');

/** A scope's costs over a range, rolled up one level down, with its total. */
export const CostReport = z
  .object({
    currency: z.string(),
    from: z.string(),
    to: z.string(),
    /** What the rows are. */
    level: CostLevel,
    total: z.object({ cost: z.number(), idleCost: z.number() }),
    rows: z.array(CostRow),
  })
  .openapi('CostReport');

/** Budget alert thresholds, percent of the monthly budget. */
export const BUDGET_THRESHOLDS = [50, 80, 100] as const;

/** A tier's monthly budget this month: spent so far, the run-rate forecast to month end, and the alerts sent. */
export const BudgetStatus = z
  .object({
    currency: z.string(),
    level: CostLevel,
    id: z.number().int(),
    name: z.string(),
    /** The monthly budget; null when none is set. */
    monthlyBudget: orNull(z.number()),
    /** The month (`YYYY-MM`, UTC) the numbers are for. */
    month: z.string(),
    monthToDate: z.number(),
    /** Month to date plus the last 24 hours' cost per hour until month end. */
    forecast: z.number(),
    /** Cost per hour over the last 24 hours. */
    hourlyRunRate: z.number(),
    /** Alerts sent this month: `50`, `80`, `100` (percent spent) and `FORECAST` (the forecast crosses the budget). */
    alerts: z.array(z.string()),
    /** The caller may set it (admins of the tier or above). */
    canEdit: z.boolean(),
  })
  .openapi('BudgetStatus');
