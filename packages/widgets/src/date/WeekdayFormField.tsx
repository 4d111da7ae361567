import type { FieldPath, FieldValues } from 'react-hook-form';
import { type FormFieldAdapterProps, useFormControl } from './useFormControl';
import { WeekdayPicker, type WeekdayPickerProps } from './WeekdayPicker';
import { type IsoWeekday, isIsoWeekday } from './weekdays';

export type WeekdayFormFieldProps<T extends FieldValues, N extends FieldPath<T>> = FormFieldAdapterProps<
  WeekdayPickerProps,
  T,
  N
>;

const readDays = (value: unknown): IsoWeekday[] => (Array.isArray(value) ? value.filter(isIsoWeekday) : []);

/** `WeekdayPicker` bound to a react-hook-form field holding ISO week days; pair it with `weekdaysSchema()`. */
export function WeekdayFormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  disabled,
  ...rest
}: WeekdayFormFieldProps<T, N>) {
  const { name: _hiddenInputs, ...bound } = useFormControl(control, name, disabled, readDays);
  // No hidden inputs: react-hook-form holds the value itself.
  return <WeekdayPicker {...rest} {...bound} />;
}
