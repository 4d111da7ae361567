import type { FieldPath, FieldValues } from 'react-hook-form';
import { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
import type { DateRange } from './dateRules';
import { type FormFieldAdapterProps, useFormControl } from './useFormControl';

export type DateRangeFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = FormFieldAdapterProps<
  DateRangeFieldProps,
  T,
  N
>;

const emptyRange: DateRange = { from: '', to: '' };

/** `DateRangeField` bound to a react-hook-form field holding `{ from, to }`; pair it with `dateRangeSchema(rules)`. */
export function DateRangeFormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  disabled,
  ...rest
}: DateRangeFormFieldProps<T, N>) {
  const { value, onChange, wiring, error, ...form } = useFormControl(control, name);
  return (
    <DateRangeField
      {...rest}
      {...wiring}
      disabled={disabled || form.disabled}
      value={{ ...emptyRange, ...(value as Partial<DateRange> | undefined) }}
      onValueChange={onChange}
      error={error ? { from: error.from?.message, to: error.to?.message, range: error.message } : null}
    />
  );
}
