import { type Ref, useState } from 'react';
import { DayPicker, type DateRange as PickedRange } from 'react-day-picker';
import { Button } from '../button/Button';
import { useControllableState } from '../hooks/useControllableState';
import { date as dateEn } from '../i18n/messages/en/date';
import { useCalendarLocale, useFormat, useMessages } from '../i18n/useMessages';
import { CalendarPopover } from './CalendarPopover';
import { calendarProps, openingMonth } from './calendarProps';
import type { ControlProps } from './controlProps';
import { calendarNames, type DateConstraintProps, dateRulesOf } from './DateField';
import { type DateRangePreset, lastDaysPresetsOf, presetRange } from './dateRangePresets';
import { checkDateRange, type DateRange } from './dateRules';
import { FieldGroup } from './FieldGroup';
import { formatIsoDate, normalizeIsoDate, parseIsoDate, todayIso } from './isoDate';
import { type FocusHandle, RangeEnds } from './RangeEnds';
import { useRangeDraft } from './useDraft';
import { withRef } from './withRef';

/** Messages for a range: on its start, on its end, or on the range as a whole (e.g. from a server). */
export interface DateRangeFieldErrors {
  from?: string | undefined;
  to?: string | undefined;
  range?: string | undefined;
}

export interface DateRangeFieldProps extends Omit<ControlProps<DateRange>, 'error'>, DateConstraintProps {
  /** `{ from, to }` as typed: ISO dates once valid, `""` when empty. Plain strings, so a host can keep it in a URL. */
  value?: DateRange | undefined;
  /** Messages from outside; left out, the field checks itself as the user leaves each end; `null` turns that off. */
  error?: DateRangeFieldErrors | null | undefined;
  fromLabel?: string | undefined;
  toLabel?: string | undefined;
  /** Quick ranges under the inputs: `true` for the last 24 hours / 7 days / 30 days, or your own. */
  presets?: boolean | readonly DateRangePreset[] | undefined;
  ref?: Ref<FocusHandle> | undefined;
}

const emptyRange: DateRange = { from: '', to: '' };
const ends = ['from', 'to'] as const;
const dateInput = { normalize: normalizeIsoDate, slot: 'date-text-input' } as const;

/** Preset buttons; the one matching the current range is pressed. */
function Presets(props: {
  presets: readonly DateRangePreset[];
  apply: (range: DateRange) => void;
  current: DateRange;
  bounds: (preset: DateRangePreset) => DateRange | undefined;
}) {
  return (
    <fieldset data-slot="range-presets" aria-label={useMessages({ date: dateEn }).date.quickRanges}>
      {props.presets.map((preset) => {
        const range = props.bounds(preset);
        return (
          <Button
            key={preset.label}
            variant="ghost"
            aria-pressed={range !== undefined && range.from === props.current.from && range.to === props.current.to}
            disabled={range === undefined}
            onClick={() => range && props.apply(range)}
          >
            {preset.label}
          </Button>
        );
      })}
    </fieldset>
  );
}

/**
 * Start and end dates, typed or picked on a two-month calendar, with min/max, disabled days and optional presets.
 * The end must come after the start (the specification's rule; equal ends are refused); its message sits on the end field.
 */
export const DateRangeField = withRef(function DateRangeField(props: DateRangeFieldProps) {
  const { label, error } = props;
  const [value, setValue] = useControllableState({
    value: props.value,
    defaultValue: props.defaultValue ?? emptyRange,
    onChange: props.onValueChange,
  });
  const { draft, left, edit, editPart, leave, leaveAll } = useRangeDraft(value, setValue, props.onBlur);
  const [open, setOpen] = useControllableState({
    value: props.open,
    defaultValue: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  });
  const messages = useMessages({ date: dateEn });
  const t = messages.date;
  const pickedOf = () => ({ from: parseIsoDate(draft.from), to: parseIsoDate(draft.to) });
  const [picked, setPicked] = useState<PickedRange | undefined>(() => (open ? pickedOf() : undefined));
  // However it opens (its button, or a host setting `open`), the calendar starts from what is typed.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPicked(pickedOf());
  }
  const rules = { ...dateRulesOf(props), messages, locale: useFormat().locale };
  const today = props.today ?? todayIso();
  const calendar = { rules, weekStartsOn: props.weekStartsOn ?? 1, today, locale: useCalendarLocale() };
  const own = checkDateRange(draft, rules);
  const shown: DateRangeFieldErrors =
    error === undefined ? { from: left.from ? own.from : undefined, to: left.to ? own.to : undefined } : (error ?? {});
  const presets = props.presets === true ? lastDaysPresetsOf(messages) : props.presets || [];

  return (
    <FieldGroup
      slot="date-range"
      label={label}
      description={props.description}
      error={shown.range}
      disabled={props.disabled}
    >
      <div data-slot="range-inputs">
        <RangeEnds
          ends={ends}
          labels={{ from: props.fromLabel ?? t.startDate, to: props.toLabel ?? t.endDate }}
          texts={draft}
          errors={shown}
          input={{ ...dateInput, placeholder: t.datePlaceholder }}
          onEdit={editPart}
          onLeave={leave}
          required={props.required ?? false}
          name={props.name}
          handle={props.ref}
        />
        <CalendarPopover
          {...calendarNames(label, t.chooseDates, undefined, messages)}
          open={open}
          onOpenChange={setOpen}
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
            footer={picked?.from && !picked.to ? t.pickEnd : t.pickStart}
            onSelect={(range) => {
              // The end comes after the start: a second click on the start day keeps waiting for the end.
              if (
                range?.from !== undefined &&
                range.to !== undefined &&
                formatIsoDate(range.from) === formatIsoDate(range.to)
              ) {
                setPicked({ from: range.from, to: undefined });
                return;
              }
              setPicked(range);
              if (range.from === undefined || range.to === undefined) return;
              edit({ from: formatIsoDate(range.from), to: formatIsoDate(range.to) });
              leaveAll();
              setOpen(false);
            }}
          />
        </CalendarPopover>
      </div>
      {presets.length > 0 ? (
        <Presets
          presets={presets}
          current={draft}
          apply={edit}
          bounds={(preset) => presetRange(preset, today, rules)}
        />
      ) : null}
    </FieldGroup>
  );
});
