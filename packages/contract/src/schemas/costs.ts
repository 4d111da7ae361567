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

/**
 * What a tenant's workloads held over a range (their allocation records), priced with the price list: the cost and
 * the part of it held but not used (idle).
 */
export const CostRow = z
  .object({
    level: CostLevel,
    id: z.number().int(),
    name: z.string(),
    /** The tenant it belongs to ("Acme AI / Research"); empty for an organization. */
    parentName: z.string(),
    cost: z.number(),
    idleCost: z.number(),
    /** The cost by resource: GPUs (at their model's price), CPU cores, memory and storage. */
    gpuCost: z.number(),
    cpuCost: z.number(),
    memoryCost: z.number(),
    storageCost: z.number(),
    gpuHours: z.number(),
    cpuCoreHours: z.number(),
    memoryGiBHours: z.number(),
    storageGiBHours: z.number(),
  })
  .openapi('CostRow');

/** What kind of workload held the resources. */
export const costWorkloadKindValues = ['NOTEBOOK', 'DEPLOYMENT', 'SERVICE', 'OTHER'] as const;
export const CostWorkloadKind = z.enum(costWorkloadKindValues).openapi('CostWorkloadKind');

/** The most workloads a report lists (the costliest first). */
export const COST_REPORT_WORKLOADS = 50;

/** What one workload (a notebook, a deployment, a project service) held over a range, priced. */
export const CostWorkload = z
  .object({
    /** Its key, stable across reports (`notebook:12`, `deployment:4`, `service:3:5`). */
    key: z.string(),
    kind: CostWorkloadKind,
    name: z.string(),
    projectId: z.number().int(),
    projectName: z.string(),
    cost: z.number(),
    idleCost: z.number(),
    gpuCost: z.number(),
    cpuCost: z.number(),
    memoryCost: z.number(),
    storageCost: z.number(),
    gpuHours: z.number(),
    cpuCoreHours: z.number(),
    memoryGiBHours: z.number(),
    storageGiBHours: z.number(),
  })
  .openapi('CostWorkload');

/** A scope's costs over a range, rolled up one level down, with its total. */
export const CostReport = z
  .object({
    currency: z.string(),
    from: z.string(),
    to: z.string(),
    /** What the rows are. */
    level: CostLevel,
    total: z.object({ cost: z.number(), idleCost: z.number(), storageCost: z.number() }),
    rows: z.array(CostRow),
    /** The scope's costliest workloads (at most `COST_REPORT_WORKLOADS`), each under its project. */
    workloads: z.array(CostWorkload),
    /** How many workloads held anything in the range (more than `workloads` lists when it is cut). */
    workloadCount: z.number().int(),
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
