import type { SlaPolicy, TicketPriority, WeekDay } from '@console/core';
import { ticketPriorityValues } from '@console/core/enums';
import * as z from 'zod';
import { isoOf, weekDayOf } from '../date/apiWeekdays';
import { timeRangeSchema, timeZoneSchema, weekdaysSchema } from '../date/dateSchemas';
import { textRules } from '../form/textRules';
import { common as commonEn } from '../i18n/messages/en/common';
import { support as supportEn } from '../i18n/messages/en/support';
import type { MessagesOf } from '../i18n/types';

/** The English of the areas this module's texts come from. */
const en = { common: commonEn, support: supportEn };

/** Validation of the SLA policy form (targets in business hours); the server checks the same rules again. */
export function slaPolicySchemaOf(messages: MessagesOf<'common' | 'support'>) {
  const f = messages.support.sla.form;
  const text = textRules(messages);
  const hours = z.number({ message: f.enterHours }).positive(f.moreThanZero).max(8760, f.atMostYear);
  return z
    .object({
      name: text.name(120),
      description: text.text(2000),
      isDefault: z.boolean(),
      targets: z.array(
        z.object({
          priority: z.enum(ticketPriorityValues),
          firstResponseHours: hours,
          resolutionHours: hours,
        }),
      ),
      timeZone: timeZoneSchema({ required: true }),
      weekDays: weekdaysSchema({ required: true }),
      hours: timeRangeSchema({ required: true }),
      holidays: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, f.isoDate)),
    })
    .superRefine((values, ctx) => {
      values.targets.forEach((t, i) => {
        if (t.resolutionHours < t.firstResponseHours)
          ctx.addIssue({
            code: 'custom',
            path: ['targets', i, 'resolutionHours'],
            message: f.resolutionAfterResponse,
          });
      });
    });
}

/** Validation of the SLA policy form, in English. */
export const slaPolicySchema = /* @__PURE__ */ slaPolicySchemaOf(en);

/** What the form holds. */
export type SlaPolicyFormValues = z.input<typeof slaPolicySchema>;

/** The request body the form submits (targets in business minutes). */
export interface SlaPolicyInput {
  name: string;
  description: string;
  isDefault: boolean;
  targets: { priority: TicketPriority; firstResponseMinutes: number; resolutionMinutes: number }[];
  businessHours: { timeZone: string; weekDays: WeekDay[]; start: string; end: string };
  holidays: string[];
}

const PRIORITIES: readonly TicketPriority[] = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];
const DEFAULT_HOURS: Record<TicketPriority, [number, number]> = {
  CRITICAL: [1, 8],
  HIGH: [4, 24],
  MEDIUM: [8, 48],
  LOW: [16, 80],
};

/** The form's values for a policy, or sensible defaults for a new one. */
export function slaFormValues(policy?: SlaPolicy, timeZone = 'UTC'): SlaPolicyFormValues {
  return {
    name: policy?.name ?? '',
    description: policy?.description ?? '',
    isDefault: policy?.isDefault ?? false,
    targets: PRIORITIES.map((priority) => {
      const t = policy?.targets.find((x) => x.priority === priority);
      const [first, resolution] = DEFAULT_HOURS[priority];
      return {
        priority,
        firstResponseHours: t ? t.firstResponseMinutes / 60 : first,
        resolutionHours: t ? t.resolutionMinutes / 60 : resolution,
      };
    }),
    timeZone: policy?.businessHours.timeZone ?? timeZone,
    weekDays: (policy?.businessHours.weekDays ?? ['MON', 'TUE', 'WED', 'THU', 'FRI']).map(isoOf),
    hours: { start: policy?.businessHours.start ?? '09:00', end: policy?.businessHours.end ?? '17:00' },
    holidays: [...(policy?.holidays ?? [])],
  };
}

/** The request body of validated form values. */
export function slaPolicyInput(v: z.output<typeof slaPolicySchema>): SlaPolicyInput {
  return {
    name: v.name,
    description: v.description,
    isDefault: v.isDefault,
    targets: v.targets.map((t) => ({
      priority: t.priority,
      firstResponseMinutes: Math.round(t.firstResponseHours * 60),
      resolutionMinutes: Math.round(t.resolutionHours * 60),
    })),
    businessHours: {
      timeZone: v.timeZone,
      weekDays: v.weekDays.map(weekDayOf),
      start: v.hours.start,
      end: v.hours.end,
    },
    holidays: v.holidays,
  };
}
