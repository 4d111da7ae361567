import { z } from '@hono/zod-openapi';
import { pageOf, WeekDay } from './common';

/** How urgent a ticket is; SLA targets are set per priority. */
export const ticketPriorityValues = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;
export const TicketPriority = z.enum(ticketPriorityValues).openapi('TicketPriority');

/** `HH:mm` on a 24-hour clock; `24:00` only as an end of day. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use HH:mm');

/** When the SLA clock runs: the same hours on the listed days, in one IANA time zone. */
export const BusinessHours = z
  .object({
    timeZone: z.string().min(1).max(64),
    weekDays: z.array(WeekDay).min(1).max(7),
    start: timeOfDay,
    end: timeOfDay,
  })
  .openapi('BusinessHours');

/** Business minutes to first response and to resolution for one priority. */
export const SlaTarget = z
  .object({
    priority: TicketPriority,
    firstResponseMinutes: z.number().int().min(1).max(525_600),
    resolutionMinutes: z.number().int().min(1).max(525_600),
  })
  .openapi('SlaTarget');

/** An SLA policy of an organization: targets per priority, business hours and holidays. */
export const SlaPolicy = z
  .object({
    id: z.number().int(),
    organizationId: z.number().int(),
    organizationName: z.string(),
    name: z.string(),
    description: z.string(),
    /** New tickets of the organization follow its default policy. */
    isDefault: z.boolean(),
    targets: z.array(SlaTarget),
    businessHours: BusinessHours,
    /** Local dates (`YYYY-MM-DD`, in the policy's time zone) on which the clock does not run. */
    holidays: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Whether the caller may change or delete it (organization admins and wider). */
    canManage: z.boolean(),
  })
  .openapi('SlaPolicy');
export const SlaPolicyPage = pageOf(SlaPolicy, 'SlaPolicyPage');
