import { type ReactNode, type Ref, useImperativeHandle, useRef } from 'react';
import { Field } from '../form/Field';
import type { FocusHandle } from './DateRangeField';
import { RangeFieldset } from './RangeFieldset';
import { TimeInput } from './TimeField';
import { checkTimeRange, type TimeRange } from './timeRules';
import { useControllableState, useRangeDraft } from './useControllableState';

/** Messages for a time range: on its start, on its end, or on the window as a whole. */
export interface TimeRangeFieldErrors {
  start?: string | undefined;
  end?: string | undefined;
  range?: string | undefined;
}

export interface TimeRangeFieldProps {
  /** Legend of the window. */
  label: ReactNode;
  description?: ReactNode;
  startLabel?: string | undefined;
  endLabel?: string | undefined;
  /** `{ start, end }` as typed: `HH:mm` once valid, `""` when empty. */
  value?: TimeRange | undefined;
  defaultValue?: TimeRange | undefined;
  onValueChange?: ((value: TimeRange) => void) | undefined;
  /** Messages from outside; left out, the field checks itself as the user leaves each end; `null` turns that off. */
  error?: TimeRangeFieldErrors | null | undefined;
  /** Lets the window cross midnight (22:00 to 06:00); start and end must still differ. */
  overnight?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  onBlur?: (() => void) | undefined;
  name?: string | undefined;
  ref?: Ref<FocusHandle> | undefined;
}

const emptyWindow: TimeRange = { start: '', end: '' };

/** A daily window from a start to an end time (`HH:mm`, 24-hour); the end must follow the start, said on the end. */
export function TimeRangeField(props: TimeRangeFieldProps) {
  const { label, description, startLabel = 'Start time', endLabel = 'End time', error, overnight, name } = props;
  const [value, setValue] = useControllableState(props.value, props.defaultValue ?? emptyWindow, props.onValueChange);
  const { draft, left, editPart, leave } = useRangeDraft(value, setValue, props.onBlur);
  const startInput = useRef<HTMLInputElement>(null);
  const endInput = useRef<HTMLInputElement>(null);
  const own = checkTimeRange(draft, { overnight });
  const shown: TimeRangeFieldErrors =
    error === undefined
      ? { start: left.start ? own.start : undefined, end: left.end ? own.end : undefined }
      : (error ?? {});
  const required = props.required ?? false;

  useImperativeHandle(props.ref, () => ({
    focus: () => (shown.end && !shown.start ? endInput : startInput).current?.focus(),
  }));

  return (
    <RangeFieldset
      slot="time-range"
      label={label}
      description={description}
      error={shown.range}
      disabled={props.disabled}
    >
      <Field label={startLabel} error={shown.start} required={required}>
        {(control) => (
          <TimeInput
            control={control}
            ref={startInput}
            name={name === undefined ? undefined : `${name}.start`}
            text={draft.start}
            onEdit={(next) => editPart('start', next)}
            onLeave={(text) => leave('start', text)}
          />
        )}
      </Field>
      <Field label={endLabel} error={shown.end} required={required}>
        {(control) => (
          <TimeInput
            control={control}
            ref={endInput}
            name={name === undefined ? undefined : `${name}.end`}
            text={draft.end}
            onEdit={(next) => editPart('end', next)}
            onLeave={(text) => leave('end', text)}
          />
        )}
      </Field>
    </RangeFieldset>
  );
}
