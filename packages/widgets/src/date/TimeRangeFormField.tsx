import type { FieldPath, FieldValues } from 'react-hook-form';
import { TimeRangeField, type TimeRangeFieldProps } from './TimeRangeField';
import { endErrors, type FormFieldAdapterProps, readEnds, useFormControl } from './useFormControl';

export type TimeRangeFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = FormFieldAdapterProps<
  TimeRangeFieldProps,
  T,
  N
>;

const ends = ['start', 'end'] as const;

/** `TimeRangeField` bound to a react-hook-form field holding `{ start, end }`; pair it with `timeRangeSchema()`. */
export function TimeRangeFormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  disabled,
  ...rest
}: TimeRangeFormFieldProps<T, N>) {
  const bound = useFormControl(control, name, disabled, readEnds(ends), endErrors(ends));
  return <TimeRangeField {...rest} {...bound} />;
}
