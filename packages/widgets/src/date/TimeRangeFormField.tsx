import type { FieldPath, FieldValues } from 'react-hook-form';
import { TimeRangeField, type TimeRangeFieldProps } from './TimeRangeField';
import type { TimeRange } from './timeRules';
import { type FormFieldAdapterProps, useFormControl } from './useFormControl';

export type TimeRangeFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = FormFieldAdapterProps<
  TimeRangeFieldProps,
  T,
  N
>;

const emptyWindow: TimeRange = { start: '', end: '' };

/** `TimeRangeField` bound to a react-hook-form field holding `{ start, end }`; pair it with `timeRangeSchema()`. */
export function TimeRangeFormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  disabled,
  ...rest
}: TimeRangeFormFieldProps<T, N>) {
  const { value, onChange, wiring, error, ...form } = useFormControl(control, name);
  return (
    <TimeRangeField
      {...rest}
      {...wiring}
      disabled={disabled || form.disabled}
      value={{ ...emptyWindow, ...(value as Partial<TimeRange> | undefined) }}
      onValueChange={onChange}
      error={error ? { start: error.start?.message, end: error.end?.message, range: error.message } : null}
    />
  );
}
