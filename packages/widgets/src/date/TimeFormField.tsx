import type { FieldPath, FieldValues } from 'react-hook-form';
import { TimeField, type TimeFieldProps } from './TimeField';
import { type FormFieldAdapterProps, useFormControl } from './useFormControl';

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
  const form = useFormControl(control, name);
  return (
    <TimeField
      {...rest}
      {...form.wiring}
      disabled={disabled || form.disabled}
      value={typeof form.value === 'string' ? form.value : ''}
      onValueChange={form.onChange}
      error={form.error?.message ?? null}
    />
  );
}
