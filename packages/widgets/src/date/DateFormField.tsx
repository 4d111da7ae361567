import type { FieldPath, FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './DateField';
import { type FormFieldAdapterProps, useFormControl } from './useFormControl';

export type DateFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = FormFieldAdapterProps<
  DateFieldProps,
  T,
  N
>;

/** `DateField` bound to a react-hook-form field holding the text; pair it with `isoDateSchema(rules)`. */
export function DateFormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  disabled,
  ...rest
}: DateFormFieldProps<T, N>) {
  const form = useFormControl(control, name);
  return (
    <DateField
      {...rest}
      {...form.wiring}
      disabled={disabled || form.disabled}
      value={typeof form.value === 'string' ? form.value : ''}
      onValueChange={form.onChange}
      error={form.error?.message ?? null}
    />
  );
}
