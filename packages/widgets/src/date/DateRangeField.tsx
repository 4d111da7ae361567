import { type ReactNode, type Ref, useImperativeHandle, useRef, useState } from 'react';
import { DayPicker, type DateRange as PickedRange } from 'react-day-picker';
import { Button } from '../button/Button';
import { Field } from '../form/Field';
import { CalendarPopover } from './CalendarPopover';
import { calendarProps, openingMonth } from './calendarProps';
import { type DateConstraintProps, dateRulesOf } from './DateField';
import { DateTextInput } from './DateTextInput';
import { type DateRangePreset, lastDaysPresets, presetRange } from './dateRangePresets';
import { checkDateRange, type DateRange } from './dateRules';
import { formatIsoDate, parseIsoDate, todayIso } from './isoDate';
import { RangeFieldset } from './RangeFieldset';
import { useControllableState, useRangeDraft } from './useControllableState';

/** Messages for a range: on its start, on its end, or on the range as a whole (e.g. from a server). */
export interface DateRangeFieldErrors {
  from?: string | undefined;
  to?: string | undefined;
  range?: string | undefined;
}

/** What a form focuses when a range is in error: the first end with a message. */
export interface FocusHandle {
  focus: () => void;
}

export interface DateRangeFieldProps extends DateConstraintProps {
  /** Legend of the range. */
  label: ReactNode;
  description?: ReactNode;
  fromLabel?: string | undefined;
  toLabel?: string | undefined;
  /** `{ from, to }` as typed: ISO dates once valid, `""` when empty. Plain strings, so a host can keep it in a URL. */
  value?: DateRange | undefined;
  defaultValue?: DateRange | undefined;
  onValueChange?: ((value: DateRange) => void) | undefined;
  /** Messages from outside; left out, the field checks itself as the user leaves each end; `null` turns that off. */
  error?: DateRangeFieldErrors | null | undefined;
  /** Quick ranges under the inputs: `true` for the last 24 hours / 7 days / 30 days, or your own. */
  presets?: boolean | readonly DateRangePreset[] | undefined;
  onBlur?: (() => void) | undefined;
  name?: string | undefined;
  ref?: Ref<FocusHandle> | undefined;
}

const emptyRange: DateRange = { from: '', to: '' };

/**
 * Start and end dates, typed or picked on a two-month calendar, with min/max, disabled days and optional presets.
 * The end must be on or after the start (one day is a range); its message sits on the end field.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const { label, description, fromLabel = 'Start date', toLabel = 'End date', error, name } = props;
  const [value, setValue] = useControllableState(props.value, props.defaultValue ?? emptyRange, props.onValueChange);
  const { draft, left, edit, editPart, leave, leaveAll } = useRangeDraft(value, setValue, props.onBlur);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedRange | undefined>();
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
  const rules = dateRulesOf(props);
  const today = props.today ?? todayIso();
  const calendar = { rules, weekStartsOn: props.weekStartsOn ?? 1, today };
  const own = checkDateRange(draft, rules);
  const shown: DateRangeFieldErrors =
    error === undefined ? { from: left.from ? own.from : undefined, to: left.to ? own.to : undefined } : (error ?? {});
  const presets = props.presets === true ? lastDaysPresets : props.presets || [];
  const text = typeof label === 'string' ? label : undefined;
  const required = props.required ?? false;

  useImperativeHandle(props.ref, () => ({
    focus: () => (shown.to && !shown.from ? toInput : fromInput).current?.focus(),
  }));

  const openCalendar = (next: boolean) => {
    if (next) setPicked({ from: parseIsoDate(draft.from), to: parseIsoDate(draft.to) });
    setOpen(next);
  };

  const presetButtons =
    presets.length === 0 ? null : (
      <fieldset data-slot="range-presets" aria-label="Quick ranges">
        {presets.map((preset) => {
          const range = presetRange(preset, today, rules);
          return (
            <Button
              key={preset.label}
              variant="ghost"
              aria-pressed={range !== undefined && range.from === draft.from && range.to === draft.to}
              disabled={range === undefined}
              onClick={() => range && edit(range)}
            >
              {preset.label}
            </Button>
          );
        })}
      </fieldset>
    );

  return (
    <RangeFieldset
      slot="date-range"
      label={label}
      description={description}
      error={shown.range}
      disabled={props.disabled}
      after={presetButtons}
    >
      <Field label={fromLabel} error={shown.from} required={required}>
        {(control) => (
          <DateTextInput
            control={control}
            ref={fromInput}
            name={name === undefined ? undefined : `${name}.from`}
            text={draft.from}
            placeholder="YYYY-MM-DD"
            onEdit={(next) => editPart('from', next)}
            onLeave={(next) => leave('from', next)}
          />
        )}
      </Field>
      <Field label={toLabel} error={shown.to} required={required}>
        {(control) => (
          <DateTextInput
            control={control}
            ref={toInput}
            name={name === undefined ? undefined : `${name}.to`}
            text={draft.to}
            placeholder="YYYY-MM-DD"
            onEdit={(next) => editPart('to', next)}
            onLeave={(next) => leave('to', next)}
          />
        )}
      </Field>
      <CalendarPopover
        open={open}
        onOpenChange={openCalendar}
        triggerLabel={text ? `Open calendar for ${text}` : 'Open calendar'}
        label={text ? `Choose ${text}` : 'Choose dates'}
        disabled={props.disabled}
        appearance={props.appearance}
      >
        <DayPicker
          {...calendarProps(calendar)}
          mode="range"
          required
          // A click on a complete range starts a new one, so two clicks always make the range.
          resetOnSelect
          numberOfMonths={2}
          // Two months side by side would show the same outside days twice.
          showOutsideDays={false}
          selected={picked}
          defaultMonth={openingMonth(picked?.from, calendar)}
          footer={picked?.from && !picked.to ? 'Now pick the end date.' : 'Pick the start date.'}
          onSelect={(range) => {
            setPicked(range);
            if (range.from === undefined || range.to === undefined) return;
            edit({ from: formatIsoDate(range.from), to: formatIsoDate(range.to) });
            leaveAll();
            setOpen(false);
          }}
        />
      </CalendarPopover>
    </RangeFieldset>
  );
}
