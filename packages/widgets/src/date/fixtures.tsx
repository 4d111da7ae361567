import * as z from 'zod';
import { Button } from '../button/Button';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormError } from '../form/FormError';
import { useZodForm } from '../form/useZodForm';
import type { WidgetError } from '../state/widgetError';
import { DateFormField } from './DateFormField';
import { DateRangeFormField } from './DateRangeFormField';
import {
  dateRangeSchema,
  isoDateSchema,
  timeRangeSchema,
  timeSchema,
  timeZoneSchema,
  weekdaysSchema,
} from './dateSchemas';
import { TimeFormField } from './TimeFormField';
import { TimeRangeFormField } from './TimeRangeFormField';
import { TimeZoneFormField } from './TimeZoneFormField';
import { WeekdayFormField } from './WeekdayFormField';

/* A scheduled uptime window form, as the model-serving screens will ask for it; shared by tests and stories. */

export const today = '2026-11-18';
const holidays = ['2026-12-25'];
export const uptimeSchema = z.object({
  days: weekdaysSchema({ required: true }),
  window: timeRangeSchema({ required: true }),
  timeZone: timeZoneSchema({ required: true }),
  startsOn: isoDateSchema({ required: true, min: today, disabledDates: holidays }),
  reviewAt: timeSchema(),
  period: dateRangeSchema({ min: today }),
});
export type UptimeValues = z.output<typeof uptimeSchema>;

/** Days, hours, zone, first day, review time and a trial period, each a date form field. */
export function UptimeForm({
  submit,
  zones = ['UTC', 'Europe/Berlin'],
}: {
  submit: (values: UptimeValues) => Promise<void>;
  zones?: readonly string[] | undefined;
}) {
  const form = useZodForm(uptimeSchema, {
    defaultValues: {
      days: [],
      window: { start: '', end: '' },
      timeZone: '',
      startsOn: '',
      reviewAt: '',
      period: { from: '', to: '' },
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      applyServerErrors(form, error as WidgetError);
    }
  });
  const { control } = form;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Uptime window">
      <FormError control={control} />
      <WeekdayFormField control={control} name="days" label="Days" required />
      <TimeRangeFormField control={control} name="window" label="Hours" required />
      <TimeZoneFormField control={control} name="timeZone" label="Time zone" zones={zones} required />
      <DateFormField
        control={control}
        name="startsOn"
        label="Starts on"
        min={today}
        disabledDates={holidays}
        today={today}
        required
      />
      <TimeFormField control={control} name="reviewAt" label="Review at" />
      <DateRangeFormField control={control} name="period" label="Trial period" min={today} today={today} />
      <div data-slot="form-actions">
        <Button type="submit" variant="primary" disabled={form.formState.isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
