import type { SlaPolicy } from '@console/core';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { TimeRangeFormField } from '../date/TimeRangeFormField';
import { TimeZoneFormField } from '../date/TimeZoneFormField';
import { WeekdayFormField } from '../date/WeekdayFormField';
import { applyServerErrors } from '../form/applyServerErrors';
import { FormActions } from '../form/FormActions';
import { FormError } from '../form/FormError';
import { FormField } from '../form/FormField';
import { useZodForm } from '../form/useZodForm';
import { common as commonEn } from '../i18n/messages/en/common';
import { support as supportEn } from '../i18n/messages/en/support';
import { useMessages } from '../i18n/useMessages';
import type { WidgetError } from '../state/widgetError';
import type { Appearance } from '../theme/appearance';
import { WidgetRoot } from '../theme/WidgetRoot';
import { HolidaysField } from './HolidaysField';
import { type SlaPolicyInput, slaFormValues, slaPolicyInput, slaPolicySchemaOf } from './slaPolicySchema';
import { ticketPriorityLabel } from './ticketLabels';

export interface SlaPolicyFormProps {
  mode: 'create' | 'update';
  policy?: SlaPolicy | undefined;
  /** The zone a new policy starts in (the browser's, say). */
  defaultTimeZone?: string;
  /** Sends the policy; a rejected `ConsoleError` puts its 400/409 details on the fields. */
  onSubmit: (input: SlaPolicyInput) => Promise<unknown>;
  onCancel?: () => void;
  appearance?: Appearance;
}

/** Server keys of the policy body that live under other names in the form. */
const rename = {
  'businessHours.timeZone': 'timeZone',
  'businessHours.weekDays': 'weekDays',
  'businessHours.start': 'hours',
  'businessHours.end': 'hours',
} as const;

/** Creates or edits an SLA policy: targets per priority in business hours, the business hours and holidays. */
export function SlaPolicyForm({ mode, policy, defaultTimeZone, onSubmit, onCancel, appearance }: SlaPolicyFormProps) {
  const messages = useMessages({ common: commonEn, support: supportEn });
  const f = messages.support.sla.form;
  const schema = useMemo(() => slaPolicySchemaOf(messages), [messages]);
  const form = useZodForm(schema, { defaultValues: slaFormValues(policy, defaultTimeZone) });
  const holidays = useController({ control: form.control, name: 'holidays' });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(slaPolicyInput(values));
    } catch (error) {
      applyServerErrors(form, error as WidgetError, { rename });
    }
  });
  const busy = form.formState.isSubmitting;
  const targets = form.getValues('targets');
  return (
    <WidgetRoot appearance={appearance} data-slot="sla-form">
      <form
        onSubmit={submit}
        noValidate
        aria-label={mode === 'create' ? messages.support.sla.policies.create : messages.support.sla.policies.update}
        aria-busy={busy || undefined}
      >
        <FormError control={form.control} />
        <FormField control={form.control} name="name" label={f.name} required>
          {(field) => <input {...field} />}
        </FormField>
        <FormField control={form.control} name="description" label={f.description}>
          {(field) => <textarea rows={2} {...field} />}
        </FormField>
        <FormField control={form.control} name="isDefault" label={f.isDefault}>
          {({ value, onChange, ...field }) => (
            <input
              type="checkbox"
              {...field}
              value="on"
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
            />
          )}
        </FormField>
        <fieldset data-slot="sla-targets">
          <legend>{f.targets}</legend>
          {targets.map((t, i) => (
            <div key={t.priority} data-slot="sla-target-row">
              <FormField
                control={form.control}
                name={`targets.${i}.firstResponseHours`}
                label={f.firstResponseHours({ priority: ticketPriorityLabel(t.priority, messages) })}
                required
              >
                {(field) => (
                  <input
                    type="number"
                    min={0.25}
                    step={0.25}
                    {...field}
                    onChange={(e) => field.onChange(e.target.valueAsNumber)}
                  />
                )}
              </FormField>
              <FormField
                control={form.control}
                name={`targets.${i}.resolutionHours`}
                label={f.resolutionHours({ priority: ticketPriorityLabel(t.priority, messages) })}
                required
              >
                {(field) => (
                  <input
                    type="number"
                    min={0.25}
                    step={0.25}
                    {...field}
                    onChange={(e) => field.onChange(e.target.valueAsNumber)}
                  />
                )}
              </FormField>
            </div>
          ))}
        </fieldset>
        <fieldset data-slot="sla-business-hours">
          <legend>{f.businessHours}</legend>
          <TimeZoneFormField control={form.control} name="timeZone" label={f.timeZone} required />
          <WeekdayFormField control={form.control} name="weekDays" label={f.weekDays} required />
          <TimeRangeFormField
            control={form.control}
            name="hours"
            label={f.hours}
            startLabel={f.opens}
            endLabel={f.closes}
            required
          />
        </fieldset>
        <HolidaysField
          value={holidays.field.value}
          onChange={holidays.field.onChange}
          error={holidays.fieldState.error?.message ?? form.formState.errors.holidays?.[0]?.message}
        />
        <FormActions
          busy={busy}
          submitLabel={mode === 'create' ? messages.common.actions.create : messages.common.actions.save}
          onCancel={onCancel}
        />
      </form>
    </WidgetRoot>
  );
}
