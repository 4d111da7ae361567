import { type ReactNode, type Ref, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { Field } from '../form/Field';
import type { Appearance } from '../theme/appearance';
import { CalendarPopover } from './CalendarPopover';
import { calendarProps, openingMonth, type WeekStart } from './calendarProps';
import { DateTextInput } from './DateTextInput';
import { checkDate, type DateRules } from './dateRules';
import { formatIsoDate, type IsoDate, parseIsoDate } from './isoDate';
import { useControllableState, useDraft } from './useControllableState';
import type { IsoWeekday } from './weekdays';

/** Props the date controls share: the rules a day must meet and how the calendar shows. */
export interface DateConstraintProps {
  /** Earliest day allowed, `YYYY-MM-DD`; the calendar does not go before its month. */
  min?: IsoDate | undefined;
  /** Latest day allowed, `YYYY-MM-DD`. */
  max?: IsoDate | undefined;
  /** Week days that cannot be picked (1 Monday ... 7 Sunday). */
  disabledWeekdays?: readonly IsoWeekday[] | undefined;
  /** Days that cannot be picked, e.g. holidays. */
  disabledDates?: readonly IsoDate[] | undefined;
  /** First day of a calendar row, 0 for Sunday; Monday by default, like `WeekdayPicker`. */
  weekStartsOn?: WeekStart | undefined;
  /** Pins "today" (stories, tests, or a server's clock); defaults to this device's date. */
  today?: IsoDate | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  /** Theme of the portalled calendar, when not given by `WidgetsProvider`. */
  appearance?: Appearance | undefined;
}

export interface DateFieldProps extends DateConstraintProps {
  label: ReactNode;
  description?: ReactNode;
  /** The text of the field: `YYYY-MM-DD` once valid, `""` when empty, or what the user is typing. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  /** Called with the text on every edit and with the ISO date on every pick. */
  onValueChange?: ((value: string) => void) | undefined;
  /**
   * A message from outside (a form, a server) shown instead of the field's own. Left out, the field checks itself
   * when the user leaves it; `null` leaves all checking to the owner (the form adapters pass it until submit).
   */
  error?: string | null | undefined;
  onBlur?: (() => void) | undefined;
  name?: string | undefined;
  id?: string | undefined;
  placeholder?: string | undefined;
  /** Accessible name of the calendar button; "Open calendar for <label>" by default. */
  calendarLabel?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/** Rules of a date control from its props. */
export const dateRulesOf = (props: DateConstraintProps): DateRules => ({
  min: props.min,
  max: props.max,
  disabledWeekdays: props.disabledWeekdays,
  disabledDates: props.disabledDates,
});

/**
 * A date typed as `YYYY-MM-DD` or picked from a calendar popover, with min/max and disabled week days and dates.
 * Controlled (`value` + `onValueChange`) or not (`defaultValue`). Typing that is not a date, or a day the rules
 * refuse, is named in plain words on the field once the user leaves it.
 */
export function DateField(props: DateFieldProps) {
  const { label, description, error, onBlur, name, id, placeholder = 'YYYY-MM-DD', calendarLabel, ref } = props;
  const [value, setValue] = useControllableState(props.value, props.defaultValue ?? '', props.onValueChange);
  const [draft, setDraft] = useDraft(value);
  const [left, setLeft] = useState(false);
  const [open, setOpen] = useState(false);
  const rules = dateRulesOf(props);
  const calendar = { rules, weekStartsOn: props.weekStartsOn ?? 1, today: props.today };
  const selected = parseIsoDate(draft);
  const own = left ? checkDate(draft, rules) : undefined;
  const shown = error === undefined ? own : (error ?? undefined);
  const text = typeof label === 'string' ? label : undefined;

  const edit = (next: string) => {
    setDraft(next);
    setValue(next);
  };

  return (
    <Field
      label={label}
      description={description}
      error={shown}
      required={props.required ?? false}
      {...(id === undefined ? {} : { id })}
    >
      {(control) => (
        <div data-slot="date-input">
          <DateTextInput
            control={control}
            ref={ref}
            name={name}
            text={draft}
            placeholder={placeholder}
            disabled={props.disabled}
            onEdit={edit}
            onLeave={(text) => {
              setLeft(text.trim() !== '');
              onBlur?.();
            }}
          />
          <CalendarPopover
            open={open}
            onOpenChange={setOpen}
            triggerLabel={calendarLabel ?? (text ? `Open calendar for ${text}` : 'Open calendar')}
            label={text ? `Choose ${text}` : 'Choose a date'}
            disabled={props.disabled}
            appearance={props.appearance}
          >
            <DayPicker
              {...calendarProps(calendar)}
              mode="single"
              required
              selected={selected}
              defaultMonth={openingMonth(selected, calendar)}
              onSelect={(day) => {
                edit(formatIsoDate(day));
                setLeft(true);
                setOpen(false);
              }}
            />
          </CalendarPopover>
        </div>
      )}
    </Field>
  );
}
