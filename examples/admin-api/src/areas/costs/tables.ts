import { costLevelValues } from '@console/contract';
import { date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';
import { projects } from '../projects/tables';

/**
 * The price list, one row per price: `gpu:<model>` per GPU-hour of a model, `gpu:*` for other models, `cpu` per
 * core-hour, `memory` and `storage` per GiB-hour. One currency for all (`currency` row's `unit`).
 */
export const costPrices = pgTable('cost_prices', {
  key: text('key').primaryKey(),
  hourly: doublePrecision('hourly').notNull(),
  /** The currency code, on every row. */
  currency: text('currency').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A tier's monthly budget, and the alerts already sent for a month (so each goes out once). */
export const costBudgets = pgTable(
  'cost_budgets',
  {
    level: text('level', { enum: costLevelValues }).notNull(),
    tenantId: integer('tenant_id').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    monthlyBudget: doublePrecision('monthly_budget').notNull(),
    /** The month (`YYYY-MM`, UTC) of `alerts`. */
    alertMonth: text('alert_month').notNull().default(''),
    /** Alerts sent in `alertMonth`: `50`, `80`, `100`, `FORECAST`. */
    alerts: text('alerts').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.level, t.tenantId] })],
);

/** What was held but not used, of the GPU-hours, core-hours and memory GiB-hours held (storage counts as used). */
const idleColumns = {
  gpuIdleHours: doublePrecision('gpu_idle_hours').notNull().default(0),
  cpuIdleCoreHours: doublePrecision('cpu_idle_core_hours').notNull().default(0),
  memoryIdleGiBHours: doublePrecision('memory_idle_gib_hours').notNull().default(0),
};

/**
 * Allocation records: what one workload (`notebook:12`, `deployment:4`, `service:3:5`) of a project held during one
 * hour on one GPU model, in GPU-hours (of `gpuModel`), core-hours and GiB-hours of memory and of storage. The metering
 * job adds each sample's share to its hour and model (a workload moved to another model within the hour has a row
 * per model, as in the daily and monthly roll-ups); costs are these quantities priced.
 */
export const costAllocations = pgTable(
  'cost_allocations',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    workload: text('workload').notNull(),
    /** The GPU model the workload's GPUs were of; '' without GPUs or when unknown (priced at `gpu:*`). */
    gpuModel: text('gpu_model').notNull().default(''),
    gpuHours: doublePrecision('gpu_hours').notNull().default(0),
    cpuCoreHours: doublePrecision('cpu_core_hours').notNull().default(0),
    memoryGiBHours: doublePrecision('memory_gib_hours').notNull().default(0),
    storageGiBHours: doublePrecision('storage_gib_hours').notNull().default(0),
    ...idleColumns,
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.workload, t.hour, t.gpuModel] }),
    index('cost_allocations_hour').on(t.hour),
  ],
);

/**
 * The allocation records summed per UTC day (kept in step by every write to `cost_allocations`): reports over
 * weeks and months read a row per workload and day instead of one per hour.
 */
export const costAllocationDays = pgTable(
  'cost_allocation_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    workload: text('workload').notNull(),
    gpuModel: text('gpu_model').notNull().default(''),
    gpuHours: doublePrecision('gpu_hours').notNull().default(0),
    cpuCoreHours: doublePrecision('cpu_core_hours').notNull().default(0),
    memoryGiBHours: doublePrecision('memory_gib_hours').notNull().default(0),
    storageGiBHours: doublePrecision('storage_gib_hours').notNull().default(0),
    ...idleColumns,
  },
  (t) => [
    primaryKey({ columns: [t.day, t.projectId, t.workload, t.gpuModel] }),
    index('cost_allocation_days_project').on(t.projectId, t.day),
  ],
);

/**
 * The allocation records summed per UTC calendar month (`month` is its first day), kept in step with the hourly
 * records and their daily roll-up by every write: a report over a quarter reads a row per workload for each whole
 * month in it, days only for the part months at its ends and hours only for its partial first and last day.
 */
export const costAllocationMonths = pgTable(
  'cost_allocation_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    workload: text('workload').notNull(),
    gpuModel: text('gpu_model').notNull().default(''),
    gpuHours: doublePrecision('gpu_hours').notNull().default(0),
    cpuCoreHours: doublePrecision('cpu_core_hours').notNull().default(0),
    memoryGiBHours: doublePrecision('memory_gib_hours').notNull().default(0),
    storageGiBHours: doublePrecision('storage_gib_hours').notNull().default(0),
    ...idleColumns,
  },
  (t) => [primaryKey({ columns: [t.month, t.projectId, t.workload, t.gpuModel] })],
);
