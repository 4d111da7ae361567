import type { Ref } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { date as dateEn } from '../i18n/messages/en/date';
import { useMessages } from '../i18n/useMessages';
import type { ControlProps } from './controlProps';
import { FieldGroup } from './FieldGroup';
import { type FocusHandle, RangeEnds } from './RangeEnds';
import { timeInputProps } from './TimeField';
import { checkTimeRange, type TimeRange } from './timeRules';
import { useRangeDraft } from './useDraft';
import { withRef } from './withRef';

/** Messages for a time range: on its start, on its end, or on the window as a whole. */
export interface TimeRangeFieldErrors {
  start?: string | undefined;
  end?: string | undefined;
  range?: string | undefined;
}

export interface TimeRangeFieldProps extends Omit<ControlProps<TimeRange>, 'error'> {
  /** `{ start, end }` as typed: `HH:mm` once valid, `""` when empty. */
  value?: TimeRange | undefined;
  /** Messages from outside; left out, the field checks itself as the user leaves each end; `null` turns that off. */
  error?: TimeRangeFieldErrors | null | undefined;
  startLabel?: string | undefined;
  endLabel?: string | undefined;
  /** Lets the window cross midnight (22:00 to 06:00); start and end must still differ. */
  overnight?: boolean | undefined;
  ref?: Ref<FocusHandle> | undefined;
}

const emptyWindow: TimeRange = { start: '', end: '' };
const ends = ['start', 'end'] as const;

/** A daily window from a start to an end time (`HH:mm`, 24-hour); the end must follow the start, said on the end. */
export const TimeRangeField = withRef(function TimeRangeField(props: TimeRangeFieldProps) {
  const { error } = props;
  const [value, setValue] = useControllableState({
    value: props.value,
    defaultValue: props.defaultValue ?? emptyWindow,
    onChange: props.onValueChange,
  });
  const messages = useMessages({ date: dateEn });
  const t = messages.date;
  const { draft, left, editPart, leave } = useRangeDraft(value, setValue, props.onBlur);
  const own = checkTimeRange(draft, { overnight: props.overnight, messages });
  const shown: TimeRangeFieldErrors =
    error === undefined
      ? { start: left.start ? own.start : undefined, end: left.end ? own.end : undefined }
      : (error ?? {});
  return (
    <FieldGroup
      slot="time-range"
      label={props.label}
      description={props.description}
      error={shown.range}
      disabled={props.disabled}
    >
      <div data-slot="range-inputs">
        <RangeEnds
          ends={ends}
          labels={{ start: props.startLabel ?? t.startTime, end: props.endLabel ?? t.endTime }}
          texts={draft}
          errors={shown}
          input={{ ...timeInputProps, placeholder: t.timePlaceholder }}
          onEdit={editPart}
          onLeave={leave}
          required={props.required ?? false}
          name={props.name}
          handle={props.ref}
        />
      </div>
    </FieldGroup>
  );
});
