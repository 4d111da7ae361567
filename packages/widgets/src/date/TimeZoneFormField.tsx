import type { FieldPath, FieldValues } from 'react-hook-form';
import { TimeZoneSelect, type TimeZoneSelectProps } from './TimeZoneSelect';
import { type FormFieldAdapterProps, readText, useFormControl } from './useFormControl';

export type TimeZoneFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = FormFieldAdapterProps<
  TimeZoneSelectProps,
  T,
  N
>;

/** `TimeZoneSelect` bound to a react-hook-form field holding the zone name; pair it with `timeZoneSchema()`. */
export function TimeZoneFormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  disabled,
  ...rest
}: TimeZoneFormFieldProps<T, N>) {
  const bound = useFormControl(control, name, disabled, readText);
  return <TimeZoneSelect {...rest} {...bound} />;
}
