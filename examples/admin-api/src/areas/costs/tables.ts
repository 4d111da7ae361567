import { costLevelValues } from '@console/contract';
import { doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';

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
