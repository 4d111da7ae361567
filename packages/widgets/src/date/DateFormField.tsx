import type { FieldPath, FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './DateField';
import { type FormFieldAdapterProps, readText, useFormControl } from './useFormControl';

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
  const bound = useFormControl(control, name, disabled, readText);
  return <DateField {...rest} {...bound} />;
}
