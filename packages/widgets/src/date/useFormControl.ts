import {
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
  useController,
} from 'react-hook-form';

/** What each date form adapter needs from react-hook-form for one field. */
export interface FormControl {
  value: unknown;
  onChange: (value: unknown) => void;
  /** Name, blur and focus wiring, spread onto the control. */
  wiring: { name: string; onBlur: () => void; ref: RefCallBack };
  /** The field's error, with nested errors (`window.end`) for ranges. */
  error: (FieldError & Record<string, FieldError | undefined>) | undefined;
  disabled: boolean;
}

/**
 * Binds a date control to a react-hook-form field. The form (its zod schema, then the server through
 * `applyServerErrors`) owns validation, so the adapters hand the control `null` until there is a message: the
 * same "on submit, then on change" rhythm as every other field.
 */
export function useFormControl<T extends FieldValues, N extends FieldPath<T>>(
  control: Control<T>,
  name: N,
): FormControl {
  const { field, fieldState } = useController({ control, name });
  return {
    value: field.value,
    onChange: field.onChange,
    wiring: { name: field.name, onBlur: field.onBlur, ref: field.ref },
    error: fieldState.error as FormControl['error'],
    disabled: field.disabled === true,
  };
}

/** The adapters' props: the control's own, less what the form provides, plus the form's control and field name. */
export type FormFieldAdapterProps<P, T extends FieldValues, N extends FieldPath<T>> = Omit<
  P,
  'value' | 'defaultValue' | 'onValueChange' | 'error' | 'onBlur' | 'name' | 'ref'
> & { control: Control<T>; name: N };
