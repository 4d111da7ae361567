import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';

/** Business minutes to first response and to resolution for one priority. */
export interface SlaTargetRow {
  priority: 'CRITICAL' | 'HIGH' | 'MEDIUM' | 'LOW';
  firstResponseMinutes: number;
  resolutionMinutes: number;
}

/** An organization's SLA policy: targets per priority on business hours, with holidays. */
export const slaPolicies = pgTable(
  'sla_policies',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    targets: jsonb('targets').$type<SlaTargetRow[]>().notNull(),
    timeZone: text('time_zone').notNull(),
    weekDays: jsonb('week_days').$type<('MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN')[]>().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    holidays: jsonb('holidays').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sla_policies_org_name').on(t.organizationId, t.name), index('sla_policies_org').on(t.organizationId)],
);
