import { type Ref, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { Field } from '../form/Field';
import { useControllableState } from '../hooks/useControllableState';
import { date as dateEn } from '../i18n/messages/en/date';
import type { MessagesOf } from '../i18n/types';
import { useCalendarLocale, useFormat, useMessages } from '../i18n/useMessages';
import type { Appearance } from '../theme/appearance';
import { CalendarPopover } from './CalendarPopover';
import { calendarProps, openingMonth, type WeekStart } from './calendarProps';
import { type ControlProps, shownError } from './controlProps';
import { checkDate, type DateRules } from './dateRules';
import { formatIsoDate, type IsoDate, normalizeIsoDate, parseIsoDate } from './isoDate';
import { TidyInput } from './TidyInput';
import { useDraft } from './useDraft';
import type { IsoWeekday } from './weekdays';
import { withRef } from './withRef';

/** The English of the areas this module's texts come from. */
const en = { date: dateEn };

/** Props the calendar controls share: the rules a day must meet and how the calendar shows. */
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
  /** Theme of the portalled calendar, when not given by `WidgetsProvider`. */
  appearance?: Appearance | undefined;
  /** Controls whether the calendar popover is open; leave it out (with `defaultOpen`) to let the field keep that. */
  open?: boolean | undefined;
  /** Whether the calendar starts open when `open` is not given. */
  defaultOpen?: boolean | undefined;
  /** Told each time the calendar opens or closes (its button, Escape, a picked day). */
  onOpenChange?: ((open: boolean) => void) | undefined;
}

export interface DateFieldProps extends ControlProps<string>, DateConstraintProps {
  /** The text of the field: `YYYY-MM-DD` once valid, `""` when empty, or what the user is typing. */
  value?: string | undefined;
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

/** The calendar button's and popover's names, from the field's label when it is text. */
export function calendarNames(label: unknown, fallback: string, own?: string, messages: MessagesOf<'date'> = en) {
  const text = typeof label === 'string' ? label : undefined;
  const t = messages.date;
  return {
    triggerLabel: own ?? (text ? t.openCalendarFor({ label: text }) : t.openCalendar),
    label: text ? t.chooseLabel({ label: text }) : fallback,
  };
}

/**
 * A date typed as `YYYY-MM-DD` or picked from a calendar popover, with min/max and disabled week days and dates.
 * Controlled (`value` + `onValueChange`) or not (`defaultValue`). Typing that is not a date, or a day the rules
 * refuse, is named in plain words on the field once the user leaves it.
 */
export const DateField = withRef(function DateField(props: DateFieldProps) {
  const messages = useMessages({ date: dateEn });
  const { label, description, error, onBlur, id, placeholder = messages.date.datePlaceholder } = props;
  const [value, setValue] = useControllableState({
    value: props.value,
    defaultValue: props.defaultValue ?? '',
    onChange: props.onValueChange,
  });
  const [draft, setDraft] = useDraft(value);
  const [left, setLeft] = useState(false);
  const [open, setOpen] = useControllableState({
    value: props.open,
    defaultValue: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  });
  const rules = { ...dateRulesOf(props), messages, locale: useFormat().locale };
  const calendar = { rules, weekStartsOn: props.weekStartsOn ?? 1, today: props.today, locale: useCalendarLocale() };
  const selected = parseIsoDate(draft);

  const edit = (next: string) => {
    setDraft(next);
    setValue(next);
  };

  return (
    <Field
      label={label}
      description={description}
      error={shownError(error, left ? checkDate(draft, rules) : undefined)}
      required={props.required ?? false}
      {...(id === undefined ? {} : { id })}
    >
      {(control) => (
        <div data-slot="date-input">
          <TidyInput
            control={control}
            ref={props.ref}
            name={props.name}
            text={draft}
            normalize={normalizeIsoDate}
            slot="date-text-input"
            placeholder={placeholder}
            disabled={props.disabled}
            onEdit={edit}
            onLeave={(text) => {
              setLeft(text.trim() !== '');
              onBlur?.();
            }}
          />
          <CalendarPopover
            {...calendarNames(label, messages.date.chooseDate, props.calendarLabel, messages)}
            open={open}
            onOpenChange={setOpen}
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
});
