import type { FieldPath, FieldValues } from 'react-hook-form';
import { TimeField, type TimeFieldProps } from './TimeField';
import { type FormFieldAdapterProps, readText, useFormControl } from './useFormControl';

export type TimeFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = FormFieldAdapterProps<
  TimeFieldProps,
  T,
  N
>;

/** `TimeField` bound to a react-hook-form field holding the text; pair it with `timeSchema()`. */
export function TimeFormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  disabled,
  ...rest
}: TimeFormFieldProps<T, N>) {
  const bound = useFormControl(control, name, disabled, readText);
  return <TimeField {...rest} {...bound} />;
}
