import { type KeyboardEvent, type Ref, useImperativeHandle, useRef, useState } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { date as dateEn } from '../i18n/messages/en/date';
import { useFormat, useMessages } from '../i18n/useMessages';
import { type ControlProps, shownError } from './controlProps';
import { FieldGroup } from './FieldGroup';
import type { FocusHandle } from './RangeEnds';
import { checkWeekdays, sortWeekdays } from './scheduleRules';
import { type IsoWeekday, isoWeekdays, weekdayName } from './weekdays';
import { withRef } from './withRef';

export interface WeekdayPickerProps extends Omit<ControlProps<readonly IsoWeekday[]>, 'onValueChange'> {
  /** The chosen days, 1 Monday ... 7 Sunday, reported in week order. */
  onValueChange?: ((value: IsoWeekday[]) => void) | undefined;
  /** `required`: at least one day must stay chosen. `name`: of the hidden inputs, one per chosen day. */
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
export const WeekdayPicker = withRef(function WeekdayPicker(props: WeekdayPickerProps) {
  const { required = false, onValueChange, name } = props;
  const report = onValueChange && ((next: readonly IsoWeekday[]) => onValueChange([...next]));
  const [value, setValue] = useControllableState({
    value: props.value,
    defaultValue: props.defaultValue ?? none,
    onChange: report,
  });
  const [used, setUsed] = useState(false);
  const messages = useMessages({ date: dateEn });
  const { locale } = useFormat();
  const [active, setActive] = useState<IsoWeekday>(value[0] ?? 1);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

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
    <FieldGroup
      slot="weekday-field"
      label={props.label}
      description={props.description}
      error={shownError(props.error, used ? checkWeekdays(value, { required, messages }) : undefined)}
      required={required}
      disabled={props.disabled}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys from the toggle buttons inside */}
      <div data-slot="weekday-picker" onKeyDown={move}>
        {isoWeekdays.map((day) => (
          <button
            key={day}
            ref={(element) => {
              buttons.current[day - 1] = element;
            }}
            type="button"
            data-slot="weekday"
            aria-label={weekdayName(day, 'long', locale)}
            aria-pressed={value.includes(day)}
            tabIndex={day === active ? 0 : -1}
            onFocus={() => setActive(day)}
            onBlur={props.onBlur}
            onClick={() => toggle(day)}
          >
            {weekdayName(day, 'short', locale)}
          </button>
        ))}
      </div>
      {name === undefined ? null : value.map((day) => <input key={day} type="hidden" name={name} value={day} />)}
    </FieldGroup>
  );
});
