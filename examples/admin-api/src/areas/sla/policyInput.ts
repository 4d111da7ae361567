import { type SlaTarget, ticketPriorityValues } from '@console/contract';
import type { z } from '@hono/zod-openapi';
import { canonicalTimeZone } from '../../domain/localTime';
import { invalid } from '../../http/errors';
import { validateBusinessHours } from './businessHours';

type Target = z.infer<typeof SlaTarget>;
const PRIORITIES = ticketPriorityValues;

/** The parts of a policy body the columns are built from; all optional as on update. */
export interface PolicyInput {
  targets?: Target[] | undefined;
  businessHours?:
    | {
        timeZone: string;
        weekDays: ('MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN')[];
        start: string;
        end: string;
      }
    | undefined;
  holidays?: string[] | undefined;
}

/**
 * Checks a policy beyond its schema (one target per priority, resolution not before first response,
 * business hours that parse and do not cross midnight, real holiday dates), answering 400 keyed by
 * field, and turns it into columns.
 */
export function policyColumns(body: PolicyInput) {
  const errors: Record<string, string> = {};
  if (body.targets) {
    const seen = new Set(body.targets.map((t) => t.priority));
    if (seen.size !== body.targets.length || seen.size !== PRIORITIES.length)
      errors.targets = 'Give one target for each priority: critical, high, medium and low';
    body.targets.forEach((t, i) => {
      if (t.resolutionMinutes < t.firstResponseMinutes)
        errors[`targets.${i}.resolutionMinutes`] = 'Must be at least the first-response target';
    });
  }
  if (body.businessHours) {
    const found = validateBusinessHours({ ...body.businessHours, holidays: body.holidays ?? [] }, 'businessHours.');
    for (const [field, message] of Object.entries(found))
      errors[field.replace('businessHours.holidays', 'holidays')] = message;
  } else if (body.holidays) {
    const found = validateBusinessHours({
      timeZone: 'UTC',
      weekDays: ['MON'],
      start: '09:00',
      end: '17:00',
      holidays: body.holidays,
    });
    for (const [field, message] of Object.entries(found)) errors[field] = message;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const hours = body.businessHours;
  return {
    ...(body.targets ? { targets: body.targets } : {}),
    ...(hours
      ? {
          timeZone: canonicalTimeZone(hours.timeZone) ?? hours.timeZone,
          weekDays: [...new Set(hours.weekDays)],
          startTime: hours.start,
          endTime: hours.end,
        }
      : {}),
    ...(body.holidays ? { holidays: [...new Set(body.holidays)].sort() } : {}),
  };
}
