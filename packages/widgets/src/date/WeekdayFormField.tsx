import type { FieldPath, FieldValues } from 'react-hook-form';
import { type FormFieldAdapterProps, useFormControl } from './useFormControl';
import { WeekdayPicker, type WeekdayPickerProps } from './WeekdayPicker';
import type { IsoWeekday } from './weekdays';

export type WeekdayFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = FormFieldAdapterProps<
  WeekdayPickerProps,
  T,
  N
>;

/** `WeekdayPicker` bound to a react-hook-form field holding ISO week days; pair it with `weekdaysSchema()`. */
export function WeekdayFormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  disabled,
  ...rest
}: WeekdayFormFieldProps<T, N>) {
  const form = useFormControl(control, name);
  return (
    <WeekdayPicker
      {...rest}
      {...form.wiring}
      // Hidden inputs are for plain HTML forms; react-hook-form holds the value itself.
      name={undefined}
      disabled={disabled || form.disabled}
      value={Array.isArray(form.value) ? (form.value as IsoWeekday[]) : []}
      onValueChange={form.onChange}
      error={form.error?.message ?? null}
    />
  );
}
