import type { FieldPath, FieldValues } from 'react-hook-form';
import { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
import { endErrors, type FormFieldAdapterProps, readEnds, useFormControl } from './useFormControl';

export type DateRangeFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = FormFieldAdapterProps<
  DateRangeFieldProps,
  T,
  N
>;

const ends = ['from', 'to'] as const;

/** `DateRangeField` bound to a react-hook-form field holding `{ from, to }`; pair it with `dateRangeSchema(rules)`. */
export function DateRangeFormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  disabled,
  ...rest
}: DateRangeFormFieldProps<T, N>) {
  const bound = useFormControl(control, name, disabled, readEnds(ends), endErrors(ends));
  return <DateRangeField {...rest} {...bound} />;
}
