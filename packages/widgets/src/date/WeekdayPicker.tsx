import { type KeyboardEvent, type ReactNode, type Ref, useId, useImperativeHandle, useRef, useState } from 'react';
import type { FocusHandle } from './DateRangeField';
import { checkWeekdays, sortWeekdays } from './scheduleRules';
import { useControllableState } from './useControllableState';
import { type IsoWeekday, isoWeekdays, weekdayName } from './weekdays';

export interface WeekdayPickerProps {
  label: ReactNode;
  description?: ReactNode;
  /** The chosen days, 1 Monday ... 7 Sunday, in week order. */
  value?: readonly IsoWeekday[] | undefined;
  defaultValue?: readonly IsoWeekday[] | undefined;
  onValueChange?: ((value: IsoWeekday[]) => void) | undefined;
  /** A message from outside; left out, the picker checks itself once used; `null` turns that off. */
  error?: string | null | undefined;
  /** At least one day must stay chosen. */
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  onBlur?: (() => void) | undefined;
  /** Name of the hidden inputs (one per chosen day) for a plain HTML form. */
  name?: string | undefined;
  ref?: Ref<FocusHandle> | undefined;
}

const none: readonly IsoWeekday[] = [];
const moves: Record<string, (day: number) => number> = {
  ArrowRight: (day) => (day % 7) + 1,
  ArrowDown: (day) => (day % 7) + 1,
  ArrowLeft: (day) => ((day + 5) % 7) + 1,
  ArrowUp: (day) => ((day + 5) % 7) + 1,
  Home: () => 1,
  End: () => 7,
};

/**
 * Seven toggle buttons, Monday to Sunday, for the days a schedule applies. One tab stop: the arrow keys, Home and
 * End move between days, Space or Enter toggles (as a Radix toggle group). The group says when a day is required.
 */
export function WeekdayPicker(props: WeekdayPickerProps) {
  const { label, description, error, required = false, disabled = false, onBlur, name } = props;
  const { onValueChange } = props;
  const report = onValueChange && ((next: readonly IsoWeekday[]) => onValueChange([...next]));
  const [value, setValue] = useControllableState(props.value, props.defaultValue ?? none, report);
  const [used, setUsed] = useState(false);
  const [active, setActive] = useState<IsoWeekday>(value[0] ?? 1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const own = used ? checkWeekdays(value, { required }) : undefined;
  const shown = error === undefined ? own : (error ?? undefined);
  const describedBy = [description === undefined ? '' : `${id}-description`, shown ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');

  useImperativeHandle(props.ref, () => ({ focus: () => buttons.current[active - 1]?.focus() }));

  const toggle = (day: IsoWeekday) => {
    setUsed(true);
    setValue(sortWeekdays(value.includes(day) ? value.filter((d) => d !== day) : [...value, day]));
  };
  const move = (event: KeyboardEvent) => {
    const next = moves[event.key]?.(active) as IsoWeekday | undefined;
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next - 1]?.focus();
  };

  return (
    <fieldset
      data-slot="weekday-field"
      data-invalid={shown ? '' : undefined}
      aria-describedby={describedBy || undefined}
      aria-invalid={shown ? true : undefined}
      disabled={disabled}
    >
      <legend data-slot="field-label">
        {label}
        {required ? (
          <>
            <span data-slot="field-required" aria-hidden="true">
              {' '}
              *
            </span>
            {/* A group cannot carry aria-required, so its name says it. */}
            <span data-slot="visually-hidden"> (required)</span>
          </>
        ) : null}
      </legend>
      {/* Arrow keys land on the buttons inside; the container itself takes no focus. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: key handling delegated from the toggle buttons */}
      <div data-slot="weekday-picker" onKeyDown={move}>
        {isoWeekdays.map((day) => (
          <button
            key={day}
            ref={(element) => {
              buttons.current[day - 1] = element;
            }}
            type="button"
            data-slot="weekday"
            aria-label={weekdayName(day)}
            aria-pressed={value.includes(day)}
            tabIndex={day === active ? 0 : -1}
            onFocus={() => setActive(day)}
            onBlur={onBlur}
            onClick={() => toggle(day)}
          >
            {weekdayName(day, 'short')}
          </button>
        ))}
      </div>
      {name === undefined ? null : value.map((day) => <input key={day} type="hidden" name={name} value={day} />)}
      {description === undefined ? null : (
        <p data-slot="field-description" id={`${id}-description`}>
          {description}
        </p>
      )}
      {shown ? (
        <p data-slot="field-error" id={`${id}-error`}>
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
